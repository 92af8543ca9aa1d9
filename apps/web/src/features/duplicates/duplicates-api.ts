import type {
  DuplicateAnswer,
  DuplicatePairDetail,
  DuplicatePairItem,
  DuplicateSide,
  MergeItem,
} from '@registry/domain/duplicate-queue/contracts';
import { request } from '../../shared/http/http-client';
import type { ListAnswer, ListQuery } from '../../shared/list/list-page';

/** Dates travel as ISO text; the rest is the shared contract (packages/domain/src/duplicate-queue). */
type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
export type PairRow = Wire<DuplicatePairItem>;
export type MergeRow = Wire<MergeItem>;
export type Side = DuplicateSide;
export type PairDetail = { pair: PairRow; sides: [Side, Side]; merges: MergeRow[] };

export type QueueFilters = {
  status: 'open' | 'unsure' | 'different' | 'same' | null;
  level: 'probable' | 'possible' | null;
  source: 'entry' | 'registry-check' | 'import' | null;
};
export const noQueueFilters: QueueFilters = { status: null, level: null, source: null };

export function fetchPairs(
  query: ListQuery<QueueFilters>,
  signal: AbortSignal,
): Promise<ListAnswer<PairRow>> {
  return request('/api/duplicates/filter', { method: 'POST', body: query, signal });
}

export function fetchPair(id: number, signal?: AbortSignal): Promise<PairDetail> {
  return request<Wire<DuplicatePairDetail> & PairDetail>(`/api/duplicates/${id}`, { signal });
}

/** `showErrors: false`: the caller handles a refusal itself (a pair that may be twins asks first). */
export function answerPair(id: number, answer: DuplicateAnswer, showErrors = true) {
  return request<{ status: string; mergeId: number | null; warnings: string[] }>(
    `/api/duplicates/${id}/answer`,
    {
      method: 'POST',
      body: answer,
      busy: true,
      showErrors,
    },
  );
}

export type MergeFilters = { includeUnmerged: boolean | null };
export function fetchMerges(
  query: ListQuery<MergeFilters>,
  signal: AbortSignal,
): Promise<ListAnswer<MergeRow>> {
  return request('/api/duplicates/merges/filter', { method: 'POST', body: query, signal });
}

export function unmerge(mergeId: number) {
  return request<void>(`/api/duplicates/merges/${mergeId}/unmerge`, { method: 'POST', busy: true });
}
