import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NotificationStatus } from '@registry/domain/notification/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../shared/format/date';
import type { ListColumn } from '../../shared/list/list-page';
import type { NotificationRow } from './notification-list-api';
import { editPathOf } from './notification-paths';
import { receivedChipSx } from './received-column';
import { useOrigin } from './use-origin';

const Words = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ overflowWrap: 'normal' }}>
    {children}
  </Box>
);

/** The identifier links to the edit page (the row's "click"), with the record's state under it. */
export function IdentifierCell({ item }: { item: NotificationRow }) {
  const { t } = useTranslation();
  const origin = useOrigin();
  const draft = item.status === NotificationStatus.Draft;
  return (
    <>
      <Link
        component={RouterLink}
        to={editPathOf(item, origin)}
        data-testid="open-notification"
        sx={{ fontWeight: 500 }}
      >
        {item.identifier}
      </Link>
      <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}>
        {[item.lastName, item.firstName].filter(Boolean).join(' ')}
      </Typography>
      {(draft || item.isDeleted) && (
        <Typography variant="caption" component="div" color={item.isDeleted ? 'error' : 'text.secondary'}>
          {item.isDeleted ? t('notificationList.chips.deleted') : t('notificationList.status.1')}
        </Typography>
      )}
      {item.hasUnresolvedQualityWarnings && (
        <Typography variant="caption" component="div" color="warning.dark" data-testid="quality-mark">
          {t('notificationList.chips.qualityWarnings')}
        </Typography>
      )}
      {/* A phone's table has no room for the column: the mark travels with the identifier. */}
      {item.receivedElectronically && (
        <Typography
          variant="caption"
          component="div"
          color="info.dark"
          sx={{ display: { xs: 'block', sm: 'none' } }}
        >
          {t('notificationList.chips.received')}
        </Typography>
      )}
    </>
  );
}

/**
 * Spec 02 §2 table columns. Who the patient is comes first so it stays in view on a laptop (the
 * rest scrolls sideways); a phone keeps the identifier, with the name under it, and the actions.
 */
export function useNotificationColumns<T extends NotificationRow>(): ListColumn<T>[] {
  const { t } = useTranslation();
  const c = (key: string) => t(`notificationList.columns.${key}`);
  const words = (value: (n: T) => string | null) => (n: T) => <Words>{value(n) ?? ''}</Words>;
  return [
    {
      id: 'identifier',
      label: c('identifier'),
      sortBy: 'identifier',
      nowrap: true,
      render: (n) => <IdentifierCell item={n} />,
    },
    {
      id: 'lastName',
      label: c('lastName'),
      sortBy: 'lastName',
      from: 'sm',
      render: words((n) => n.lastName),
    },
    {
      id: 'firstName',
      label: c('firstName'),
      sortBy: 'firstName',
      from: 'sm',
      render: words((n) => n.firstName),
    },
    { id: 'age', label: c('age'), sortBy: 'age', from: 'md', align: 'right', render: (n) => n.age ?? '' },
    {
      id: 'diagnosticDate',
      label: c('diagnosticDate'),
      sortBy: 'diagnosticDate',
      from: 'md',
      nowrap: true,
      render: (n) => formatDate(n.diagnosticDate),
    },
    {
      id: 'topography',
      label: c('topography'),
      sortBy: 'topography',
      from: 'sm',
      nowrap: true,
      render: (n) => n.topography,
    },
    {
      id: 'morphology',
      label: c('morphology'),
      sortBy: 'morphology',
      from: 'sm',
      nowrap: true,
      render: (n) => n.morphology,
    },
    {
      id: 'notificationDate',
      label: c('notificationDate'),
      sortBy: 'notificationDate',
      from: 'sm',
      nowrap: true,
      render: (n) => formatDate(n.notificationDate),
    },
    {
      id: 'reportingReason',
      label: c('reportingReason'),
      sortBy: 'reportingReason',
      from: 'md',
      render: words((n) => n.reportingReason),
    },
    {
      id: 'reportingUnit',
      label: c('reportingUnit'),
      sortBy: 'reportingUnit',
      from: 'md',
      render: words((n) => n.reportingUnit),
    },
    { id: 'county', label: c('county'), sortBy: 'county', from: 'lg', render: words((n) => n.county) },
    { id: 'city', label: c('city'), sortBy: 'city', from: 'lg', render: words((n) => n.city) },
    {
      id: 'username',
      label: c('username'),
      sortBy: 'username',
      from: 'lg',
      render: words((n) => n.username),
    },
    {
      id: 'lastModifiedBy',
      label: c('lastModifiedBy'),
      sortBy: 'lastModifiedBy',
      from: 'lg',
      render: words((n) => n.lastModifiedBy),
    },
  ];
}

/** The card of the grid view: who, which tumour, where from, in what state. */
export function NotificationCard({ item, extra }: { item: NotificationRow; extra?: ReactNode }) {
  const { t } = useTranslation();
  const origin = useOrigin();
  const name = [item.lastName, item.firstName].filter(Boolean).join(' ');
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {name || item.identifier}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
        <Link component={RouterLink} to={editPathOf(item, origin)} data-testid="open-notification">
          {item.identifier}
        </Link>
        <Chip
          size="small"
          color={item.status === NotificationStatus.Completed ? 'success' : 'default'}
          variant="outlined"
          label={t(`notificationList.status.${item.status}`)}
        />
        {item.isCancerCase && (
          <Chip size="small" color="primary" variant="outlined" label={t('notificationList.chips.case')} />
        )}
        {item.isDeleted && (
          <Chip size="small" color="error" variant="outlined" label={t('notificationList.chips.deleted')} />
        )}
        {item.hasReviewerObservation && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('notificationList.chips.reviewerObservation')}
          />
        )}
        {item.hasUnresolvedQualityWarnings && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('notificationList.chips.qualityWarnings')}
          />
        )}
        {item.receivedElectronically && (
          <Chip
            size="small"
            variant="outlined"
            label={t('notificationList.chips.received')}
            sx={receivedChipSx}
          />
        )}
        {item.isForeigner && (
          <Chip size="small" variant="outlined" label={t('notificationList.chips.foreigner')} />
        )}
      </Box>
      {(item.topography || item.morphology) && (
        <Typography variant="body2">
          {t('notificationList.card.codes', {
            topography: item.topography ?? '–',
            morphology: item.morphology ?? '–',
          })}
        </Typography>
      )}
      {item.diagnosticDate && (
        <Typography variant="body2">
          {t('notificationList.card.diagnosed', { date: formatDate(item.diagnosticDate) })}
          {item.age !== null && ` · ${t('notificationList.card.age', { age: item.age })}`}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {item.reportingUnit}
        {item.reportingReason && ` · ${item.reportingReason}`}
      </Typography>
      {(item.city || item.county) && (
        <Typography variant="body2" color="text.secondary">
          {[item.city, item.county].filter(Boolean).join(', ')}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('notificationList.card.notified', {
          date: formatDate(item.notificationDate),
          user: item.username,
        })}
      </Typography>
      {extra}
    </>
  );
}
