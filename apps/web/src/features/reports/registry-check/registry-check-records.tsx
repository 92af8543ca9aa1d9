import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type ListColumn, ListPage, type ListQuery } from '../../../shared/list/list-page';
import { fetchRecords, type RegistryCheckCell, type RegistryCheckRecord } from './registry-check-api';
import { checkName, findingMessage } from './registry-check-names';

/** The records behind one count, each one click from its notification. */
export function RegistryCheckRecords({ runId, cell }: { runId: number; cell: RegistryCheckCell }) {
  const { t, i18n } = useTranslation();
  const fetch = useCallback(
    (query: ListQuery, signal: AbortSignal) => fetchRecords(runId, cell, query, signal),
    [runId, cell],
  );
  const c = (key: string) => t(`registryCheck.columns.${key}`);
  const open = (r: RegistryCheckRecord) => (
    <Link
      component={RouterLink}
      to={`/cancer-notification/${r.notificationId}`}
      aria-label={t('registryCheck.open', { id: r.notificationId })}
      sx={{ fontWeight: 600 }}
    >
      #{r.notificationId}
    </Link>
  );
  const columns: ListColumn<RegistryCheckRecord>[] = [
    { id: 'notification', label: c('notification'), sortBy: 'notificationId', nowrap: true, render: open },
    {
      id: 'patientIdentifier',
      label: c('patientIdentifier'),
      sortBy: 'patientIdentifier',
      nowrap: true,
      render: (r) => r.patientIdentifier,
    },
    { id: 'morphology', label: c('morphology'), from: 'sm', nowrap: true, render: (r) => r.morphology ?? '' },
    { id: 'message', label: c('message'), from: 'md', render: (r) => findingMessage(r, t, i18n.language) },
  ];
  return (
    <ListPage<RegistryCheckRecord>
      screen="registry-check-records"
      title={t('registryCheck.recordsTitle', {
        check: checkName(cell.checkId, t, i18n.language),
        severity: t(`registryCheck.severity.${cell.severity}`),
      })}
      fetch={fetch}
      rowKey={(r) => r.notificationId}
      columns={columns}
      renderCard={(r) => (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {open(r)} · {r.patientIdentifier}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.morphology}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {findingMessage(r, t, i18n.language)}
          </Typography>
        </>
      )}
    />
  );
}
