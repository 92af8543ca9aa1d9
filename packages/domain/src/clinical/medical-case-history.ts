/**
 * What the medical case's History tab compares, by section, in the case-evolution field format
 * (EvolutionField): the tumour sections are the case evolution's own fields (same paths, since the
 * medical case keeps the notification's section names), the rest are the team's.
 */
import { type EvolutionField, evolutionFields } from '../cases/evolution-fields';
import { ListId } from '../dictionaries/list-ids';
import { RiskClass, type RiskClassId } from './medical-case-model';

export const medicalCaseHistorySections = [
  'diagnostic',
  'clinical',
  'morphology',
  'staging',
  'care',
  'death',
] as const;
export type MedicalCaseHistorySection = (typeof medicalCaseHistorySections)[number];

export const medicalCaseHistoryFields: Record<MedicalCaseHistorySection, EvolutionField[]> = {
  diagnostic: evolutionFields.diagnostic,
  clinical: [
    {
      key: 'clinicalStatus',
      path: 'clinicalDiagnosis.clinicalStatusId',
      source: { list: ListId.clinicalStatus },
    },
    // Not a dictionary: the server puts the label in before labelling (riskClassLabels).
    { key: 'riskClass', path: 'clinicalDiagnosis.riskClassId', source: 'text' },
    { key: 'diagnosisDetails', path: 'clinicalDiagnosis.details', source: 'text' },
  ],
  morphology: evolutionFields.morphology,
  staging: evolutionFields.staging,
  care: [
    { key: 'comorbidities', path: 'care.comorbidities', source: 'text' },
    { key: 'transplantRecommendation', path: 'care.transplantRecommendation', source: 'text' },
    { key: 'palliationRecommendation', path: 'care.palliationRecommendation', source: 'text' },
    { key: 'dischargeRecommendations', path: 'care.dischargeRecommendations', source: 'text' },
  ],
  death: [
    { key: 'deathDate', path: 'death.deathDate', source: 'date' },
    { key: 'deathReason', path: 'death.deathReasonTopoCodeId', source: 'topography' },
    { key: 'deathReason2', path: 'death.deathReason2', source: 'text' },
  ],
};

export const riskClassLabels: Record<'ro' | 'en', Record<RiskClassId, string>> = {
  ro: {
    [RiskClass.Standard]: 'Risc standard',
    [RiskClass.Intermediate]: 'Risc intermediar',
    [RiskClass.High]: 'Risc înalt',
  },
  en: {
    [RiskClass.Standard]: 'Standard risk',
    [RiskClass.Intermediate]: 'Intermediate risk',
    [RiskClass.High]: 'High risk',
  },
};
