/**
 * Which dictionary each id of a notification comes from, so the server can refuse an id its
 * dictionaries do not hold (a client other than our form could send any number; the registry must
 * not store a code nobody can read). The city is checked against its county, the reporting unit by
 * the unit rules, and the grading and prognosis panels' morphology mirrors the morphology panel's,
 * so none of those is listed here.
 */
import type { ListKey } from '../dictionaries/list-ids';
import type { Notification } from './model';
import { getPath } from './paths';

export type NotificationReference = { path: string; list: ListKey };

const treatment = (section: 'cancerTreatment' | 'subsequentCancerTreatment'): NotificationReference[] => [
  { path: `${section}.systemicTreatmentRadiotherapyTypeId`, list: 'radiotherapyTypeSystemic' },
  { path: `${section}.surgeryAssociatedRadiotherapyTypeId`, list: 'radiotherapyTypeSurgery' },
  { path: `${section}.therapeuticAgentsIds`, list: 'therapeuticAgent' },
  { path: `${section}.therapeuticProtocolId`, list: 'therapeuticProtocol' },
  { path: `${section}.abroadTreatmentTypeId`, list: 'abroadTreatmentType' },
  { path: `${section}.treatmentCountryId`, list: 'country' },
  { path: `${section}.treatmentResponseId`, list: 'treatmentResponse' },
  { path: `${section}.lackOfTreatmentReasonId`, list: 'lackOfTreatmentReason' },
  { path: `${section}.systemicTherapyRoleId`, list: 'systemicTherapyRole' },
];

export const NOTIFICATION_REFERENCES: readonly NotificationReference[] = [
  { path: 'diagnosticReportingReasonId', list: 'reportingReason' },
  { path: 'patientDetails.countyId', list: 'county' },
  { path: 'patientDetails.genderId', list: 'gender' },
  { path: 'notificationOverview.trackingStatusId', list: 'trackingStatus' },
  { path: 'notificationOverview.deathReasonTopoCodeId', list: 'deathReason' },
  { path: 'notificationOverview.reportingReasonId', list: 'reportingReason' },
  { path: 'cancerDiagnostic.diagnosticExplanationId', list: 'diagnosticExplanation' },
  { path: 'cancerDiagnostic.registrationBaseId', list: 'basisOfDiagnosis' },
  { path: 'cancerDiagnostic.tumorLocationId', list: 'tumourLocation' },
  { path: 'cancerDiagnostic.topologicCodeId', list: 'topography' },
  { path: 'cancerDiagnostic.lateralityId', list: 'laterality' },
  { path: 'cancerMorphology.behaviorId', list: 'behaviour' },
  { path: 'cancerMorphology.morphologyCodeId', list: 'morphology' },
  { path: 'cancerMorphology.initialMorphologyCodeId', list: 'morphology' },
  { path: 'cancerMorphology.degreeId', list: 'grade' },
  { path: 'cancerMorphology.icC3PrimaryId', list: 'iccc3MainGroup' },
  { path: 'cancerMorphology.icC3CategoryId', list: 'iccc3Subgroup' },
  { path: 'cancerMorphology.icC3SubcategoryId', list: 'iccc3ExtendedGroup' },
  { path: 'cancerImagistics.categoryIds', list: 'imagingCategory' },
  { path: 'cancerImagistics.cancerNotificationImaginingSubcategoryIds', list: 'imagingSubcategory' },
  { path: 'cancerTorontoStadialization.diagnosticClassId', list: 'torontoDiagnosticClass' },
  { path: 'cancerTorontoStadialization.torontoLevel1Id', list: 'torontoLevel1' },
  { path: 'cancerTorontoStadialization.torontoLevel2Id', list: 'torontoLevel2' },
  { path: 'cancerTnmStadialization.stageTypeId', list: 'tnmStageType' },
  { path: 'cancerTnmStadialization.stadializationTId', list: 'tnmT' },
  { path: 'cancerTnmStadialization.stadializationNId', list: 'tnmN' },
  { path: 'cancerTnmStadialization.stadializationMId', list: 'tnmM' },
  { path: 'cancerTnmStadialization.stadializationStageId', list: 'tnmStage' },
  { path: 'cancerTnmStadialization.stadializationSimplifiedStageTypeId', list: 'tnmSimplifiedStage' },
  { path: 'tumorGrading.histologicTypeSubtypeId', list: 'histologicTypeSubtype' },
  { path: 'tumorGrading.tumorGradingId', list: 'tumourGrading' },
  { path: 'nonStagePrognosticFactor.markerIds', list: 'marker' },
  { path: 'nonStagePrognosticFactor.otherPrognosticFactorsIds', list: 'otherPrognosticFactor' },
  { path: 'nonStagePrognosticFactor.prognosticCategoryId', list: 'prognosticCategory' },
  ...treatment('cancerTreatment'),
  ...treatment('subsequentCancerTreatment'),
];

/** The lists a notification's ids are checked against. */
export const REFERENCED_LISTS: readonly ListKey[] = [...new Set(NOTIFICATION_REFERENCES.map((r) => r.list))];

/**
 * The paths whose id (or one of whose ids) the dictionaries do not hold; `known(list)` gives a
 * list's ids, active or not (a code retired since the record was written is still the record's).
 */
export function unknownReferences(n: Notification, known: (list: ListKey) => ReadonlySet<number>): string[] {
  const unknown: string[] = [];
  for (const { path, list } of NOTIFICATION_REFERENCES) {
    const value = getPath(n, path);
    const holds = known(list);
    // No array made for a single id: this runs for ~60 paths of every saved or imported record.
    const wrong = Array.isArray(value)
      ? value.some((id) => !holds.has(Number(id)))
      : value != null && !holds.has(Number(value));
    if (wrong) unknown.push(path);
  }
  return unknown;
}
