import type { AuditTrailRow } from '@registry/domain/audit-trail/contracts';
import { download, request, saveFile } from '../../shared/http/http-client';
import type { ListAnswer, ListQuery } from '../../shared/list/list-page';

export type { AuditTrailRow };

/** The drawer's filters (issue 17 item 8); the toolbar search travels as `search`. */
export type AuditTrailFilters = {
  user: string | null;
  patientIdentifier: string | null;
  recordKind: string | null;
  recordId: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
};
export const noAuditTrailFilters: AuditTrailFilters = {
  user: null,
  patientIdentifier: null,
  recordKind: null,
  recordId: null,
  action: null,
  from: null,
  to: null,
};

/** The link from a record to its child's trail: `/audit-trail?patientIdentifier=…`. */
export const IDENTIFIER_PARAM = 'patientIdentifier';
export const identifierFromLink = (value: string | null) =>
  value && /^[0-9A-Za-z]{1,20}$/.test(value) ? value : null;

export function fetchAuditTrail(
  query: ListQuery<AuditTrailFilters>,
  signal: AbortSignal,
): Promise<ListAnswer<AuditTrailRow>> {
  return request('/api/audit-trail/filter', { method: 'POST', body: query, signal });
}

/** The same filter as an .xlsx (the server ignores paging). */
export async function exportAuditTrail(query: ListQuery<AuditTrailFilters>) {
  const file = await download('/api/audit-trail/export', { method: 'POST', body: query, busy: true });
  saveFile(file, file.fileName ?? 'audit-trail.xlsx');
}
