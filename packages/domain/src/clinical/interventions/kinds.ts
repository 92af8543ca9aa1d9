/**
 * The clinical interventions' enumerations (issue 15, spec 02 §3 "Clinical interventions", spec 01 §4).
 * The numbering is the spec's: it is what the API carries and what the database stores.
 */

/** Spec 02 §3: "systemic therapy 1, radiotherapy 2, surgery 3, imaging 4, lab test 5, home visit 6,
 * transplant 7, histopathology 8, clinic visit 9, clinic evaluation 10, quality of life 11". */
export const InterventionType = {
  SystemicTherapy: 1,
  Radiotherapy: 2,
  Surgery: 3,
  Imaging: 4,
  LabTest: 5,
  HomeVisit: 6,
  Transplant: 7,
  Histopathology: 8,
  ClinicVisit: 9,
  ClinicEvaluation: 10,
  QualityOfLife: 11,
} as const;
export type InterventionTypeId = (typeof InterventionType)[keyof typeof InterventionType];
export const interventionTypeIds = Object.values(InterventionType) as InterventionTypeId[];
export const isInterventionType = (v: unknown): v is InterventionTypeId =>
  interventionTypeIds.includes(v as InterventionTypeId);

/**
 * The route name of each type's form (spec 02 §1; "histopatology" is spelled as the spec spells it).
 * The spec's twelfth name, `medical-operation`, is no type of its own: it is the generic route that
 * opens any intervention by id (the calendar's click) and forwards to its type's route.
 */
export const interventionRoutes: Record<InterventionTypeId, string> = {
  [InterventionType.SystemicTherapy]: 'systemic-therapy',
  [InterventionType.Radiotherapy]: 'radiotherapy',
  [InterventionType.Surgery]: 'surgery',
  [InterventionType.Imaging]: 'imaging',
  [InterventionType.LabTest]: 'lab-test',
  [InterventionType.HomeVisit]: 'home-visit',
  [InterventionType.Transplant]: 'transplant',
  [InterventionType.Histopathology]: 'histopatology',
  [InterventionType.ClinicVisit]: 'clinic-visit',
  [InterventionType.ClinicEvaluation]: 'clinic-evaluation',
  [InterventionType.QualityOfLife]: 'quality-of-life',
};
export const MEDICAL_OPERATION_ROUTE = 'medical-operation';

/**
 * Spec 01 §4 event status: None 0, Pending 1, Completed 2, Canceled 3, shown as Planned, Completed,
 * Canceled. None is the enumeration's unset value: no stored intervention holds it (a new one is
 * Pending), and the API refuses it in a filter only as a no-match, not as an error.
 */
export const EventStatus = { None: 0, Pending: 1, Completed: 2, Canceled: 3 } as const;
export type EventStatusId = (typeof EventStatus)[keyof typeof EventStatus];

/** Spec 01 §4 lab service status, derived from a lab test's analyses (labServiceStatus). */
export const LabServiceStatus = {
  Planned: 'planned',
  Completed: 'completed',
  PartiallyCompleted: 'partiallyCompleted',
} as const;
export type LabServiceStatusValue = (typeof LabServiceStatus)[keyof typeof LabServiceStatus];

/** Radiotherapy intent. */
export const RadiotherapyIntent = { Curative: 1, Adjuvant: 2, Neoadjuvant: 3, Palliative: 4 } as const;
/** Radiotherapy technique. */
export const RadiotherapyTechnique = {
  ThreeDConformal: 1,
  IntensityModulated: 2,
  Proton: 3,
  Brachytherapy: 4,
  Stereotactic: 5,
  TotalBody: 6,
  Other: 7,
} as const;
/** Systemic therapy kind. */
export const SystemicTherapyKind = {
  Chemotherapy: 1,
  Targeted: 2,
  Immunotherapy: 3,
  Hormonal: 4,
  Other: 5,
} as const;
/** A palliative or supportive medication's class (visits). */
export const MedicationClass = {
  Analgesic: 1,
  Antiemetic: 2,
  Sedative: 3,
  Laxative: 4,
  Corticosteroid: 5,
  AntiInfective: 6,
  Anticonvulsant: 7,
  Other: 8,
} as const;
/** How a medication is given. */
export const AdministrationRoute = {
  Oral: 1,
  Intravenous: 2,
  Subcutaneous: 3,
  Intramuscular: 4,
  Transdermal: 5,
  Rectal: 6,
  Inhaled: 7,
  Other: 8,
} as const;
/** A lab analysis' category. */
export const AnalysisCategory = {
  Haematology: 1,
  Biochemistry: 2,
  Coagulation: 3,
  Immunology: 4,
  Microbiology: 5,
  TumourMarker: 6,
  Urine: 7,
  Other: 8,
} as const;
/** How much of the tumour the operation removed. */
export const SurgeryExtent = { Biopsy: 1, Partial: 2, Complete: 3 } as const;
/** Residual tumour classification of the margins (R0 none, R1 microscopic, R2 macroscopic, RX unknown). */
export const SurgeryMargins = { R0: 1, R1: 2, R2: 3, RX: 4 } as const;
/** Clavien-Dindo complication grade, I to V. */
export const ComplicationGrade = { I: 1, II: 2, III: 3, IV: 4, V: 5 } as const;
export const TransplantDonor = {
  Autologous: 1,
  AllogeneicRelated: 2,
  AllogeneicUnrelated: 3,
  Haploidentical: 4,
} as const;
export const TransplantSource = { BoneMarrow: 1, PeripheralBlood: 2, CordBlood: 3 } as const;
export const ConditioningIntensity = { Myeloablative: 1, ReducedIntensity: 2, NonMyeloablative: 3 } as const;
/** Who answered a quality-of-life questionnaire. */
export const QolRespondent = { Child: 1, Parent: 2 } as const;

/** The size of each enumeration above (the schemas bound the ids by it). */
export const enumSize = (e: Record<string, number>) => Object.keys(e).length;
