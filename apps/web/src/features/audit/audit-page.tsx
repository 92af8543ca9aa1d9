import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListPage, type ListQuery } from '../../shared/list/list-page';
import { DateRangeFilter } from '../notification-list/filter-inputs';
import { type AuditFilters, type AuditRow, type AuditTotals, fetchAudit, noAuditFilters } from './audit-api';
import { auditSummary } from './audit-summary';
import './locales/register';

type Summary = { period: AuditFilters; totals: AuditTotals };

/** Spec 02 §2 "Cancer audit" (reviewers): drafts and completed notifications per user and unit for a period. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<Summary | null>(null);
  const fetch = useCallback(async (query: ListQuery<AuditFilters>, signal: AbortSignal) => {
    const answer = await fetchAudit(query, signal);
    setSummary({
      period: {
        notificationStartDate: query.notificationStartDate,
        notificationEndDate: query.notificationEndDate,
      },
      totals: { draftCount: answer.draftCount, completedCount: answer.completedCount, total: answer.total },
    });
    return answer;
  }, []);
  const c = (key: string) => t(`audit.columns.${key}`);
  const columns: ListColumn<AuditRow>[] = [
    { id: 'username', label: c('username'), sortBy: 'username', render: (r) => r.username },
    {
      id: 'reportingUnit',
      label: c('reportingUnit'),
      sortBy: 'reportingUnit',
      from: 'sm',
      render: (r) => r.reportingUnit,
    },
    {
      id: 'draftCount',
      label: c('draftCount'),
      sortBy: 'draftCount',
      align: 'right',
      render: (r) => r.draftCount,
    },
    {
      id: 'completedCount',
      label: c('completedCount'),
      sortBy: 'completedCount',
      align: 'right',
      render: (r) => r.completedCount,
    },
    {
      id: 'total',
      label: c('total'),
      sortBy: 'total',
      align: 'right',
      render: (r) => <strong>{r.total}</strong>,
    },
  ];
  return (
    <Box>
      {summary && (
        <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="audit-summary">
          {auditSummary(t, summary.period, summary.totals)}
        </Alert>
      )}
      <ListPage<AuditRow, AuditFilters>
        screen="audit"
        title={t('audit.title')}
        fetch={fetch}
        rowKey={(r) => `${r.userId}-${r.reportingUnitId}`}
        columns={columns}
        defaultSort={{ by: 'total', desc: true }}
        filters={{
          defaults: noAuditFilters,
          render: (values, change) => (
            <DateRangeFilter
              name="notification"
              label={t('audit.filters.period')}
              start={values.notificationStartDate}
              end={values.notificationEndDate}
              onChange={(notificationStartDate, notificationEndDate) =>
                change({ notificationStartDate, notificationEndDate })
              }
            />
          ),
        }}
        renderCard={(r) => (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {r.username}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.reportingUnit}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('audit.card.counts', {
                drafts: t('audit.summary.drafts', { count: r.draftCount }),
                completed: t('audit.summary.completed', { count: r.completedCount }),
                total: r.total,
              })}
            </Typography>
          </>
        )}
      />
    </Box>
  );
}
