import type { auditRow } from '@registry/domain/cases/contracts';
import type { z } from 'zod';
import { request } from '../../shared/http/http-client';
import type { ListAnswer, ListQuery } from '../../shared/list/list-page';

export type AuditRow = z.infer<typeof auditRow>;
/** The audit page's only filter: the notification date range (spec 02 §2 "Cancer audit"). */
export type AuditFilters = { notificationStartDate: string | null; notificationEndDate: string | null };
export const noAuditFilters: AuditFilters = { notificationStartDate: null, notificationEndDate: null };

export type AuditTotals = { draftCount: number; completedCount: number; total: number };
export type AuditAnswer = ListAnswer<AuditRow> & AuditTotals;

export function fetchAudit(query: ListQuery<AuditFilters>, signal: AbortSignal): Promise<AuditAnswer> {
  // No toolbar search on this page (spec 02 §2): the server takes none.
  const { search: _none, ...body } = query;
  return request('/api/cancer-audit/filter', { method: 'POST', body, signal });
}
