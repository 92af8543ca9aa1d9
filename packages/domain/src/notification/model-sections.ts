/** The panels of the notification edit model with the spec's wire names (spec 02 §3). */
import { z } from 'zod';
import { jsonInt } from '../shared/ids';
import { msg } from '../shared/messages';
import { NotificationLimits as L } from './constants';
import { attachmentsField, dateField, flagField, idField, idListField, textField } from './model-fields';

export const patientDetails = z.object({
  patientId: jsonInt().nullable().default(null),
  firstName: textField(L.patientName),
  lastName: textField(L.patientName),
  // Whether it is a CNP or a foreign id depends on isForeigner: the rules check that, not the shape.
  identifier: textField(L.identifier),
  countyId: idField(),
  cityId: idField(),
  address: textField(L.address),
  isForeigner: flagField(),
  genderId: idField(),
  birthdate: dateField(),
  age: z.number().int().min(0).max(200).nullable().default(null),
});

export const notificationOverview = z.object({
  reportingUnitId: idField(),
  trackingStatusId: idField(),
  lastContactDate: dateField(),
  lastDoctor: textField(L.lastDoctor),
  isPatientDead: flagField(),
  isDeathDateUnavailable: flagField(),
  deathDate: dateField(),
  deathReasonTopoCodeId: idField(),
  deathReason2: textField(L.deathReason2),
  isTrackingLost: flagField(),
  vitalStatusUpdateDate: dateField(),
  // A copy of the notification's reporting reason, kept in step by the dependencies (see reason.ts).
  reportingReasonId: idField(),
});

export const cancerDiagnostic = z.object({
  diagnosticDate: dateField(),
  ageAtDiagnostic: z.number().int().min(0).max(200).nullable().default(null),
  isClinicalStartDateUnavailable: flagField(),
  clinicalStartDate: dateField(),
  diagnosticExplanationId: idField(),
  relapseDate: dateField(),
  registrationBaseId: idField(),
  tumorLocationId: idField(),
  topologicCodeId: idField(),
  lateralityId: idField(),
});

export const cancerMorphology = z.object({
  behaviorId: idField(),
  morphologyCodeId: idField(),
  initialMorphologyCodeId: idField(),
  degreeId: idField(),
  icC3PrimaryId: idField(),
  icC3CategoryId: idField(),
  icC3SubcategoryId: idField(),
});

export const cancerHistopathology = z.object({
  examinationDate: dateField(),
  histoResult: textField(L.examResult),
  histopathologyAttachments: attachmentsField(),
});

export const cancerImagistics = z.object({
  imagisticsDate: dateField(),
  imagisticsResult: textField(L.examResult),
  // Derived from the subcategories' parents (spec 02 §4), hence a list.
  categoryIds: idListField(),
  cancerNotificationImaginingSubcategoryIds: idListField(),
  hasContrastMaterial: flagField(),
  imagisticsAttachments: attachmentsField(),
});

export const cancerTorontoStadialization = z.object({
  diagnosticClassId: idField(),
  torontoLevel1Id: idField(),
  torontoLevel2Id: idField(),
});

export const cancerTnmStadialization = z.object({
  stageTypeId: idField(),
  stadializationTId: idField(),
  stadializationNId: idField(),
  stadializationMId: idField(),
  stadializationStageId: idField(),
  stadializationSimplifiedStageTypeId: idField(),
});

export const tumorGrading = z.object({
  // A read-only mirror of the morphology code; not sent on save (spec 02 §3 "removed from output").
  morphologyCodeId: idField(),
  histologicTypeSubtypeId: idField(),
  tumorGradingId: idField(),
});

export const nonStagePrognosticFactor = z.object({
  id: jsonInt().nullable().default(null),
  morphologyCodeId: idField(),
  markerIds: idListField(),
  otherPrognosticFactorsIds: idListField(),
  prognosticCategoryId: idField(),
});

export const cancerEpicrisis = z.object({ epicrisisAttachments: attachmentsField() });

export const statusField = z.union([z.literal(1), z.literal(2)], { error: msg.invalid }).default(1);
