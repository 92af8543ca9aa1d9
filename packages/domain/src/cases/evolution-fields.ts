import type { ProposablePatientField } from '../access/child-access';
import { ListId } from '../dictionaries/list-ids';

/**
 * The fields case evolution compares (spec 02 §3 "Case evolution version"), by section, with how the
 * server turns each stored id into the label a reviewer reads ("Neuroblastom, NOS (9500/3)", not 95003).
 */
export type EvolutionSource =
  | { list: number }
  | { lists: number }
  | 'topography'
  | 'morphology'
  | 'iccc3'
  | 'county'
  | 'city'
  | 'citySiruta'
  | 'unit'
  | 'country'
  | 'date'
  | 'flag'
  | 'text'
  | 'number';

export type EvolutionField = { key: string; path: string; source: EvolutionSource };

export const evolutionSections = [
  'patient',
  'reason',
  'overview',
  'diagnostic',
  'morphology',
  'staging',
  'prognosis',
  'treatmentPrimary',
  'treatmentSecondary',
  'observations',
] as const;
export type EvolutionSection = (typeof evolutionSections)[number];

const treatment = (prefix: 'cancerTreatment' | 'subsequentCancerTreatment'): EvolutionField[] => [
  { key: 'hasSurgery', path: `${prefix}.hasSurgery`, source: 'flag' },
  { key: 'surgeryDate', path: `${prefix}.surgeryDate`, source: 'date' },
  { key: 'hasChimio', path: `${prefix}.hasChimio`, source: 'flag' },
  { key: 'chimioDate', path: `${prefix}.chimioDate`, source: 'date' },
  {
    key: 'therapeuticAgents',
    path: `${prefix}.therapeuticAgentsIds`,
    source: { lists: ListId.therapeuticAgent },
  },
  {
    key: 'therapeuticProtocol',
    path: `${prefix}.therapeuticProtocolId`,
    source: { list: ListId.therapeuticProtocol },
  },
  { key: 'hasRadio', path: `${prefix}.hasRadio`, source: 'flag' },
  { key: 'radiotherapyDate', path: `${prefix}.radiotherapyDate`, source: 'date' },
  { key: 'radiotherapyEndDate', path: `${prefix}.radiotherapyEndDate`, source: 'date' },
  { key: 'hasHormonoTherapy', path: `${prefix}.hasHormonoTherapy`, source: 'flag' },
  { key: 'hasImunotherapy', path: `${prefix}.hasImunotherapy`, source: 'flag' },
  { key: 'hasTransplant', path: `${prefix}.hasTransplant`, source: 'flag' },
  { key: 'transplantDate', path: `${prefix}.transplantDate`, source: 'date' },
  {
    key: 'systemicTherapyRole',
    path: `${prefix}.systemicTherapyRoleId`,
    source: { list: ListId.systemicTherapyRole },
  },
  { key: 'isWithoutTreatment', path: `${prefix}.isWithoutTreatment`, source: 'flag' },
  {
    key: 'lackOfTreatmentReason',
    path: `${prefix}.lackOfTreatmentReasonId`,
    source: { list: ListId.lackOfTreatmentReason },
  },
  { key: 'hasTherapyEndDate', path: `${prefix}.hasTherapyEndDate`, source: 'flag' },
  { key: 'therapyEndDate', path: `${prefix}.therapyEndDate`, source: 'date' },
  {
    key: 'treatmentResponse',
    path: `${prefix}.treatmentResponseId`,
    source: { list: ListId.treatmentResponse },
  },
  { key: 'hasAbroadTreatment', path: `${prefix}.hasAbroadTreatment`, source: 'flag' },
  { key: 'treatmentCountry', path: `${prefix}.treatmentCountryId`, source: 'country' },
  { key: 'hasClinicTrial', path: `${prefix}.hasClinicTrial`, source: 'flag' },
  { key: 'clinicTrialAgent', path: `${prefix}.clinicTrialAgent`, source: 'text' },
  { key: 'hasRefusal', path: `${prefix}.hasRefusal`, source: 'flag' },
  { key: 'hasAbandon', path: `${prefix}.hasAbandon`, source: 'flag' },
];

export const evolutionFields: Record<EvolutionSection, EvolutionField[]> = {
  patient: [
    { key: 'identifier', path: 'patientDetails.identifier', source: 'text' },
    { key: 'firstName', path: 'patientDetails.firstName', source: 'text' },
    { key: 'lastName', path: 'patientDetails.lastName', source: 'text' },
    { key: 'gender', path: 'patientDetails.genderId', source: { list: ListId.gender } },
    { key: 'birthdate', path: 'patientDetails.birthdate', source: 'date' },
    { key: 'county', path: 'patientDetails.countyId', source: 'county' },
    { key: 'city', path: 'patientDetails.cityId', source: 'city' },
    { key: 'citySiruta', path: 'patientDetails.cityId', source: 'citySiruta' },
  ],
  reason: [
    { key: 'reportingUnit', path: 'notificationOverview.reportingUnitId', source: 'unit' },
    { key: 'reportingReason', path: 'diagnosticReportingReasonId', source: { list: ListId.reportingReason } },
  ],
  overview: [
    { key: 'lastContactDate', path: 'notificationOverview.lastContactDate', source: 'date' },
    {
      key: 'trackingStatus',
      path: 'notificationOverview.trackingStatusId',
      source: { list: ListId.trackingStatus },
    },
    { key: 'lastDoctor', path: 'notificationOverview.lastDoctor', source: 'text' },
    { key: 'isPatientDead', path: 'notificationOverview.isPatientDead', source: 'flag' },
    { key: 'deathDate', path: 'notificationOverview.deathDate', source: 'date' },
    { key: 'deathReason', path: 'notificationOverview.deathReasonTopoCodeId', source: 'topography' },
    { key: 'deathReason2', path: 'notificationOverview.deathReason2', source: 'text' },
    { key: 'isTrackingLost', path: 'notificationOverview.isTrackingLost', source: 'flag' },
  ],
  diagnostic: [
    { key: 'diagnosticDate', path: 'cancerDiagnostic.diagnosticDate', source: 'date' },
    { key: 'ageAtDiagnostic', path: 'cancerDiagnostic.ageAtDiagnostic', source: 'number' },
    { key: 'clinicalStartDate', path: 'cancerDiagnostic.clinicalStartDate', source: 'date' },
    {
      key: 'diagnosticExplanation',
      path: 'cancerDiagnostic.diagnosticExplanationId',
      source: { list: ListId.diagnosticExplanation },
    },
    { key: 'relapseDate', path: 'cancerDiagnostic.relapseDate', source: 'date' },
    {
      key: 'registrationBase',
      path: 'cancerDiagnostic.registrationBaseId',
      source: { list: ListId.basisOfDiagnosis },
    },
    {
      key: 'tumorLocation',
      path: 'cancerDiagnostic.tumorLocationId',
      source: { list: ListId.tumourLocation },
    },
    { key: 'topography', path: 'cancerDiagnostic.topologicCodeId', source: 'topography' },
    { key: 'laterality', path: 'cancerDiagnostic.lateralityId', source: { list: ListId.laterality } },
  ],
  morphology: [
    { key: 'behavior', path: 'cancerMorphology.behaviorId', source: { list: ListId.behaviour } },
    { key: 'morphology', path: 'cancerMorphology.morphologyCodeId', source: 'morphology' },
    { key: 'degree', path: 'cancerMorphology.degreeId', source: { list: ListId.grade } },
    { key: 'icc3Primary', path: 'cancerMorphology.icC3PrimaryId', source: 'iccc3' },
    { key: 'icc3Category', path: 'cancerMorphology.icC3CategoryId', source: 'iccc3' },
    { key: 'icc3Subcategory', path: 'cancerMorphology.icC3SubcategoryId', source: 'iccc3' },
  ],
  staging: [
    {
      key: 'torontoClass',
      path: 'cancerTorontoStadialization.diagnosticClassId',
      source: { list: ListId.torontoDiagnosticClass },
    },
    {
      key: 'torontoLevel1',
      path: 'cancerTorontoStadialization.torontoLevel1Id',
      source: { list: ListId.torontoLevel1 },
    },
    {
      key: 'torontoLevel2',
      path: 'cancerTorontoStadialization.torontoLevel2Id',
      source: { list: ListId.torontoLevel2 },
    },
    {
      key: 'tnmStageType',
      path: 'cancerTnmStadialization.stageTypeId',
      source: { list: ListId.tnmStageType },
    },
    { key: 'tnmT', path: 'cancerTnmStadialization.stadializationTId', source: { list: ListId.tnmT } },
    { key: 'tnmN', path: 'cancerTnmStadialization.stadializationNId', source: { list: ListId.tnmN } },
    { key: 'tnmM', path: 'cancerTnmStadialization.stadializationMId', source: { list: ListId.tnmM } },
    {
      key: 'tnmStage',
      path: 'cancerTnmStadialization.stadializationStageId',
      source: { list: ListId.tnmStage },
    },
  ],
  // Tumour grading and non-stage prognostic factors (spec 02 §2, §4); the panels' morphology is a
  // read-only mirror of the morphology section, so it is not compared twice.
  prognosis: [
    {
      key: 'histologicTypeSubtype',
      path: 'tumorGrading.histologicTypeSubtypeId',
      source: { list: ListId.histologicTypeSubtype },
    },
    { key: 'tumorGrading', path: 'tumorGrading.tumorGradingId', source: { list: ListId.tumourGrading } },
    { key: 'markers', path: 'nonStagePrognosticFactor.markerIds', source: { lists: ListId.marker } },
    {
      key: 'otherPrognosticFactors',
      path: 'nonStagePrognosticFactor.otherPrognosticFactorsIds',
      source: { lists: ListId.otherPrognosticFactor },
    },
    {
      key: 'prognosticCategory',
      path: 'nonStagePrognosticFactor.prognosticCategoryId',
      source: { list: ListId.prognosticCategory },
    },
  ],
  treatmentPrimary: treatment('cancerTreatment'),
  treatmentSecondary: treatment('subsequentCancerTreatment'),
  observations: [
    { key: 'observation', path: 'observation', source: 'text' },
    { key: 'reviewerObservation', path: 'reviewerObservation', source: 'text' },
  ],
};

/**
 * How the case evolution labels the general data a unit proposed for the child's record (issue 22),
 * as the patient section of a version labels the same fields.
 */
export const proposalFieldSources: Record<ProposablePatientField, EvolutionSource> = {
  firstName: 'text',
  lastName: 'text',
  genderId: { list: ListId.gender },
  birthdate: 'date',
  countyId: 'county',
  cityId: 'city',
  address: 'text',
};
