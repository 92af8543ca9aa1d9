import type { EvolutionPatientChange } from '@registry/domain/cases/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../shared/http/http-client';
import type { ListAnswer } from '../../shared/list/list-page';
import type { NotificationRow } from '../notification-list/notification-list-api';
import type { EvolutionRow } from './evolution-logic';
import type { QualityConfirmationRow } from './quality-confirmations';

/** Spec 02 §9: case evolution loads 50 versions a page. */
export const EVOLUTION_PAGE_SIZE = 50;

type EvolutionAnswer = {
  items: EvolutionRow[];
  totalRows: number;
  qualityConfirmations?: QualityConfirmationRow[];
  patientId?: number;
  patientChanges?: EvolutionPatientChange[];
};

export function useCaseEvolution(cancerNotificationId: number) {
  return useInfiniteQuery({
    queryKey: ['case-evolution', cancerNotificationId],
    queryFn: ({ pageParam, signal }) =>
      request<EvolutionAnswer>('/api/cancer-cases/evolution', {
        method: 'POST',
        body: { cancerNotificationId, take: EVOLUTION_PAGE_SIZE, skip: pageParam },
        signal,
        showErrors: false,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.items.length, 0);
      return loaded < last.totalRows && last.items.length > 0 ? loaded : undefined;
    },
    enabled: cancerNotificationId > 0,
  });
}

export function fetchPreviousNotifications(
  cancerNotificationId: number,
  take: number,
  skip: number,
  signal: AbortSignal,
): Promise<ListAnswer<NotificationRow>> {
  return request('/api/cancer-cases/previous-notifications', {
    method: 'POST',
    body: { cancerNotificationId, take, skip },
    signal,
  });
}
