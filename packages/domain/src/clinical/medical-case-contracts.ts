/** The medical-case calls' bodies and answers (issue 14), shared by the server and the web app. */
import { z } from 'zod';
import { optionalId } from '../shared/form-fields';
import { boundedInt, jsonInt } from '../shared/ids';
import { listAnswer, listQuery } from '../shared/list';
import { msg } from '../shared/messages';
import { medicalCaseDetails } from './medical-case-model';

const filterText = z.string().trim().max(100, msg.maxLength(100)).nullish();

export const medicalCaseSortColumns = [
  'lastName',
  'identifier',
  'reportingUnit',
  'diagnosticDate',
  'clinicalStatus',
  'updatedAt',
] as const;

export const medicalCaseFilter = listQuery(medicalCaseSortColumns).extend({
  identifier: filterText,
  lastName: filterText,
  reportingUnitId: optionalId,
  clinicalStatusId: boundedInt(1, 5).nullish(),
  /** true: only opened medical cases; false: only cancer cases whose medical case is not opened yet. */
  opened: z.boolean().nullish(),
  /** One child's cases (the patient page's links). */
  patientId: optionalId,
});
export type MedicalCaseFilter = z.infer<typeof medicalCaseFilter>;

/**
 * A row of the medical-case list: an opened medical case, or (opened false, id null) a cancer case
 * the caller's unit reported whose medical case nobody has opened yet — the caller may open it with
 * `POST api/medical-case/from-case/{cancerCaseId}`. One medical case per cancer case, so
 * `cancerCaseId` keys the rows.
 */
export const medicalCaseListItem = z.object({
  id: z.number().nullable(),
  cancerCaseId: z.number(),
  opened: z.boolean(),
  identifier: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The treating unit; for a case not opened yet, the caller's unit that reported the tumour. */
  reportingUnitId: z.number(),
  reportingUnit: z.string(),
  diagnosticDate: z.string().nullable(),
  morphology: z.string().nullable(),
  clinicalStatusId: z.number().nullable(),
  version: z.number().nullable(),
  /** The medical case's last save; for a case not opened yet, the cancer case's last change. */
  updatedAt: z.date(),
  updatedBy: z.string().nullable(),
});
export type MedicalCaseListItem = z.infer<typeof medicalCaseListItem>;
export const medicalCaseList = listAnswer(medicalCaseListItem).extend({
  /** How many rows of this filter are cases not opened yet (whatever `opened` asks). */
  notOpenedRows: z.number().int(),
});

export const medicalCaseAccessAnswer = z.object({
  read: z.boolean(),
  edit: z.boolean(),
  manageTeam: z.boolean(),
  transfer: z.boolean(),
});

/** GET api/medical-case/{id}: the case, whose child it is, where it is treated, and what the caller may do. */
export const medicalCaseAnswer = z.object({
  id: z.number(),
  cancerCaseId: z.number(),
  /** The case's current record, for the link back to the notification. */
  currentNotificationId: z.number().nullable(),
  patient: z.object({
    id: z.number(),
    identifier: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    birthdate: z.string().nullable(),
    genderId: z.number().nullable(),
  }),
  reportingUnitId: z.number(),
  reportingUnit: z.string(),
  ownerEmployeeId: z.number().nullable(),
  version: z.number(),
  details: medicalCaseDetails,
  access: medicalCaseAccessAnswer,
  createdAt: z.date(),
  updatedAt: z.date(),
  updatedBy: z.string(),
});
export type MedicalCaseAnswer = z.infer<typeof medicalCaseAnswer>;

/** PUT api/medical-case/{id}: the details and the version read (a stale one answers 409). */
export const medicalCaseSaveRequest = z.object({
  version: jsonInt(1),
  details: z.unknown(),
});
export type MedicalCaseSaveRequest = { version: number; details: z.input<typeof medicalCaseDetails> };

export const medicalCaseOpenAnswer = z.object({ id: z.number(), created: z.boolean() });

/**
 * GET /api/medical-case/from-case/{caseId}: the facts `medicalCaseReach` decides on, narrowed to the
 * caller (only their own units and employee ids are named; any other treating unit is 0), so the
 * "Medical case" button runs the server's predicate without learning who else reports or treats.
 */
export const medicalCaseReachAnswer = z.object({
  tumourReportingUnitIds: z.array(z.number()),
  caseReportingUnitIds: z.array(z.number()),
  medicalCase: z
    .object({
      reportingUnitId: z.number(),
      teamEmployeeIds: z.array(z.number()),
      ownerEmployeeId: z.number().nullable(),
    })
    .nullable(),
});
export type MedicalCaseReachAnswer = z.infer<typeof medicalCaseReachAnswer>;

export const medicalCaseVersion = z.object({
  version: z.number(),
  createdAt: z.date(),
  createdBy: z.string(),
  details: medicalCaseDetails,
  /** The History tab's values by section and field (medicalCaseHistoryFields), labelled in the request language. */
  sections: z.record(z.string(), z.record(z.string(), z.string().nullable())),
});
export type MedicalCaseVersion = z.infer<typeof medicalCaseVersion>;
export const medicalCaseVersions = z.object({ items: z.array(medicalCaseVersion) });
