import type { Recommendation } from '@registry/domain/clinical/recommendation-contracts';
import { useQuery } from '@tanstack/react-query';
import { download, request } from '../../../shared/http/http-client';

type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export type RecommendationRow = Wire<Recommendation>;

export const recommendationsKey = (id: number) => ['medical-case-recommendations', id] as const;
const base = (id: number) => `/api/medical-case/${id}/recommendations`;

export function useRecommendations(medicalCaseId: number) {
  return useQuery({
    queryKey: recommendationsKey(medicalCaseId),
    queryFn: ({ signal }) =>
      request<{ items: RecommendationRow[]; edit: boolean }>(base(medicalCaseId), { signal }),
    retry: false,
  });
}

/** Multipart (the document travels with the form); errors come back to the form's fields. */
export const saveRecommendation = (medicalCaseId: number, id: number | null, body: FormData) =>
  request<RecommendationRow>(id ? `${base(medicalCaseId)}/${id}` : base(medicalCaseId), {
    method: id ? 'PUT' : 'POST',
    body,
    busy: true,
    showErrors: false,
  });

export const deleteRecommendation = (medicalCaseId: number, id: number, version: number) =>
  request<void>(`${base(medicalCaseId)}/${id}?version=${version}`, { method: 'DELETE', busy: true });

export const fetchRecommendationDocument = (medicalCaseId: number, id: number) =>
  download(`${base(medicalCaseId)}/${id}/document`, { showErrors: false });
