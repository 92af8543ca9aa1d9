import type { caseListItem, notificationListItem } from '@registry/domain/cases/contracts';
import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../shared/http/http-client';
import type { ListAnswer, ListQuery } from '../../shared/list/list-page';

type WireDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

/** A row of the notification list as it comes over the wire (timestamps as ISO text). */
export type NotificationRow = WireDates<z.infer<typeof notificationListItem>, 'notificationDate'>;
/** A row of the cancer cases list: a notification row with its case and review state. */
export type CaseRow = Omit<WireDates<z.infer<typeof caseListItem>, 'notificationDate'>, 'reviewedAt'> & {
  reviewedAt: string | null;
};

/** The drawer's filters of spec 02 §2 "Notification list"; null means "any". */
export type NotificationFilters = {
  firstName: string | null;
  lastName: string | null;
  identifier: string | null;
  includeDeleted: boolean | null;
  hasReviewerObservation: boolean | null;
  hasUnresolvedQualityWarnings: boolean | null;
  /** Issue 43: received as a FHIR report (true) or typed by hand (false). */
  receivedElectronically: boolean | null;
  reportingUnitId: number | null;
  status: number | null;
  notificationStartDate: string | null;
  notificationEndDate: string | null;
  diagnosticStartDate: string | null;
  diagnosticEndDate: string | null;
  topologicCodeId: number | null;
  morphologyCodeId: number | null;
  countyId: number | null;
  cityId: number | null;
  reportingReasonId: number | null;
};

export const noNotificationFilters: NotificationFilters = {
  firstName: null,
  lastName: null,
  identifier: null,
  includeDeleted: null,
  hasReviewerObservation: null,
  hasUnresolvedQualityWarnings: null,
  receivedElectronically: null,
  reportingUnitId: null,
  status: null,
  notificationStartDate: null,
  notificationEndDate: null,
  diagnosticStartDate: null,
  diagnosticEndDate: null,
  topologicCodeId: null,
  morphologyCodeId: null,
  countyId: null,
  cityId: null,
  reportingReasonId: null,
};

/** The counters the notification list answers beside its page (the non-reviewers' summary). */
export type NotificationCounts = {
  reporterDraftNotifications: number;
  reviewerDraftNotifications: number;
  completedNotifications: number;
};
export type NotificationListAnswer = ListAnswer<NotificationRow> & NotificationCounts;

export function fetchNotifications(
  query: ListQuery<NotificationFilters>,
  signal: AbortSignal,
): Promise<NotificationListAnswer> {
  return request('/api/cancer-notification/filter', { method: 'POST', body: query, signal });
}

export function deleteNotification(id: number): Promise<void> {
  return request(`/api/cancer-notification/${id}`, { method: 'DELETE', busy: true });
}

/** Romania: only its counties and SIRUTA cities are filters of the list. */
const ROMANIA = ROMANIA_COUNTRY_ID;
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export type UnitChoice = { id: number; text: string };

/** Reporting units for the unit filter; the server gives reporters only their own (spec 02 §2). */
export function useUnitChoices() {
  return useQuery({
    queryKey: ['reporting-unit', 'ddl'],
    queryFn: () => request<UnitChoice[]>('/api/reporting-unit/ddl'),
    staleTime: 5 * 60_000,
  });
}

export function useRomanianCounties() {
  return useQuery({
    queryKey: ['geo', 'counties', ROMANIA],
    queryFn: () => request<DictionaryListItem[]>(`/api/language/county/${ROMANIA}`),
    ...forever,
  });
}

export function useCitiesOf(countyId: number | null) {
  return useQuery({
    queryKey: ['geo', 'cities', countyId],
    queryFn: () => request<DictionaryListItem[]>(`/api/language/city/${countyId}`),
    enabled: countyId !== null,
    ...forever,
  });
}
