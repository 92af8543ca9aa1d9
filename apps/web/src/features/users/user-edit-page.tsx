import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { UserForm } from './user-form';
import { EmailConfirmedIcon } from './user-status';
import { fetchUser, userKey } from './users-api';

/**
 * User view/edit, /users/user/{userId} (spec 01 §2.7, §4): userId 0 is a new user, opened in edit
 * mode; an existing one opens read-only with Edit. Back returns to the list.
 */
export default function UserEditPage() {
  const { t } = useTranslation();
  const session = useSession();
  const userId = Number(useParams().userId);
  const isNew = userId === 0;
  const user = useQuery({ queryKey: userKey(userId), queryFn: () => fetchUser(userId), enabled: !isNew });
  if (!session) return null;
  const loaded = isNew ? null : user.data;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }} data-testid="user-edit">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <Button component={RouterLink} to="/users" startIcon={<ArrowBackIcon />} data-testid="back-to-users">
          {t('users.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {isNew ? t('users.newTitle') : (loaded?.fullName ?? t('routes.userEdit'))}
        </Typography>
        {loaded && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip size="small" label={loaded.roleName} />
            <EmailConfirmedIcon confirmed={loaded.emailConfirmed} />
            {loaded.isDeleted && (
              <Chip size="small" color="error" variant="outlined" label={t('users.deletedChip')} />
            )}
          </Box>
        )}
      </Box>
      {isNew || loaded ? (
        <UserForm key={loaded?.userId ?? 0} user={loaded ?? null} session={session} />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          {user.isPending ? <CircularProgress aria-label={t('common.loading')} /> : t('users.notLoaded')}
        </Box>
      )}
    </Paper>
  );
}
