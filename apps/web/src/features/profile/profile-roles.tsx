import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from './profile-api';

/** Spec 01 §2.8 and §9: the profile's roles table shows 5 rows a page. */
export const ROLES_PAGE_SIZE = 5;

/** The Roles tab: the units the account works in and its permissions on each. */
export function ProfileRoles({ roles }: { roles: UserProfile['roles'] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const rows = roles.slice(page * ROLES_PAGE_SIZE, (page + 1) * ROLES_PAGE_SIZE);
  if (!roles.length) return <Typography color="text.secondary">{t('profile.noRoles')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid="profile-roles">
          <TableHead>
            <TableRow>
              <TableCell>{t('profile.reportingUnit')}</TableCell>
              <TableCell>{t('profile.permissions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((role) => (
              <TableRow key={role.reportingUnitId}>
                <TableCell>{role.reportingUnit}</TableCell>
                <TableCell>{role.permissions.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {roles.length > ROLES_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={roles.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={ROLES_PAGE_SIZE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) => t('profile.rowsRange', { from, to, count })}
        />
      )}
    </>
  );
}
