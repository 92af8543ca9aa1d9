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
/**
 * Issue 28: a keyboard user must see where focus is. MUI marks keyboard focus with .Mui-focusVisible
 * (a faint ripple by default); one outline here covers every button, icon button, tab, menu and list
 * item. On the blue top bar the outline turns white (see MuiAppBar below).
 */
const FOCUS_RING = '#0d47a1';
const focusVisible = { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 1 } as const;

/**
 * prefers-reduced-motion (WCAG 2.3.3): no sliding, fading or rippling; dialogs, drawers and menus
 * appear at once. Read when the theme is made; a change of the setting applies on the next load.
 */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const motion = reducedMotion
  ? {
      transitions: {
        create: () => 'none',
        duration: {
          shortest: 0,
          shorter: 0,
          short: 0,
          standard: 0,
          complex: 0,
          enteringScreen: 0,
          leavingScreen: 0,
        },
      },
    }
  : {};

const base = {
  ...motion,
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
  palette: {
    // Text on a coloured fill (chips, filled alerts, contained buttons) reaches 4.5:1 (WCAG 1.4.3):
    // MUI picks black where white falls short, and the warning orange is darkened so that its text
    // and outlines read on white too.
    contrastThreshold: 4.5,
    primary: { main: '#1565c0' },
    warning: { main: '#b45309' },
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
    // A disabled field's hint still informs (why it is disabled): it keeps readable grey (4.5:1).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // What the theme's transitions do not reach (CSS animations of spinners, FullCalendar) stops too.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 1 },
      styleOverrides: { root: { '& .Mui-focusVisible': { outlineColor: '#fff' } } },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: reducedMotion },
      styleOverrides: { root: { '&.Mui-focusVisible': focusVisible } },
    },
    // Links are not ButtonBase: the browser's own ring is kept, made as visible as the others.
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusVisible } } },
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
