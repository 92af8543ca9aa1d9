import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Session } from '@registry/domain/identity/session';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayName } from '../../features/profile/profile-name';
import { signOut } from '../../shared/auth/auth-store';

const ProfileDialog = lazy(() => import('../../features/profile/profile-dialog'));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The profile menu of spec 01 §2.2: full name, Profile, Sign out. */
export function ProfileMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  // The token keeps the name it was issued with; a saved profile shows its new name at once.
  const fullname = useDisplayName(session);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        // The spoken name holds what is shown (initials, name) before what the button does (WCAG 2.5.3).
        aria-label={`${initials(fullname)} ${fullname} – ${t('profile.menu')}`}
        aria-haspopup="menu"
        data-testid="profile-menu"
        sx={{ minWidth: 0, gap: 1, flexShrink: 0 }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.dark' }}>
          {initials(fullname)}
        </Avatar>
        {/* A space between the initials and the name: text is read (and checked against the name) as one run. */}{' '}
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'inline' },
            maxWidth: 200,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {fullname}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="profile-fullname">
            {fullname}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('profile.open')}
        </MenuItem>
        <MenuItem
          data-testid="sign-out"
          onClick={() => {
            setAnchor(null);
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('profile.signOut')}
        </MenuItem>
      </Menu>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog open={profileOpen} session={session} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
