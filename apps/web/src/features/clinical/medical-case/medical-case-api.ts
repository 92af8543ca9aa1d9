import type {
  MedicalCaseAnswer,
  MedicalCaseDetails,
  MedicalCaseListItem,
  MedicalCaseReachAnswer,
  MedicalCaseVersion,
} from '@registry/domain/clinical/index';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/http-client';
import type { ListAnswer, ListQuery } from '../../../shared/list/list-page';

/** Dates come over the wire as ISO text. */
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export type MedicalCaseRow = Wire<MedicalCaseListItem>;
export type MedicalCase = Wire<MedicalCaseAnswer>;
export type MedicalCaseVersionRow = Wire<MedicalCaseVersion>;

export type MedicalCaseFilters = {
  identifier: string | null;
  lastName: string | null;
  reportingUnitId: number | null;
  clinicalStatusId: number | null;
  /** true: opened medical cases only; false: cases not opened yet only. */
  opened: boolean | null;
};
export const noMedicalCaseFilters: MedicalCaseFilters = {
  identifier: null,
  lastName: null,
  reportingUnitId: null,
  clinicalStatusId: null,
  opened: null,
};

type MedicalCaseListAnswer = ListAnswer<MedicalCaseRow> & { notOpenedRows: number };

export const fetchMedicalCases = (query: ListQuery<MedicalCaseFilters>, signal: AbortSignal) =>
  request<MedicalCaseListAnswer>('/api/medical-case/filter', { method: 'POST', body: query, signal });

/** One child's medical cases, opened or still to open (the patient page's links). */
export function usePatientMedicalCases(patientId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['list', 'medical-cases', 'patient', patientId],
    queryFn: ({ signal }) =>
      request<MedicalCaseListAnswer>('/api/medical-case/filter', {
        method: 'POST',
        body: { patientId, take: 20, sortBy: 'diagnosticDate' },
        signal,
      }),
  });
}

export const medicalCaseKey = (id: number) => ['medical-case', id] as const;

export function useMedicalCase(id: number) {
  return useQuery({
    queryKey: medicalCaseKey(id),
    queryFn: ({ signal }) => request<MedicalCase>(`/api/medical-case/${id}`, { signal, showErrors: false }),
    retry: false,
  });
}

export function useMedicalCaseVersions(id: number) {
  return useQuery({
    queryKey: ['medical-case-versions', id],
    queryFn: ({ signal }) =>
      request<{ items: MedicalCaseVersionRow[] }>(`/api/medical-case/${id}/versions`, { signal }),
  });
}

/** Saves the details with the version read; a stale version answers 409. */
export const saveMedicalCase = (id: number, version: number, details: MedicalCaseDetails) =>
  request<{ id: number; version: number }>(`/api/medical-case/${id}`, {
    method: 'PUT',
    body: { version, details },
    busy: true,
    showErrors: false,
  });

/** Opens (creating when needed) the medical case of a cancer case. */
export const openMedicalCase = (caseId: number) =>
  request<{ id: number; created: boolean }>(`/api/medical-case/from-case/${caseId}`, {
    method: 'POST',
    busy: true,
  });

/**
 * The facts the "Medical case" button decides on (narrowed to the caller by the server); a case the
 * caller does not know answers 404, which hides the button quietly.
 */
export function useMedicalCaseReach(caseId: number) {
  return useQuery({
    queryKey: ['medical-case-reach', caseId],
    queryFn: ({ signal }) =>
      request<MedicalCaseReachAnswer>(`/api/medical-case/from-case/${caseId}`, { signal, showErrors: false }),
    retry: false,
  });
}

/** Asks the treating team to join the case's medical case (issue 22). */
export const askToJoinMedicalCase = (caseId: number) =>
  request<{ id: number }>(`/api/medical-case/from-case/${caseId}/join-request`, {
    method: 'POST',
    busy: true,
  });
