/**
 * The notification edit model (spec 02 §3) as one zod schema: shape and limits only (lengths,
 * formats, id kinds). Whether a field is required depends on the status and other fields, so those
 * rules are functions (validate.ts), shared by the form and the server.
 */
import { z } from 'zod';
import { jsonInt } from '../shared/ids';
import { msg } from '../shared/messages';
import { NotificationLimits as L } from './constants';
import { attachmentsField, idField, textField } from './model-fields';
import {
  cancerDiagnostic,
  cancerEpicrisis,
  cancerHistopathology,
  cancerImagistics,
  cancerMorphology,
  cancerTnmStadialization,
  cancerTorontoStadialization,
  nonStagePrognosticFactor,
  notificationOverview,
  patientDetails,
  statusField,
  tumorGrading,
} from './model-sections';
import { cancerTreatment } from './model-treatment';

export const notificationDraft = z.object({
  // 0 until the first save (the diagnostic selector yields id 0).
  id: jsonInt().default(0),
  observation: textField(L.observation),
  reviewerObservation: textField(L.reviewerObservation),
  diagnosticReportingReasonId: z
    .number({ error: msg.invalid })
    .int(msg.invalid)
    .min(1, msg.invalid)
    .max(10, msg.invalid)
    .nullable()
    .default(null),
  status: statusField,
  isCancerCase: z.boolean().default(false),
  hasPreviousNotification: z.boolean().default(false),
  previousNotificationId: idField(),
  // Our reading: the id of the notification this one reports on (the case's reference record).
  referenceCancerNotification: idField(),
  attachments: attachmentsField(),
  patientDetails: patientDetails.prefault({}),
  notificationOverview: notificationOverview.prefault({}),
  cancerDiagnostic: cancerDiagnostic.prefault({}),
  cancerMorphology: cancerMorphology.prefault({}),
  cancerHistopathology: cancerHistopathology.prefault({}),
  cancerImagistics: cancerImagistics.prefault({}),
  cancerTorontoStadialization: cancerTorontoStadialization.prefault({}),
  cancerTnmStadialization: cancerTnmStadialization.prefault({}),
  tumorGrading: tumorGrading.prefault({}),
  nonStagePrognosticFactor: nonStagePrognosticFactor.prefault({}),
  cancerTreatment: cancerTreatment.prefault({}),
  subsequentCancerTreatment: cancerTreatment.prefault({}),
  cancerEpicrisis: cancerEpicrisis.prefault({}),
});

/** The edit model with every field present (absent ones null, false or []). */
export type Notification = z.infer<typeof notificationDraft>;
/** What a client may send: any field may be left out. */
export type NotificationInput = z.input<typeof notificationDraft>;

/** The panels that hold fields; keys of the edit model. */
export type NotificationSectionKey =
  | 'patientDetails'
  | 'notificationOverview'
  | 'cancerDiagnostic'
  | 'cancerMorphology'
  | 'cancerHistopathology'
  | 'cancerImagistics'
  | 'cancerTorontoStadialization'
  | 'cancerTnmStadialization'
  | 'tumorGrading'
  | 'nonStagePrognosticFactor'
  | 'cancerTreatment'
  | 'subsequentCancerTreatment'
  | 'cancerEpicrisis';

export type TreatmentSectionKey = 'cancerTreatment' | 'subsequentCancerTreatment';

/** The save call's body: the edit model plus the version read, so a stale save gets 409 (ARCHITECTURE §4). */
export const notificationSaveRequest = notificationDraft.extend({
  version: jsonInt().default(0),
});
export type NotificationSaveRequest = z.infer<typeof notificationSaveRequest>;

/** A blank notification: a draft, not a case (spec 02 §4), with what the selector and session preset. */
export function emptyNotification(preset: NotificationInput = {}): Notification {
  return notificationDraft.parse(preset);
}

/** The body of a save: the read-only morphology mirrors are not sent (spec 02 §3 "removed from output"). */
export function toSavePayload(n: Notification, version: number) {
  const { morphologyCodeId: _grading, ...grading } = n.tumorGrading;
  const { morphologyCodeId: _prognostic, ...prognostic } = n.nonStagePrognosticFactor;
  return { ...n, tumorGrading: grading, nonStagePrognosticFactor: prognostic, version };
}
