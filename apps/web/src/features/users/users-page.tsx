import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { canManageUsers } from '@registry/domain/identity/session';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { formatDate } from '../../shared/format/date';
import { type ListColumn, ListPage } from '../../shared/list/list-page';
import { useUserFilters } from './user-filters';
import { viewPathOf } from './user-routes';
import { DeletedCheckbox, EmailConfirmedIcon } from './user-status';
import { fetchUsers, type UserFilters, type UserListItem } from './users-api';

/** Breaks between words only (the table breaks long e-mails anywhere, names must not). */
const Words = ({ children }: { children: string }) => (
  <Box component="span" sx={{ overflowWrap: 'normal' }}>
    {children}
  </Box>
);

/** An e-mail that may wrap only before its @, never mid-word. */
const EmailText = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  return (
    <Box component="span" sx={{ overflowWrap: 'normal' }}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </Box>
  );
};

/** The user list of spec 01 §2.7 (super administrator). */
export default function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const filters = useUserFilters();

  const columns: ListColumn<UserListItem>[] = [
    {
      id: 'type',
      label: t('users.type'),
      sortBy: 'roleName',
      from: 'sm',
      render: (u) => <Words>{u.roleName}</Words>,
    },
    {
      id: 'fullName',
      label: t('users.fullName'),
      sortBy: 'fullName',
      render: (u) => <Words>{u.fullName}</Words>,
    },
    {
      id: 'email',
      label: t('users.email'),
      sortBy: 'email',
      from: 'sm',
      render: (u) => <EmailText email={u.email} />,
    },
    {
      id: 'reportingUnit',
      label: t('users.reportingUnit'),
      sortBy: 'reportingUnit',
      from: 'lg',
      render: (u) => <Words>{u.reportingUnit ?? ''}</Words>,
    },
    {
      id: 'createdDate',
      label: t('users.createdDate'),
      sortBy: 'createdDate',
      from: 'md',
      render: (u) => formatDate(u.createdDate),
    },
    {
      id: 'emailConfirmed',
      label: t('users.emailConfirmedShort'),
      align: 'center',
      render: (u) => <EmailConfirmedIcon confirmed={u.emailConfirmed} />,
    },
    {
      id: 'isDeleted',
      label: t('users.deleted'),
      align: 'center',
      from: 'sm',
      render: (u) => <DeletedCheckbox deleted={u.isDeleted} />,
    },
  ];

  return (
    <ListPage<UserListItem, UserFilters>
      screen="users"
      title={t('users.title')}
      fetch={fetchUsers}
      rowKey={(u) => u.userId}
      columns={columns}
      filters={filters}
      renderCard={(u) => (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {u.fullName}
            </Typography>
            <EmailConfirmedIcon confirmed={u.emailConfirmed} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 0.5 }}>
            <Chip size="small" label={u.roleName} />
            {u.isDeleted && (
              <Chip size="small" color="error" variant="outlined" label={t('users.deletedChip')} />
            )}
          </Box>
          <Typography variant="body2">{u.email}</Typography>
          {u.reportingUnit && (
            <Typography variant="body2" color="text.secondary">
              {u.reportingUnit}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('users.createdOn', { date: formatDate(u.createdDate) })}
          </Typography>
        </>
      )}
      actions={[
        {
          id: 'view',
          label: t('users.view'),
          icon: <VisibilityIcon />,
          onClick: (u) => void navigate(viewPathOf(u)),
        },
      ]}
      onAdd={session && canManageUsers(session) ? () => void navigate('/users/user/0') : undefined}
      addLabel={t('users.add')}
    />
  );
}
