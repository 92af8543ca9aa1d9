import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDate } from '../../shared/format/date';
import '../notification-list/locales/register';
import { editPathOf } from '../notification-list/notification-paths';
import { useOrigin } from '../notification-list/use-origin';
import { fetchPreviousNotifications } from './evolution-api';
import './locales/register';

/** Spec 02 §2: the other notifications of the case, 8 a page, newest first; a row opens its edit page. */
export const PREVIOUS_PAGE_SIZE = 8;

export function PreviousNotifications({ notificationId }: { notificationId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const origin = useOrigin();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['previous-notifications', notificationId, page],
    queryFn: ({ signal }) =>
      fetchPreviousNotifications(notificationId, PREVIOUS_PAGE_SIZE, (page - 1) * PREVIOUS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    enabled: notificationId > 0,
  });
  const c = (key: string) => t(`notificationList.columns.${key}`);
  const items = query.data?.items ?? [];
  const pages = Math.ceil((query.data?.totalRows ?? 0) / PREVIOUS_PAGE_SIZE);
  return (
    <Box
      component="section"
      aria-labelledby="previous-notifications-title"
      data-testid="previous-notifications"
    >
      <Typography
        id="previous-notifications-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {t('evolution.previous.title')}
      </Typography>
      {query.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary">{t('evolution.previous.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{c('notificationDate')}</TableCell>
                <TableCell sx={{ fontWeight: 600, display: { xs: 'none', sm: 'table-cell' } }}>
                  {c('reportingUnit')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{c('reportingReason')}</TableCell>
                <TableCell sx={{ fontWeight: 600, display: { xs: 'none', md: 'table-cell' } }}>
                  {c('diagnosticDate')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600, display: { xs: 'none', md: 'table-cell' } }}>
                  {c('morphology')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600, display: { xs: 'none', lg: 'table-cell' } }}>
                  {c('username')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((n) => (
                <TableRow
                  key={n.id}
                  hover
                  onClick={() => void navigate(editPathOf(n, origin))}
                  sx={{ cursor: 'pointer' }}
                  data-previous-notification={n.id}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component={RouterLink}
                      to={editPathOf(n, origin)}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {formatDate(n.notificationDate)}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{n.reportingUnit}</TableCell>
                  <TableCell>{n.reportingReason}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {formatDate(n.diagnosticDate)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{n.morphology}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{n.username}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          size="small"
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
