import type {
  RegistryCheckLatest,
  RegistryCheckRecords,
  RegistryCheckRun,
} from '@registry/domain/reports/registry-check/contracts';
import { request } from '../../../shared/http/http-client';
import type { ListQuery } from '../../../shared/list/list-page';

export type { RegistryCheckLatest, RegistryCheckRun };
export type RegistryCheckRecord = RegistryCheckRecords['items'][number];
/** One cell of the report: a check and a severity other than OK. */
export type RegistryCheckCell = { checkId: string; severity: 'Query' | 'Rare' | 'Missing' | 'Invalid' };

export const fetchLatest = (signal?: AbortSignal) =>
  request<RegistryCheckLatest>('/api/registry-check/latest', { signal });

/** Starts a run; a run already running answers 409, which the HTTP client shows. */
export const startRegistryCheck = () =>
  request<{ runId: number }>('/api/registry-check', { method: 'POST', body: {}, busy: true });

export const fetchRecords = (runId: number, cell: RegistryCheckCell, query: ListQuery, signal: AbortSignal) =>
  request<RegistryCheckRecords>(`/api/registry-check/${runId}/records`, {
    method: 'POST',
    body: { ...query, ...cell },
    signal,
  });
