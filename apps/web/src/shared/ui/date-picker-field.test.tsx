import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import DatePickerField from './date-picker-field';

afterEach(cleanup);

/** The picker renders sections with bidi marks; compare the visible digits only. */
const shown = (el: HTMLElement) => (el.textContent ?? '').replace(/[\s\u2066-\u2069\u200e]/g, '');

describe('date field (spec 01 §2.10: DD-MM-YYYY)', () => {
  it('shows an ISO value as DD-MM-YYYY', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DatePickerField label="Data" value="2024-03-05" onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(shown(screen.getByRole('group', { name: /Data/ }))).toContain('05-03-2024');
  });
});

/** Issue 18 item 5: the picker's own texts follow the interface's language (MUI's Romanian locale pack). */
describe('the date picker speaks the interface’s language', () => {
  // A value fixes the month the calendar opens on: March 2024.
  const field = () => (
    <I18nextProvider i18n={i18n}>
      <DatePickerField label="Data" value="2024-03-05" onChange={() => undefined} />
    </I18nextProvider>
  );
  const initial = i18n.language;
  afterAll(() => i18n.changeLanguage(initial));

  it('in Romanian: the open-calendar and clear buttons, the month, the weekdays and the arrows', async () => {
    await act(() => i18n.changeLanguage('ro'));
    render(field());
    expect(screen.getByRole('button', { name: 'Golire conținut' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Selectați data, data selectată este/ }));
    const calendar = await screen.findByRole('dialog');
    expect(calendar.textContent).toMatch(/^martie 2024/i);
    // The week starts on Monday (Luni … Duminică).
    expect(calendar.textContent).toContain('LMMJVSD');
    for (const name of ['Luna anterioară', 'Luna următoare'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(calendar.textContent).not.toMatch(/March|Next month|Previous month/);
  });

  it('in English, the same texts in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(field());
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Choose date, selected date is/ }));
    const calendar = await screen.findByRole('dialog');
    expect(calendar.textContent).toMatch(/^March 2024/);
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
  });
});
