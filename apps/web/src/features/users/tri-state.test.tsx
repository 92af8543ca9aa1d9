import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { nextTriState, type TriState } from './tri-state';
import { TriStateCheckbox } from './tri-state-checkbox';

afterEach(cleanup);

describe('tri-state filter (spec 01 §2.7)', () => {
  it('cycles any → yes → no → any', () => {
    expect(nextTriState(null)).toBe(true);
    expect(nextTriState(true)).toBe(false);
    expect(nextTriState(false)).toBeNull();
  });

  it('shows the state as indeterminate, checked and unchecked, and in words', () => {
    const seen: TriState[] = [];
    function Harness() {
      const [value, setValue] = useState<TriState>(null);
      seen.push(value);
      return <TriStateCheckbox label="Confirmat" name="emailConfirmed" value={value} onChange={setValue} />;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    const box = () => screen.getByRole('checkbox') as HTMLInputElement;
    expect(box().getAttribute('aria-checked')).toBe('mixed');
    expect(screen.getByText(/Confirmat: oricare/)).toBeTruthy();
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    expect(screen.getByText(/Confirmat: da/)).toBeTruthy();
    fireEvent.click(box());
    expect(box().checked).toBe(false);
    expect(box().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/Confirmat: nu/)).toBeTruthy();
    fireEvent.click(box());
    expect(box().getAttribute('aria-checked')).toBe('mixed');
    expect(seen.at(-1)).toBeNull();
  });
});
