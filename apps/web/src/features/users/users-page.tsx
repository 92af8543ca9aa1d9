import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Role } from '@registry/domain/identity/roles';
import { canManageUsers } from '@registry/domain/identity/session';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { formatDate } from '../../shared/format/date';
import { type ListColumn, ListPage } from '../../shared/list/list-page';
import { useUserFilters } from './user-filters';
import { DeletedCheckbox, EmailConfirmedIcon } from './user-status';
import { fetchUsers, type UserFilters, type UserListItem } from './users-api';

const NoWrap = ({ children }: { children: string }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

/** Spec 01 §2.7: a reporter is edited as an employee of their unit; every other account as a user. */
export function viewPathOf(user: UserListItem): string {
  if (user.roleId === Role.Reporter && user.reportingUnitId && user.employeeId)
    return `/reporting-unit/${user.reportingUnitId}/employee/${user.employeeId}`;
  return `/users/user/${user.userId}`;
}

/** The user list of spec 01 §2.7 (super administrator). */
export default function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const filters = useUserFilters();

  const columns: ListColumn<UserListItem>[] = [
    { id: 'type', label: t('users.type'), sortBy: 'roleName', render: (u) => <NoWrap>{u.roleName}</NoWrap> },
    { id: 'fullName', label: t('users.fullName'), sortBy: 'fullName', render: (u) => u.fullName },
    {
      id: 'email',
      label: t('users.email'),
      sortBy: 'email',
      from: 'sm',
      render: (u) => <NoWrap>{u.email}</NoWrap>,
    },
    {
      id: 'reportingUnit',
      label: t('users.reportingUnit'),
      sortBy: 'reportingUnit',
      from: 'lg',
      render: (u) => u.reportingUnit ?? '',
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
