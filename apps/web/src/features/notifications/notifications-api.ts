import type {
  AssociationAnswer,
  DictionaryListItem,
  NotificationListsAnswer,
} from '@registry/domain/dictionaries/contracts';
import type { CheckIdentifierAnswer, NotificationAnswer } from '@registry/domain/notification/api-contracts';
import type { Notification } from '@registry/domain/notification/model';
import { toSavePayload } from '@registry/domain/notification/model';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../shared/http/http-client';

/** Dictionaries do not change while the app is open; labels follow the language. */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export type LinkPair = { leftId: number; rightId: number };
export type ManyToManyLists = {
  histologicTypeTumorGradings: LinkPair[];
  tumorLocationTopographies: LinkPair[];
  imagingCategorySubcategories: LinkPair[];
  morphologyMarkers: LinkPair[];
  morphologyOtherPrognosticFactors: LinkPair[];
};
export type Synonym = { id: number; code: string; value: string; level: number; morphologyCodeId: number };

export function useNotificationLists() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['notification-lists', i18n.language],
    queryFn: () => request<NotificationListsAnswer>('/api/cancer-notification/lists'),
    ...forever,
  });
}

export function useManyToManyLists() {
  return useQuery({
    queryKey: ['notification-many-to-many'],
    queryFn: () => request<ManyToManyLists>('/api/language/notification-many-to-many-lists'),
    ...forever,
  });
}

export function useCities(countyId: number | null) {
  return useQuery({
    queryKey: ['geo', 'cities', countyId],
    queryFn: () => request<DictionaryListItem[]>(`/api/language/city/${countyId}`),
    enabled: countyId !== null,
    ...forever,
  });
}

export function useSynonyms(behaviourId: number | null, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['synonyms', behaviourId, i18n.language],
    queryFn: () => request<Synonym[]>(`/api/language/synonyms/${behaviourId}`),
    enabled: enabled && behaviourId !== null,
    ...forever,
  });
}

/** The ICCC-3 association of a morphology/topography pair; null when the server has none. */
export function fetchAssociation(morphologyId: number, topographyId: number) {
  return request<AssociationAnswer>(`/api/cancer-notification/${morphologyId}/${topographyId}/association`, {
    showErrors: false,
  }).catch(() => null);
}

export const fetchNotification = (id: number) =>
  request<NotificationAnswer>(`/api/cancer-notification/${id}`, { showErrors: false });

export const fetchByIdentifier = (identifier: string, morphoCodeId: number) =>
  request<NotificationAnswer>(`/api/cancer-notification/${encodeURIComponent(identifier)}/${morphoCodeId}`, {
    showErrors: false,
  });

export const checkIdentifier = (identifier: string, signal?: AbortSignal) =>
  request<CheckIdentifierAnswer>(
    `/api/cancer-notification/check-identifier/${encodeURIComponent(identifier)}`,
    { showErrors: false, signal },
  );

export const saveNotification = (n: Notification, version: number) =>
  request<NotificationAnswer>('/api/cancer-notification/', {
    method: 'POST',
    body: toSavePayload(n, version),
    showErrors: false,
    busy: true,
  });
