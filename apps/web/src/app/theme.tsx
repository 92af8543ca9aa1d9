import { createTheme } from '@mui/material/styles';

/**
 * Spec 01 §9 names breakpoints xs 600, sm 960, md 1264, lg 1904: those are the *upper* edges of
 * each size (a screen narrower than 600 is xs, 600–959 is sm, …). MUI breakpoints are *lower*
 * bounds, so the same sizes read: xs from 0, sm from 600, md from 960, lg from 1264, xl from 1904.
 * "Above the small breakpoint" (mini drawer) is therefore MUI `up('md')`.
 */
export const theme = createTheme({
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
});
