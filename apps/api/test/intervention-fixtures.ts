import { InterventionType, type InterventionTypeId, qolItemKeys, todayIso } from '@registry/domain';

/** yyyy-mm-dd `n` days from today (negative: in the past), in the registry's day (Bucharest). */
export const dayFrom = (n: number) =>
  new Date(Date.parse(`${todayIso()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export type TypeCase = {
  type: InterventionTypeId;
  name: string;
  /** The detail planned. */
  planned: Record<string, unknown>;
  /** An edit of the planned detail and the field it changes (read back after the PUT). */
  edit: [string, unknown];
  /** Completing without these fields answers 400 naming `missing`. */
  missing: string[];
  /** The detail at completion (the common end date is added by the test). */
  completion: Record<string, unknown>;
  /** Extra common fields at completion. */
  completionCommon?: Record<string, unknown>;
};

const allAnswered = (keys: readonly string[], value: number) =>
  Object.fromEntries(keys.map((k) => [k, value]));

/** One planned → edited → completed journey per type (issue 15: "for each of the eleven types"). */
export const typeCases: TypeCase[] = [
  {
    type: InterventionType.SystemicTherapy,
    name: 'systemic therapy',
    planned: { typeId: 1, otherProtocol: 'ALL IC-BFM 2009', cycles: [] },
    edit: ['otherProtocol', 'ALL IC-BFM 2009, braț HR'],
    missing: ['endDate', 'detail.cycles'],
    completion: {
      typeId: 1,
      otherProtocol: 'ALL IC-BFM 2009, braț HR',
      cycles: [
        { number: 1, weight: 20, height: 110, medicines: [{ name: 'Vincristină', dosage: '1.5 mg/m²' }] },
      ],
    },
  },
  {
    type: InterventionType.Radiotherapy,
    name: 'radiotherapy',
    planned: { treatmentTypeId: 1, bodyPart: 'Fosa posterioară', typeId: 2 },
    edit: ['bodyPart', 'Craniospinal'],
    missing: ['endDate', 'detail.dosePerFraction', 'detail.fractions', 'detail.totalDose', 'detail.lastDate'],
    completion: {
      bodyPart: 'Craniospinal',
      dosePerFraction: 1.8,
      fractions: 13,
      totalDose: 23.4,
      lastDate: dayFrom(-19),
    },
  },
  {
    type: InterventionType.Surgery,
    name: 'surgery',
    planned: { procedure: 'Nefrectomie stângă' },
    edit: ['surgeon', 'Dr. Marin'],
    missing: ['endDate', 'detail.extentId', 'detail.marginsId'],
    completion: { procedure: 'Nefrectomie stângă', extentId: 3, marginsId: 1 },
  },
  {
    type: InterventionType.Imaging,
    name: 'imaging',
    planned: { region: 'Torace', hasContrast: true },
    edit: ['region', 'Torace și abdomen'],
    missing: ['endDate', 'detail.categoryId', 'detail.result'],
    // The notification's imaging category 3: computed tomography.
    completion: { region: 'Torace și abdomen', categoryId: 3, result: 'Fără leziuni secundare' },
  },
  {
    type: InterventionType.LabTest,
    name: 'lab test',
    planned: {
      analyses: [
        { categoryId: 1, name: 'Hemoleucogramă' },
        { categoryId: 6, name: 'AFP' },
      ],
    },
    edit: ['observation', 'À jeun'],
    missing: ['endDate', 'detail.analyses'],
    completion: {
      analyses: [
        { categoryId: 1, name: 'Hemoleucogramă', result: 'Normal' },
        { categoryId: 6, name: 'AFP' },
      ],
    },
  },
  {
    type: InterventionType.HomeVisit,
    name: 'home visit',
    planned: { address: 'Str. Lalelelor 3', requestReason: 'Durere', palliation: true, distanceKm: 12.5 },
    edit: ['visitIntervalDays', 7],
    missing: [
      'endDate',
      'endTime',
      'detail.completion.departureTime',
      'detail.completion.returnTime',
      'detail.completion.totalKm',
    ],
    completion: {
      palliation: true,
      medications: [
        { typeId: 1, substance: 'Morfină', dose: '5 mg', administrationTypeId: 1, whenRequired: true },
      ],
      completion: { departureTime: '09:00', returnTime: '11:30', totalKm: 25 },
    },
    completionCommon: { endTime: '10:45' },
  },
  {
    type: InterventionType.Transplant,
    name: 'transplant',
    planned: { donorTypeId: 1, sourceId: 2 },
    edit: ['conditioningIntensityId', 1],
    missing: ['endDate', 'detail.conditioning'],
    completion: { donorTypeId: 1, sourceId: 2, conditioning: 'Busulfan + melfalan' },
  },
  {
    type: InterventionType.Histopathology,
    name: 'histopathology',
    planned: { specimen: 'Biopsie ganglionară' },
    edit: ['reportNumber', 'HP-123/2026'],
    missing: ['endDate', 'detail.result'],
    completion: { specimen: 'Biopsie ganglionară', result: 'Limfom Hodgkin, scleroză nodulară' },
  },
  {
    type: InterventionType.ClinicVisit,
    name: 'clinic visit',
    planned: { requestReason: 'Control după ciclul 2' },
    edit: ['conclusions', 'Stare bună'],
    missing: ['endDate', 'endTime'],
    completion: { requestReason: 'Control după ciclul 2', conclusions: 'Stare bună' },
    completionCommon: { endTime: '12:00' },
  },
  {
    type: InterventionType.ClinicEvaluation,
    name: 'clinic evaluation',
    planned: { local: { pain: 1 } },
    edit: ['observation', 'Mucozită în remisie'],
    missing: ['endDate', 'detail.local', 'detail.systemic', 'detail.subjective'],
    completion: {
      local: allAnswered(['pain', 'swelling', 'skin', 'bleeding', 'access'], 0),
      systemic: allAnswered(
        ['fever', 'nausea', 'mucositis', 'diarrhoea', 'fatigue', 'anorexia', 'infection', 'neuropathy'],
        1,
      ),
      subjective: allAnswered(['pain', 'tiredness', 'worry', 'sleep', 'breathless'], 3),
    },
  },
  {
    type: InterventionType.QualityOfLife,
    name: 'quality of life',
    planned: { respondentId: 2 },
    edit: ['observation', 'Completat de mamă'],
    missing: ['endDate', 'detail.answers'],
    completion: { respondentId: 2, answers: allAnswered(qolItemKeys, 1) },
  },
];
