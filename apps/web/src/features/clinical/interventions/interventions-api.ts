import type {
  AnyInterventionAnswer,
  InterventionCancelRequest,
  InterventionCreateRequest,
  InterventionFilter,
  InterventionListItem,
  InterventionRescheduleRequest,
  InterventionUpdateRequest,
  InterventionWriteAnswer,
} from '@registry/domain/clinical/interventions/contracts';
import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../shared/http/http-client';

/** Dates come over the wire as ISO text. */
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export type InterventionRow = Wire<InterventionListItem>;
export type Intervention = Wire<Omit<AnyInterventionAnswer, 'documents'>> & {
  documents: { id: number; fileName: string; size: number; uploadedAt: string; uploadedBy: string }[];
};

export const timelineKey = (medicalCaseId: number) => ['interventions', 'timeline', medicalCaseId] as const;
export const interventionKey = (id: number) => ['interventions', 'one', id] as const;

/** The case's interventions in time order (planned date, start time, id) and whether the caller edits. */
export function useTimeline(medicalCaseId: number, filter: InterventionFilter) {
  return useQuery({
    queryKey: [...timelineKey(medicalCaseId), filter],
    queryFn: ({ signal }) =>
      request<{ items: InterventionRow[]; edit: boolean }>(
        `/api/medical-case/${medicalCaseId}/interventions/filter`,
        { body: filter, signal },
      ),
    retry: false,
  });
}

export function useIntervention(id: number | null) {
  return useQuery({
    queryKey: interventionKey(id ?? 0),
    queryFn: ({ signal }) => request<Intervention>(`/api/intervention/${id}`, { signal, showErrors: false }),
    enabled: id !== null,
    retry: false,
  });
}

/** The writes answer the new version; they show their own errors (409 and field errors are the form's). */
const write = <B>(path: string, body: B, method: 'POST' | 'PUT' = 'POST') =>
  request<InterventionWriteAnswer>(path, { method, body, busy: true, showErrors: false });

export const createIntervention = (body: InterventionCreateRequest) => write('/api/intervention', body);
export const updateIntervention = (id: number, body: InterventionUpdateRequest) =>
  write(`/api/intervention/${id}`, body, 'PUT');
export const completeIntervention = (id: number, body: InterventionUpdateRequest) =>
  write(`/api/intervention/${id}/complete`, body);
export const cancelIntervention = (id: number, body: InterventionCancelRequest) =>
  write(`/api/intervention/${id}/cancel`, body);
export const rescheduleIntervention = (id: number, body: InterventionRescheduleRequest) =>
  write(`/api/intervention/${id}/reschedule`, body);

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** A dictionary list (protocols, agents, imaging categories …), in the interface language. */
export function useDictionaryList(listId: number, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary-list', listId, i18n.language],
    queryFn: ({ signal }) => request<DictionaryListItem[]>(`/api/language/lists/${listId}`, { signal }),
    enabled,
    ...forever,
  });
}
