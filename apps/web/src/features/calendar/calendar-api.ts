import type { CalendarEvent, CalendarFeedRequest } from '@registry/domain/clinical/interventions/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../shared/http/http-client';

export type { CalendarEvent };

/**
 * The interventions between two days (inclusive) of every case the caller may see; `truncated` when
 * the server's limit cut the answer.
 */
export const fetchCalendarFeed = (body: CalendarFeedRequest, signal?: AbortSignal) =>
  request<{ items: CalendarEvent[]; truncated: boolean }>('/api/calendar/feed', { body, signal });

export type UnitChoice = { id: number; text: string };

/** The units to filter by: the caller's own for a reporter, every unit for a reviewer (server-scoped). */
export function useCalendarUnits() {
  return useQuery({
    queryKey: ['reporting-unit', 'ddl'],
    queryFn: () => request<UnitChoice[]>('/api/reporting-unit/ddl'),
    staleTime: 5 * 60_000,
  });
}
