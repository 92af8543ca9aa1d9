import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
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
