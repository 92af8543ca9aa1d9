import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { LocalizedTheme } from './theme';

function Combobox() {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedTheme>
        <Autocomplete
          options={['Cluj', 'Iași']}
          value="Cluj"
          renderInput={(params) => <TextField {...params} label="Judeţ" />}
        />
      </LocalizedTheme>
    </I18nextProvider>
  );
}

// The clear button is hidden until hover, so it is found by its title (the same text as its label).
describe("MUI's own texts follow the interface language (issue 18)", () => {
  afterEach(() => act(() => void i18n.changeLanguage('ro')));

  it('labels the combobox buttons in Romanian, then in English after a switch', async () => {
    await act(() => i18n.changeLanguage('ro'));
    render(<Combobox />);
    expect(screen.getByRole('button', { name: 'Deschide' })).toBeTruthy();
    expect(screen.getByTitle('Șterge')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(screen.getByTitle('Clear')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deschide' })).toBeNull();
  }, 20_000);
});
