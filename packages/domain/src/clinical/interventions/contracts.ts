/**
 * The interventions' bodies and answers (issue 15), shared by the server and the web app.
 *
 * - POST api/medical-case/{id}/interventions/filter  interventionFilter → interventionTimeline
 * - POST api/intervention                          interventionCreateRequest → interventionWriteAnswer
 * - GET  api/intervention/{id}                     → interventionAnswer
 * - PUT  api/intervention/{id}                     interventionUpdateRequest → interventionWriteAnswer
 * - POST api/intervention/{id}/complete            interventionUpdateRequest (the full record, completion
 *                                                  fields filled) → interventionWriteAnswer
 * - POST api/intervention/{id}/cancel              interventionCancelRequest → interventionWriteAnswer
 * - POST api/intervention/{id}/reschedule          interventionRescheduleRequest → interventionWriteAnswer
 * - POST api/intervention/{id}/documents           multipart `document` → interventionDocument
 * - GET|DELETE api/intervention/{id}/documents/{documentId}[?version=]
 * - GET  api/intervention/{id}/versions            → interventionVersions
 * - POST api/calendar/feed                         calendarFeedRequest → calendarFeed
 *
 * A stale version answers 409; a caller who may not read the case 404; one who may read but not
 * edit 403. Field errors name the path, `detail.…` for the type's own fields.
 */
import { z } from 'zod';
import { isIsoDate } from '../../notification/model-fields';
import { jsonInt } from '../../shared/ids';
import { msg } from '../../shared/messages';
import type { InterventionDetail, InterventionDetailOf } from './details';
import {
  dateField,
  flagField,
  idField,
  isTime,
  InterventionLimits as L,
  textField,
  timeField,
} from './fields';
import type { EventStatusId, InterventionTypeId, LabServiceStatusValue } from './kinds';

const requiredDate = z.string({ error: msg.required }).min(1, msg.required).refine(isIsoDate, msg.invalid);
const version = jsonInt(1);
const typeId = jsonInt(1, 11);

/** The fields every type has (spec 02 §3 "Common fields"). */
export const interventionCommon = z.object({
  /** The planned day; for a completed one, the day it was planned for. */
  plannedDate: requiredDate,
  startTime: timeField(),
  /** Planned end while Pending; the day it actually ended once Completed (required to complete). */
  endDate: dateField(),
  endTime: timeField(),
  /** Where it is carried out: a registry unit, or one outside the registry by name (one is required). */
  unitId: idField(),
  externalUnit: textField(L.externalUnit),
  /** Significant (true) or informative (false). */
  significant: flagField(),
});
export type InterventionCommon = z.output<typeof interventionCommon>;

/** The detail travels unparsed: the type's schema (interventionDetailSchemas) checks it in the rules. */
export const interventionCreateRequest = interventionCommon.extend({
  medicalCaseId: jsonInt(1),
  type: typeId,
  detail: z.unknown(),
});
export type InterventionCreateRequest<T extends InterventionTypeId = InterventionTypeId> = z.input<
  typeof interventionCommon
> & { medicalCaseId: number; type: T; detail: Partial<InterventionDetailOf<T>> };

/** PUT …/{id} and POST …/{id}/complete: the whole record with the version read. */
export const interventionUpdateRequest = interventionCommon.extend({ version, detail: z.unknown() });
export type InterventionUpdateRequest<T extends InterventionTypeId = InterventionTypeId> = z.input<
  typeof interventionCommon
> & { version: number; detail: Partial<InterventionDetailOf<T>> };

export const interventionCancelRequest = z.object({ version, reason: textField(L.cancelReason) });
export type InterventionCancelRequest = z.input<typeof interventionCancelRequest>;

/**
 * The calendar's drag of a planned one. Omitted times are kept; an end date omitted moves with the
 * planned date (same number of days).
 */
// No defaults here: an omitted field must stay undefined (kept), not become null (cleared).
const movedTime = z.string({ error: msg.invalid }).refine(isTime, msg.invalid).nullable().optional();
export const interventionRescheduleRequest = z.object({
  version,
  plannedDate: requiredDate,
  startTime: movedTime,
  endDate: z.string({ error: msg.invalid }).refine(isIsoDate, msg.invalid).nullable().optional(),
  endTime: movedTime,
});
export type InterventionRescheduleRequest = z.input<typeof interventionRescheduleRequest>;

export const interventionWriteAnswer = z.object({ id: z.number(), version: z.number(), status: z.number() });
export type InterventionWriteAnswer = { id: number; version: number; status: EventStatusId };

/** The timeline's filter: none given means every type and status. */
export const interventionFilter = z.object({
  types: z.array(typeId).max(11, msg.invalid).nullish(),
  statuses: z.array(jsonInt(0, 3)).max(4, msg.invalid).nullish(),
});
export type InterventionFilter = z.input<typeof interventionFilter>;

const commonAnswer = {
  id: z.number(),
  medicalCaseId: z.number(),
  type: z.number(),
  status: z.number(),
  plannedDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string().nullable(),
  endTime: z.string().nullable(),
  unitId: z.number().nullable(),
  /** The registry unit's name, else the external unit's. */
  unit: z.string().nullable(),
  externalUnit: z.string().nullable(),
  significant: z.boolean(),
  /** Lab tests only: derived from the analyses (labServiceStatus). */
  labStatus: z.string().nullable(),
  version: z.number(),
  updatedAt: z.date(),
  updatedBy: z.string(),
};

export const interventionListItem = z.object({
  ...commonAnswer,
  /** One line of the type's main facts (protocol and cycles, dose, procedure, analyses done …). */
  summary: z.string(),
  documentCount: z.number(),
});
export type InterventionListItem = Omit<
  z.infer<typeof interventionListItem>,
  'type' | 'status' | 'labStatus'
> & {
  type: InterventionTypeId;
  status: EventStatusId;
  labStatus: LabServiceStatusValue | null;
};
/** In time order: planned date, then start time (untimed first), then id. */
export const interventionTimeline = z.object({ items: z.array(interventionListItem), edit: z.boolean() });
export type InterventionTimeline = { items: InterventionListItem[]; edit: boolean };

export const interventionDocument = z.object({
  id: z.number(),
  fileName: z.string(),
  size: z.number(),
  uploadedAt: z.date(),
  uploadedBy: z.string(),
});
export type InterventionDocument = z.infer<typeof interventionDocument>;

export const interventionAnswer = z.object({
  ...commonAnswer,
  detail: z.unknown(),
  cancelReason: z.string().nullable(),
  documents: z.array(interventionDocument),
  createdAt: z.date(),
  createdBy: z.string(),
  /** The caller may edit, complete, cancel, reschedule (a team member of the case). */
  edit: z.boolean(),
});
export type InterventionAnswer<T extends InterventionTypeId = InterventionTypeId> = Omit<
  z.infer<typeof interventionAnswer>,
  'type' | 'status' | 'labStatus' | 'detail'
> & {
  type: T;
  status: EventStatusId;
  labStatus: LabServiceStatusValue | null;
  detail: InterventionDetailOf<T>;
};
export type AnyInterventionAnswer = InterventionAnswer & { detail: InterventionDetail };

/** One saved version: the whole record as that write left it (migration 0023), newest first. */
export const interventionVersion = z.object({
  version: z.number(),
  createdAt: z.date(),
  createdBy: z.string(),
  record: z.object({
    type: z.number(),
    status: z.number(),
    plannedDate: z.string(),
    startTime: z.string().nullable(),
    endDate: z.string().nullable(),
    endTime: z.string().nullable(),
    unitId: z.number().nullable(),
    externalUnit: z.string().nullable(),
    significant: z.boolean(),
    detail: z.record(z.string(), z.unknown()),
    labStatus: z.string().nullable(),
    cancelReason: z.string().nullable(),
  }),
});
export type InterventionVersion = z.infer<typeof interventionVersion>;
export const interventionVersions = z.object({ items: z.array(interventionVersion) });

export const CALENDAR_MAX_SPAN_DAYS = 62;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** POST api/calendar/feed: interventions overlapping `from` … `to` (inclusive, ≤ 62 days apart). */
export const calendarFeedRequest = z
  .object({
    from: requiredDate,
    to: requiredDate,
    /** Units whose interventions are shown: of the cases they treat, or carried out there. */
    unitIds: z.array(jsonInt(1)).max(50, msg.invalid).nullish(),
    types: z.array(typeId).max(11, msg.invalid).nullish(),
    statuses: z.array(jsonInt(0, 3)).max(4, msg.invalid).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!isIsoDate(v.from) || !isIsoDate(v.to)) return;
    const span = daysBetween(v.from, v.to);
    if (span < 0 || span > CALENDAR_MAX_SPAN_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg.invalid });
  });
export type CalendarFeedRequest = z.input<typeof calendarFeedRequest>;

export const calendarEvent = z.object({
  id: z.number(),
  medicalCaseId: z.number(),
  /** "Last First" for the case's team; null for callers who only oversee (unit admins, reviewers). */
  patientName: z.string().nullable(),
  type: z.number(),
  status: z.number(),
  plannedDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string().nullable(),
  endTime: z.string().nullable(),
  unitId: z.number().nullable(),
  unit: z.string().nullable(),
  significant: z.boolean(),
  version: z.number(),
  /** The caller may reschedule it: a team member of the case and the intervention still planned. */
  editable: z.boolean(),
});
export type CalendarEvent = Omit<z.infer<typeof calendarEvent>, 'type' | 'status'> & {
  type: InterventionTypeId;
  status: EventStatusId;
};
/** A reviewer's month of the whole registry is a few thousand events; a bound keeps an answer sane. */
export const CALENDAR_FEED_LIMIT = 10_000;
/** `truncated`: more events matched than the feed sends (CALENDAR_FEED_LIMIT); the client says so. */
export const calendarFeed = z.object({ items: z.array(calendarEvent), truncated: z.boolean() });
export type CalendarFeed = { items: CalendarEvent[]; truncated: boolean };

export const INTERVENTION_DOCUMENT_MAX_BYTES = 20_971_520;
export const interventionDocumentExtensions = ['pdf', 'docx', 'jpg', 'jpeg', 'png'] as const;
