import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { type CSSObject, type Theme, useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { asksRestore } from '../../shared/list/list-settings';
import { ToolbarSearchProvider } from '../../shared/search/toolbar-search';
import { usePageHeadingFocus } from '../../shared/ui/page-focus';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { PageLoader } from '../page-loader';
import { useRouteHandles } from '../route-handle';
import { LeftMenu } from './left-menu';
import { TopBar } from './top-bar';

/**
 * Only signed-in screens query data, so the query client lives here and stays out of the sign-in
 * bundle. Errors are shown once, by the HTTP client; queries must not retry a 4xx behind the user's back.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

const OPEN_WIDTH = 248;
const MINI_WIDTH = 64;
const FOLDED_KEY = 'registry.menuFolded';

const width = (theme: Theme, open: boolean): CSSObject => ({
  width: open ? OPEN_WIDTH : MINI_WIDTH,
  overflowX: 'hidden',
  transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
});

/**
 * The signed-in frame (spec 01 §2.2): top bar, left menu, page. Above the small breakpoint the menu
 * is a mini drawer (folds to icons, the choice is remembered); below it a temporary drawer.
 */
export default function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [folded, setFolded] = useState(() => localStorage.getItem(FOLDED_KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);
  const { search } = useRouteHandles();
  const { pathname, state } = useLocation();
  usePageHeadingFocus(pathname);
  if (!session) return null;

  const toggle = () => {
    if (!wide) return setMobileOpen((open) => !open);
    setFolded((value) => {
      localStorage.setItem(FOLDED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  return (
    <QueryClientProvider client={queryClient}>
      <ToolbarSearchProvider target={search} resetKey={pathname} restore={asksRestore(state)}>
        <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
          <SkipLink />
          <TopBar session={session} onToggleMenu={toggle} />
          {wide ? (
            <Drawer
              variant="permanent"
              sx={{ flexShrink: 0, ...width(theme, !folded), '& .MuiDrawer-paper': width(theme, !folded) }}
            >
              <Toolbar />
              <LeftMenu session={session} compact={folded} />
            </Drawer>
          ) : (
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              // The phone's menu is a dialog: named like the menu it holds (axe aria-dialog-name).
              slotProps={{ paper: { 'aria-label': t('menu.label'), sx: { width: OPEN_WIDTH } } as object }}
            >
              <Toolbar />
              <LeftMenu session={session} compact={false} onNavigate={() => setMobileOpen(false)} />
            </Drawer>
          )}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
          >
            <Toolbar />
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </ToolbarSearchProvider>
    </QueryClientProvider>
  );
}
