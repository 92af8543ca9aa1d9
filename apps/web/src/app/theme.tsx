import { roRO } from '@mui/material/locale';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Language } from '@registry/domain/shared/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec 01 §9 names breakpoints xs 600, sm 960, md 1264, lg 1904: those are the *upper* edges of
 * each size (a screen narrower than 600 is xs, 600–959 is sm, …). MUI breakpoints are *lower*
 * bounds, so the same sizes read: xs from 0, sm from 600, md from 960, lg from 1264, xl from 1904.
 * "Above the small breakpoint" (mini drawer) is therefore MUI `up('md')`.
 */
const base = {
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00897b' },
    background: { default: '#f4f6fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTextField: { defaultProps: { size: 'medium' } },
    MuiAppBar: { defaultProps: { elevation: 1 } },
  },
} as const;

/**
 * MUI's own texts (a combobox's "Clear"/"Open", an alert's "Close", pagination labels) come from
 * its locale pack, so the theme is built per language and swapped when the language changes. The
 * date pickers carry their own pack in their lazy chunk (`date-picker-field.tsx`).
 */
// MUI's built-in texts are English already: only the Romanian pack is loaded (the sign-in bundle has a budget).
const themes = { ro: createTheme(base, roRO), en: createTheme(base) };

export function themeFor(language: Language) {
  return themes[language];
}

/** The theme of the current language: MUI's built-in texts switch with the interface. */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ThemeProvider theme={themeFor(i18n.language === 'en' ? 'en' : 'ro')}>{children}</ThemeProvider>;
}
