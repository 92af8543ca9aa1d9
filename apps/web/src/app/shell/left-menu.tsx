import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { menuEntriesFor, type Session } from '@registry/domain/identity/session';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { menuPathOf } from '../../features/notification-list/notification-paths';
import { focusHeadingOn } from '../../shared/ui/page-focus';
import { APP_VERSION, menuItems } from './menu-items';

/** The entries of the left menu; `compact` shows icons only (the folded mini drawer). */
export function LeftMenu({
  session,
  compact,
  onNavigate,
}: {
  session: Session;
  compact: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // A record opened from the case list lights Cases, not Notifications (issue 18).
  const pathname = menuPathOf(location.pathname, location.search);
  const isActive = (path: string) => (path === '/' ? pathname === '/' : pathname.startsWith(path));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <List component="nav" aria-label={t('menu.label')} data-testid="left-menu">
        {menuEntriesFor(session).map((entry) => {
          const item = menuItems[entry];
          const label = t(item.label);
          return (
            <Tooltip key={entry} title={compact ? label : ''} placement="right">
              <ListItemButton
                component={NavLink}
                to={item.path}
                end={item.path === '/'}
                selected={isActive(item.path)}
                onClick={() => {
                  focusHeadingOn(item.path);
                  onNavigate?.();
                }}
                data-menu-entry={entry}
                aria-label={label}
                sx={{ minHeight: 48, px: 2.5 }}
              >
                <ListItemIcon sx={{ minWidth: 0, mr: compact ? 0 : 2, color: 'inherit' }}>
                  {item.icon}
                </ListItemIcon>
                {!compact && <ListItemText primary={label} />}
              </ListItemButton>
            </Tooltip>
          );
        })}
      </List>
      <Box sx={{ flexGrow: 1 }} />
      {/* The menu's foot is the page's contentinfo landmark, so nothing sits outside a landmark. */}
      <Box component="footer" sx={{ display: 'flex', flexDirection: 'column' }}>
        {compact && (
          <Tooltip title={t('menu.accessibility')} placement="right">
            <ListItemButton
              component={RouterLink}
              to="/accessibility"
              aria-label={t('menu.accessibility')}
              data-testid="accessibility-link"
              sx={{ minHeight: 48, px: 2.5, flexGrow: 0 }}
            >
              <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>
                <AccessibilityNewIcon />
              </ListItemIcon>
            </ListItemButton>
          </Tooltip>
        )}
        {!compact && (
          <>
            <Divider />
            <Box sx={{ p: 2 }}>
              <Link
                component={RouterLink}
                to="/accessibility"
                variant="caption"
                onClick={onNavigate}
                data-testid="accessibility-link"
                sx={{ display: 'block', mb: 0.5 }}
              >
                {t('menu.accessibility')}
              </Link>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('menu.version', { version: APP_VERSION })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('menu.copyright', { year: new Date().getFullYear() })}
              </Typography>
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
