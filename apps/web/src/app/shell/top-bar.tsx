import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Session } from '@registry/domain/identity/session';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useToolbarSearch } from '../../shared/search/toolbar-search';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { ProfileMenu } from './profile-menu';
import { SearchField } from './search-field';

export function TopBar({ session, onToggleMenu }: { session: Session; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const { target } = useToolbarSearch();
  const { pathname } = useLocation();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleMenu}
          aria-label={t('menu.toggle')}
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
            mr: 1,
            // On a phone the search needs the room; the product name returns when there is no search,
            // on two short lines so the language and profile buttons keep theirs.
            display: { xs: target ? 'none' : 'block', sm: 'block' },
            fontSize: { xs: 15, sm: 20 },
            lineHeight: { xs: 1.2, sm: 1.6 },
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {t('app.shortName')}
        </Typography>
        {/* A new page starts with an empty search: text typed just before leaving is not searched there. */}
        <SearchField key={pathname} />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        <ProfileMenu session={session} />
      </Toolbar>
    </AppBar>
  );
}
