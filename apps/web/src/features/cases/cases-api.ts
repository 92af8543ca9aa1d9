import { request } from '../../shared/http/http-client';
import type { ListAnswer, ListQuery } from '../../shared/list/list-page';
import {
  type CaseRow,
  type NotificationFilters,
  noNotificationFilters,
} from '../notification-list/notification-list-api';

/** The notification filters plus the reviewers' "to review" (spec 02 §3 "Cancer case query"). */
export type CaseFilters = NotificationFilters & { toReviewFilter: boolean | null };
export const noCaseFilters: CaseFilters = { ...noNotificationFilters, toReviewFilter: null };

export type CaseCounts = { toBeReviewedCases: number; reviewedCases: number };
export type CaseListAnswer = ListAnswer<CaseRow> & CaseCounts;

export function fetchCases(query: ListQuery<CaseFilters>, signal: AbortSignal): Promise<CaseListAnswer> {
  return request('/api/cancer-cases/filter', { method: 'POST', body: query, signal });
}

/**
 * Marks the version the reviewer read; a newer completed notification answers 409. An observation
 * left out keeps the current one (the server writes it only when sent).
 */
export function reviewCase(caseId: number, caseVersion: number, reviewerObservation: string | null) {
  return request<void>(`/api/cancer-cases/${caseId}/review`, {
    method: 'POST',
    body: reviewerObservation ? { caseVersion, reviewerObservation } : { caseVersion },
    busy: true,
    showErrors: false,
  });
}

/**
 * The case's row as the case list shows it (version, review state), for the review action on the
 * case's own page: the same list call, narrowed to the patient's identifier (a patient has few cases).
 */
export async function findCaseRow(caseId: number, identifier: string, signal: AbortSignal) {
  const answer = await fetchCases(
    { ...noCaseFilters, identifier, take: 20, skip: 0, sortBy: null, sortDesc: false, search: null },
    signal,
  );
  return answer.items.find((c) => c.caseId === caseId) ?? null;
}
