import type { TFunction } from 'i18next';
import { formatDate } from '../../shared/format/date';
import type { AuditFilters, AuditTotals } from './audit-api';

/** "În perioada … s-au înregistrat X fișe: Y ciorne și Z finalizate", each number in its plural form. */
export function auditSummary(t: TFunction, period: AuditFilters, totals: AuditTotals): string {
  const from = formatDate(period.notificationStartDate);
  const to = formatDate(period.notificationEndDate);
  const when = from && to ? 'between' : from ? 'since' : to ? 'until' : 'always';
  return t('audit.summary.sentence', {
    count: totals.total,
    period: t(`audit.period.${when}`, { from, to }),
    records: t('audit.summary.records', { count: totals.total }),
    drafts: t('audit.summary.drafts', { count: totals.draftCount }),
    completed: t('audit.summary.completed', { count: totals.completedCount }),
  });
}
