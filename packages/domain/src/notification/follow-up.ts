/**
 * Follow-ups (issue 18 item 1, issue 17 item 1): a notification that reports on a tumour the
 * registry already has. What the previous record says about the tumour is carried over; what it
 * said about the last contact is not, because a follow-up exists to report a new contact. And a
 * reporter of another unit sees only what identifies the child and codes the tumour.
 */
import { notificationMsg } from './codes';
import { ReportingReason, type ReportingReasonId, TRACKING_STATUS_REASONS } from './constants';
import { emptyNotification, type Notification } from './model';
import { errorCollector, type FieldErrors, isDraft, reportingReasonOf } from './rules';

/** Tracking status ids (spec 02 §9 list; 3 = dead). */
export const TrackingStatus = { DiseaseFree: 1, WithDisease: 2, Dead: 3, Unknown: 4 } as const;

/**
 * The tracking statuses a reason allows: a progression or a relapse is disease, a death is dead.
 * Reasons not listed leave the choice to the reporter.
 */
export const TRACKING_STATUS_OF_REASON: Partial<Record<ReportingReasonId, readonly number[]>> = {
  [ReportingReason.Progression]: [TrackingStatus.WithDisease],
  [ReportingReason.Recurrence]: [TrackingStatus.WithDisease],
  [ReportingReason.Death]: [TrackingStatus.Dead],
};

/** Reasons that report a new contact with the child, so its date must come after the previous one's. */
export const isNewContactReason = (reason: number | null) =>
  reason !== null && (TRACKING_STATUS_REASONS as readonly number[]).includes(reason);

/** ISO date as the registry writes it in messages (DD-MM-YYYY). */
const shown = (iso: string) => iso.split('-').reverse().join('-');

/**
 * What the follow-up rules read of the previous record of the case. `undisclosed`: the caller is a
 * reporter of another unit (coding-only disclosure), so a refusal must not tell them the date.
 */
export type PreviousContact = { lastContactDate: string | null; undisclosed?: boolean };

/** The message code when the tracking status contradicts the reason, else null. */
export function trackingStatusConflict(
  reason: number | null,
  trackingStatusId: number | null,
): string | null {
  const allowed = reason === null ? undefined : TRACKING_STATUS_OF_REASON[reason as ReportingReasonId];
  if (!allowed || trackingStatusId === null || allowed.includes(trackingStatusId)) return null;
  return allowed.includes(TrackingStatus.Dead)
    ? notificationMsg.trackingStatusDead
    : notificationMsg.trackingStatusWithDisease;
}

/** The message code when the last contact is not after the previous record's, else null. */
export function staleContact(
  reason: number | null,
  lastContactDate: string | null,
  previous: PreviousContact | null | undefined,
): string | null {
  const before = previous?.lastContactDate ?? null;
  if (!isNewContactReason(reason) || lastContactDate === null || before === null) return null;
  if (lastContactDate > before) return null;
  // A save is not a look-up: the refusal must not hand a reporter of another unit the previous record's date.
  return previous?.undisclosed
    ? notificationMsg.contactAfterPreviousRecord
    : notificationMsg.contactAfterPrevious(shown(before));
}

/**
 * The follow-up rules of a completed notification (a draft may be saved half-done). The same
 * function gives the form's live hints (pass status 2) and the server's refusal.
 */
export function validateFollowUp(n: Notification, previous: PreviousContact | null | undefined): FieldErrors {
  const { errors, add } = errorCollector('notificationOverview');
  if (isDraft(n.status)) return errors;
  const reason = reportingReasonOf(n);
  const o = n.notificationOverview;
  add('trackingStatusId', trackingStatusConflict(reason, o.trackingStatusId));
  add('lastContactDate', staleContact(reason, o.lastContactDate, previous));
  return errors;
}

/**
 * A new follow-up prefilled from the case's current record. `full` (the record's own unit, reviewers,
 * super administrators): the tumour's whole description and the treatment, but neither the last
 * contact, the observations nor the files. Otherwise (another unit): minimum necessary disclosure —
 * the identity the reporter already holds (identifier, names, birth date, sex) and the tumour's
 * coding (incidence date and its basis, topography, laterality, morphology, behaviour, ICCC-3).
 */
export function followUpPrefill(record: Notification, options: { full: boolean; unitId: number | null }) {
  const base = {
    id: 0,
    status: 1 as const,
    isCancerCase: false,
    hasPreviousNotification: true,
    previousNotificationId: record.id,
    referenceCancerNotification: record.id,
    // Everything about the last contact is asked again; only the reporting unit is preset.
    notificationOverview: { reportingUnitId: options.unitId },
  };
  if (!options.full) return emptyNotification({ ...base, ...codingOnlySections(record) });
  const d = record.cancerDiagnostic;
  return emptyNotification({
    ...record,
    ...base,
    observation: null,
    reviewerObservation: null,
    diagnosticReportingReasonId: null,
    attachments: [],
    // A relapse date belongs to the report of that relapse, not to the tumour.
    cancerDiagnostic: { ...d, relapseDate: null },
    cancerHistopathology: { examinationDate: null, histoResult: null, histopathologyAttachments: [] },
    cancerImagistics: { ...record.cancerImagistics, imagisticsAttachments: [] },
    cancerEpicrisis: { epicrisisAttachments: [] },
  });
}

/** The sections another unit's follow-up may find locked (editability.ts): the child and the diagnosis. */
export const LOCKABLE_SECTIONS = [
  'patientDetails',
  'cancerDiagnostic',
  'cancerMorphology',
  'cancerTorontoStadialization',
  'cancerTnmStadialization',
  'tumorGrading',
  'nonStagePrognosticFactor',
] as const satisfies readonly (keyof Notification)[];
export type LockableSection = (typeof LOCKABLE_SECTIONS)[number];

/**
 * What a reporter of another unit may see of the locked sections (minimum necessary disclosure):
 * the identity they already hold (identifier, names, birth date, sex) and the tumour's coding
 * (incidence date and its basis, topography, laterality, morphology, behaviour, ICCC-3); staging,
 * grading, address and the dates of care stay empty.
 */
export function codingOnlySections(record: Notification): Pick<Notification, LockableSection> {
  const p = record.patientDetails;
  const d = record.cancerDiagnostic;
  const morphologyCodeId = record.cancerMorphology.morphologyCodeId;
  const coded = emptyNotification({
    patientDetails: {
      patientId: p.patientId,
      identifier: p.identifier,
      isForeigner: p.isForeigner,
      firstName: p.firstName,
      lastName: p.lastName,
      genderId: p.genderId,
      birthdate: p.birthdate,
      age: p.age,
    },
    cancerDiagnostic: {
      diagnosticDate: d.diagnosticDate,
      ageAtDiagnostic: d.ageAtDiagnostic,
      diagnosticExplanationId: d.diagnosticExplanationId,
      registrationBaseId: d.registrationBaseId,
      tumorLocationId: d.tumorLocationId,
      topologicCodeId: d.topologicCodeId,
      lateralityId: d.lateralityId,
    },
    cancerMorphology: record.cancerMorphology,
    tumorGrading: { morphologyCodeId },
    nonStagePrognosticFactor: { morphologyCodeId },
  });
  return Object.fromEntries(LOCKABLE_SECTIONS.map((k) => [k, coded[k]])) as Pick<
    Notification,
    LockableSection
  >;
}

/**
 * A stored follow-up as a reporter of another unit may read it: the locked sections the server took
 * from the case's record (`sections`) show what the prefill showed, the rest is the unit's own.
 */
export function codingOnlyView<T extends Notification>(record: T, sections: readonly LockableSection[]): T {
  const coded = codingOnlySections(record);
  const view: T = { ...record };
  for (const k of sections) (view as Record<LockableSection, unknown>)[k] = coded[k];
  return view;
}
