import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { versionsPerWidth } from './evolution-logic';

/** 1, 2, 3 or 5 versions side by side, by the screen's breakpoint (spec 02 §2). */
export function useVersionsAtOnce(): number {
  const theme = useTheme();
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  return versionsPerWidth(lg ? 'lg' : md ? 'md' : sm ? 'sm' : 'xs');
}
