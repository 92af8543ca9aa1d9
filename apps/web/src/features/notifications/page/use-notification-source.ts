import type { Session } from '@registry/domain/identity/session';
import { defaultUnitOf } from '@registry/domain/identity/session';
import type { NotificationAnswer } from '@registry/domain/notification/api-contracts';
import { applyChange } from '@registry/domain/notification/dependencies';
import type { PreviousContact } from '@registry/domain/notification/follow-up';
import { emptyNotification, type Notification, notificationDraft } from '@registry/domain/notification/model';
import type { QualityCheck } from '@registry/domain/notification/quality-checks';
import { todayIso } from '@registry/domain/patient/cnp';
import { useQuery } from '@tanstack/react-query';
import { fetchByIdentifier, fetchNotification } from '../notifications-api';

/** What the edit page opens with (spec 02 §2 "Opening"), from the route and its query. */
export type OpenRequest = {
  id: number;
  identifier: string | null;
  isForeigner: boolean;
  morphoCodeId: number;
  reasonId: number | null;
};

export type LoadedNotification = {
  values: Notification;
  version: number;
  isLastNotification: boolean;
  caseId: number | null;
  sharedWithOtherUnits: boolean;
  /** The last contact of the record a follow-up follows (follow-up rules), null when none. */
  previousContact: PreviousContact | null;
  /** Another unit's follow-up: the case's other data is not shown (and kept on save). */
  codingOnly?: boolean;
  /** The report names a child other units hold: the unit's access waits for a confirmation (issue 38). */
  holdingAwaitsConfirmation?: boolean;
  /** It came as a FHIR report (issue 43): only then does the form ask what was received. */
  receivedElectronically?: boolean;
  /** The server's consistency checks with their confirmations (issue 16). */
  qualityChecks: QualityCheck[];
};

export function openRequestOf(id: number, query: URLSearchParams): OpenRequest {
  const number = (name: string) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  return {
    id,
    identifier: query.get('identifier')?.trim() || null,
    isForeigner: query.get('isForeigner') === '1',
    morphoCodeId: number('morphoCodeId'),
    reasonId: number('reason') || null,
  };
}

/** The edit model of an answer (the extras — version, case — are kept beside it). */
export function loadedOf(answer: NotificationAnswer): LoadedNotification {
  return {
    values: notificationDraft.parse(answer),
    version: answer.version,
    isLastNotification: answer.isLastNotification,
    caseId: answer.caseId,
    sharedWithOtherUnits: answer.sharedWithOtherUnits,
    previousContact: answer.previousContact,
    codingOnly: answer.codingOnly === true,
    holdingAwaitsConfirmation: answer.holdingAwaitsConfirmation === true,
    receivedElectronically: answer.receivedElectronically === true,
    qualityChecks: answer.qualityChecks ?? [],
  };
}

const withReason = (n: Notification, reasonId: number | null) =>
  reasonId === null ? n : applyChange(n, 'diagnosticReportingReasonId', reasonId, { today: todayIso() });

/** A blank notification with the selector's choices and the employee's first unit (spec 02 §2). */
export function blankNotification(open: OpenRequest, session: Session): Notification {
  const blank = emptyNotification({
    patientDetails: { isForeigner: open.isForeigner },
    notificationOverview: { reportingUnitId: defaultUnitOf(session) },
  });
  // The identifier goes through the dependency, so a CNP fills gender, birth date and age at once.
  const identified = applyChange(blank, 'patientDetails.identifier', open.identifier, { today: todayIso() });
  return withReason(identified, open.reasonId);
}

export const notificationQueryKey = (open: OpenRequest) =>
  open.id > 0
    ? ['notification', open.id]
    : open.morphoCodeId > 0 && open.identifier
      ? ['notification-for', open.identifier, open.morphoCodeId, open.reasonId]
      : ['notification-new', open.identifier, open.isForeigner, open.reasonId];

export function useNotificationSource(open: OpenRequest, session: Session) {
  return useQuery({
    queryKey: notificationQueryKey(open),
    queryFn: async (): Promise<LoadedNotification> => {
      if (open.id > 0) return loadedOf(await fetchNotification(open.id));
      if (open.morphoCodeId > 0 && open.identifier) {
        const loaded = loadedOf(await fetchByIdentifier(open.identifier, open.morphoCodeId));
        // A found draft keeps its own reason; a follow-up starts with the reason chosen in the selector.
        return loaded.values.id > 0
          ? loaded
          : { ...loaded, values: withReason(loaded.values, open.reasonId) };
      }
      return {
        values: blankNotification(open, session),
        version: 0,
        isLastNotification: true,
        caseId: null,
        sharedWithOtherUnits: false,
        previousContact: null,
        qualityChecks: [],
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
}
