/**
 * The medical case's details model (issue 14, spec 02 §3 "Medical case"). The tumour sections are
 * the notification's own section schemas under the same names (cancerDiagnostic, cancerMorphology,
 * cancerTorontoStadialization, cancerTnmStadialization), so their limits, dependencies and rules
 * are the notification's — see medical-case-rules.ts — and the form reuses the notification panels.
 * What only the treating team records sits in its own sections.
 */
import { z } from 'zod';
import { NotificationLimits as L } from '../notification/constants';
import { dateField, idField, textField } from '../notification/model-fields';
import {
  cancerDiagnostic,
  cancerMorphology,
  cancerTnmStadialization,
  cancerTorontoStadialization,
} from '../notification/model-sections';
import { msg } from '../shared/messages';

/** Where the child stands clinically (dictionary list 11, spec 01 §3). */
export const ClinicalStatus = {
  CompleteRemission: 1,
  PartialRemission: 2,
  Progression: 3,
  Relapse: 4,
  Death: 5,
} as const;
export type ClinicalStatusId = (typeof ClinicalStatus)[keyof typeof ClinicalStatus];

/**
 * The risk group the treatment protocol assigned. The spec names the field without its values;
 * paediatric protocols (ALL IC-BFM, SIOP, COG) group patients as standard, intermediate and high risk.
 */
export const RiskClass = { Standard: 1, Intermediate: 2, High: 3 } as const;
export type RiskClassId = (typeof RiskClass)[keyof typeof RiskClass];

export const MedicalCaseLimits = { details: 2000, care: 4000 } as const;

const enumId = (max: number) =>
  z
    .number({ error: msg.invalid })
    .int(msg.invalid)
    .min(1, msg.invalid)
    .max(max, msg.invalid)
    .nullable()
    .default(null);

/** The diagnosis as the clinicians hold it, beside the notification's diagnostic fields. */
export const clinicalDiagnosis = z.object({
  clinicalStatusId: enumId(5),
  riskClassId: enumId(3),
  details: textField(MedicalCaseLimits.details),
});

/** Comorbidities and the team's recommendations. */
export const medicalCaseCare = z.object({
  comorbidities: textField(MedicalCaseLimits.care),
  transplantRecommendation: textField(MedicalCaseLimits.care),
  palliationRecommendation: textField(MedicalCaseLimits.care),
  dischargeRecommendations: textField(MedicalCaseLimits.care),
});

/** Death date and reason, with the notification's death-reason coding (a topography, or other + text). */
export const medicalCaseDeath = z.object({
  deathDate: dateField(),
  deathReasonTopoCodeId: idField(),
  deathReason2: textField(L.deathReason2),
});

export const medicalCaseDetails = z.object({
  cancerDiagnostic: cancerDiagnostic.prefault({}),
  clinicalDiagnosis: clinicalDiagnosis.prefault({}),
  cancerMorphology: cancerMorphology.prefault({}),
  cancerTorontoStadialization: cancerTorontoStadialization.prefault({}),
  cancerTnmStadialization: cancerTnmStadialization.prefault({}),
  care: medicalCaseCare.prefault({}),
  death: medicalCaseDeath.prefault({}),
});
export type MedicalCaseDetails = z.infer<typeof medicalCaseDetails>;
export type MedicalCaseDetailsInput = z.input<typeof medicalCaseDetails>;

export type MedicalCaseSectionKey = keyof MedicalCaseDetails;
export const medicalCaseSections = Object.keys(medicalCaseDetails.shape) as MedicalCaseSectionKey[];

export const emptyMedicalCaseDetails = (input: MedicalCaseDetailsInput = {}): MedicalCaseDetails =>
  medicalCaseDetails.parse(input);
