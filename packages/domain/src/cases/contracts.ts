import { z } from 'zod';
import { isIsoDate } from '../notification/model-fields';
import { patientChangeProposal } from '../patient/proposal-contracts';
import { boundedInt, id } from '../shared/ids';
import { listAnswer, listQuery } from '../shared/list';
import { msg } from '../shared/messages';

// A real calendar date: 1900-02-30 matched the pattern and reached PostgreSQL as a 500.
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.invalid)
  .refine(isIsoDate, msg.invalid)
  .nullish();
const optionalId = id.nullish();
const filterText = z.string().trim().max(100, msg.maxLength(100)).nullish();

export const notificationSortColumns = [
  'notificationDate',
  'username',
  'lastModifiedBy',
  'reportingUnit',
  'reportingReason',
  'diagnosticDate',
  'identifier',
  'firstName',
  'lastName',
  'age',
  'county',
  'city',
  'topography',
  'morphology',
] as const;

/** The filters of the notification and case lists (spec 02 §2, §3 "Cancer case query", §7). */
const notificationFilters = {
  firstName: filterText,
  lastName: filterText,
  identifier: filterText,
  includeDeleted: z.boolean().nullish(),
  hasReviewerObservation: z.boolean().nullish(),
  /** Issue 16: true keeps the records with an Invalid or an unconfirmed Query/Rare consistency check. */
  hasUnresolvedQualityWarnings: z.boolean().nullish(),
  /** Issue 43: true keeps the notifications received as a FHIR report, false those typed by hand. */
  receivedElectronically: z.boolean().nullish(),
  reportingUnitId: optionalId,
  status: boundedInt(1, 2).nullish(),
  notificationStartDate: isoDate,
  notificationEndDate: isoDate,
  diagnosticStartDate: isoDate,
  diagnosticEndDate: isoDate,
  topologicCodeId: optionalId,
  morphologyCodeId: optionalId,
  countyId: optionalId,
  cityId: optionalId,
  reportingReasonId: optionalId,
};

export const notificationFilter = listQuery(notificationSortColumns).extend(notificationFilters);
export type NotificationFilter = z.infer<typeof notificationFilter>;

/** Spec 02 §3 "Notification list item". */
export const notificationListItem = z.object({
  id: z.number(),
  status: z.number(),
  notificationDate: z.date(),
  username: z.string(),
  lastModifiedBy: z.string(),
  reportingUnit: z.string(),
  reportingUnitId: z.number(),
  reportingReason: z.string().nullable(),
  diagnosticDate: z.string().nullable(),
  identifier: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  age: z.number().nullable(),
  county: z.string().nullable(),
  city: z.string().nullable(),
  topography: z.string().nullable(),
  morphology: z.string().nullable(),
  morphoCodeId: z.number().nullable(),
  isForeigner: z.boolean(),
  isCancerCase: z.boolean(),
  isDeleted: z.boolean(),
  hasReviewerObservation: z.boolean(),
  hasUnresolvedQualityWarnings: z.boolean(),
  /** Issue 43: the notification was received as a FHIR report (GET …/:id/fhir-intake shows it). */
  receivedElectronically: z.boolean(),
});
export type NotificationListItem = z.infer<typeof notificationListItem>;

export const notificationList = listAnswer(notificationListItem).extend({
  /** Drafts in the caller's scope (the summary messages of non-reviewers). */
  reporterDraftNotifications: z.number(),
  /** Drafts that carry a reviewer observation. */
  reviewerDraftNotifications: z.number(),
  completedNotifications: z.number(),
});

export const caseFilter = listQuery(notificationSortColumns).extend({
  ...notificationFilters,
  /** Reviewers: only cases whose current record has not been reviewed yet. */
  toReviewFilter: z.boolean().nullish(),
});
export type CaseFilter = z.infer<typeof caseFilter>;

export const caseListItem = notificationListItem.extend({
  caseId: z.number(),
  caseVersion: z.number(),
  isReviewed: z.boolean(),
  reviewedAt: z.date().nullable(),
  reviewedBy: z.string().nullable(),
});
export const caseList = listAnswer(caseListItem).extend({
  toBeReviewedCases: z.number(),
  reviewedCases: z.number(),
});

/** A reviewer marks the case's current version reviewed; `caseVersion` as read, so a newer record is not reviewed unseen. */
export const caseReviewRequest = z.object({
  caseVersion: boundedInt(1),
  reviewerObservation: z.string().trim().max(1000, msg.maxLength(1000)).nullish(),
});

export const previousNotificationsRequest = z.object({
  cancerNotificationId: id,
  take: boundedInt(1, 100).default(8),
  skip: boundedInt().default(0),
});

export const auditFilter = listQuery([
  'username',
  'reportingUnit',
  'draftCount',
  'completedCount',
  'total',
]).extend({
  notificationStartDate: isoDate,
  notificationEndDate: isoDate,
});
export const auditRow = z.object({
  userId: z.number(),
  username: z.string(),
  reportingUnitId: z.number(),
  reportingUnit: z.string(),
  draftCount: z.number(),
  completedCount: z.number(),
  total: z.number(),
});
export const auditList = listAnswer(auditRow).extend({
  draftCount: z.number(),
  completedCount: z.number(),
  total: z.number(),
});

export const evolutionRequest = z.object({
  cancerNotificationId: id,
  take: boundedInt(1, 50).default(50),
  skip: boundedInt().default(0),
});
/** One version of the case, fields already labelled (a reviewer reads names, not ids), grouped by section. */
export const evolutionVersion = z.object({
  version: z.number(),
  notificationId: z.number(),
  notificationStatus: z.number(),
  createdByUser: z.string(),
  createdDateUtc: z.date(),
  sections: z.record(z.string(), z.record(z.string(), z.string().nullable())),
});
/** A consistency check a registrar or reviewer confirmed as verified on one of the case's notifications (issue 16). */
export const evolutionQualityConfirmation = z.object({
  notificationId: z.number(),
  checkId: z.string(),
  /** The check's name in the request language. */
  checkName: z.string(),
  confirmedBy: z.string(),
  confirmedAt: z.date(),
});
/**
 * A change of the child's general data proposed by a unit that did not hold the record (issue 22):
 * who proposed it from which unit, who accepted or refused it, and each field labelled as before
 * and as proposed (a birth date stays `yyyy-mm-dd`).
 */
export const evolutionPatientChange = patientChangeProposal.omit({ changes: true, previous: true }).extend({
  fields: z.array(
    z.object({ field: z.string(), previous: z.string().nullable(), proposed: z.string().nullable() }),
  ),
});
export const evolutionAnswer = z.object({
  items: z.array(evolutionVersion),
  totalRows: z.number(),
  qualityConfirmations: z.array(evolutionQualityConfirmation),
  /** The child's record, for the link to its page (where a holder or a reviewer decides a proposal). */
  patientId: z.number(),
  /** The proposals made for the case's child, newest first (every case of the child shares them). */
  patientChanges: z.array(evolutionPatientChange),
});
export type EvolutionPatientChange = z.infer<typeof evolutionPatientChange>;
export type EvolutionVersion = z.infer<typeof evolutionVersion>;
