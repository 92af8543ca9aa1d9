import type {
  MedicalCaseTransferRequest,
  MedicalTeamAnswer,
  MedicalTeamMember,
} from '@registry/domain/clinical/index';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/http-client';

export type { MedicalTeamAnswer, MedicalTeamMember };
export type CaseUnit = { id: number; text: string; typeId: number };

export const medicalTeamKey = (id: number) => ['medical-case-team', id] as const;

export function useMedicalTeam(medicalCaseId: number) {
  return useQuery({
    queryKey: medicalTeamKey(medicalCaseId),
    queryFn: ({ signal }) =>
      request<MedicalTeamAnswer>(`/api/medical-case/${medicalCaseId}/team`, { signal }),
    retry: false,
  });
}

/** Every registry unit (transfer dialog, recommendation hospital). */
export function useCaseUnits(medicalCaseId: number) {
  return useQuery({
    queryKey: ['medical-case-units', medicalCaseId],
    queryFn: ({ signal }) => request<CaseUnit[]>(`/api/medical-case/${medicalCaseId}/units`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const findTeamCandidates = (
  medicalCaseId: number,
  teamKind: number,
  search: string,
  signal?: AbortSignal,
) =>
  request<{ items: MedicalTeamMember[] }>(
    `/api/medical-case/${medicalCaseId}/team/candidates?teamKind=${teamKind}&search=${encodeURIComponent(search)}`,
    { signal },
  ).then((a) => a.items);

export const findOwnerCandidates = (
  medicalCaseId: number,
  unitId: number,
  search: string,
  signal?: AbortSignal,
) =>
  request<{ items: MedicalTeamMember[] }>(
    `/api/medical-case/${medicalCaseId}/transfer/owners?reportingUnitId=${unitId}&search=${encodeURIComponent(search)}`,
    { signal },
  ).then((a) => a.items);

export const addTeamMember = (
  medicalCaseId: number,
  body: { employeeId: number; teamKind: number; reportingUnitId: number },
) => request<void>(`/api/medical-case/${medicalCaseId}/team`, { body, busy: true });

export const removeTeamMember = (medicalCaseId: number, employeeId: number, reportingUnitId: number) =>
  request<void>(`/api/medical-case/${medicalCaseId}/team/${employeeId}?reportingUnitId=${reportingUnitId}`, {
    method: 'DELETE',
    busy: true,
  });

export const transferMedicalCase = (medicalCaseId: number, body: MedicalCaseTransferRequest) =>
  request<void>(`/api/medical-case/${medicalCaseId}/transfer`, { body, busy: true });

export type JoinRequest = {
  id: number;
  employeeId: number;
  fullName: string;
  reportingUnit: string;
  teamKind: number | null;
  createdAt: string;
};

/** The pending requests to join the team (case owners of the treating unit only). */
export function useJoinRequests(medicalCaseId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['medical-case-join-requests', medicalCaseId],
    queryFn: ({ signal }) =>
      request<JoinRequest[]>(`/api/medical-case/${medicalCaseId}/join-requests`, { signal }),
    enabled,
    retry: false,
  });
}

export const decideJoinRequest = (medicalCaseId: number, requestId: number, decision: 'accept' | 'refuse') =>
  request<void>(`/api/medical-case/${medicalCaseId}/join-requests/${requestId}/${decision}`, {
    method: 'POST',
    busy: true,
  });
