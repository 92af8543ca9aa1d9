// Dictionary list ids (spec 01 §3 fixes country 2, county 3, city 4, gender 7, clinical status 11 and
// behaviour 12; the rest extend that numbering). Clients use these with GET api/language/lists/{id}
// and GET api/language/list/{languageId}/{tableId}.
export const ListId = {
  language: 1,
  country: 2,
  county: 3,
  city: 4,
  reportingUnitType: 5,
  role: 6,
  gender: 7,
  notificationStatus: 8,
  documentType: 9,
  treatmentType: 10,
  clinicalStatus: 11,
  behaviour: 12,
  topography: 13,
  morphology: 14,
  grade: 15,
  laterality: 16,
  tumourLocation: 17,
  diagnosticExplanation: 18,
  basisOfDiagnosis: 19,
  reportingReason: 20,
  trackingStatus: 21,
  iccc3MainGroup: 22,
  iccc3Subgroup: 23,
  iccc3ExtendedGroup: 24,
  torontoDiagnosticClass: 25,
  torontoLevel1: 26,
  torontoLevel2: 27,
  tnmStageType: 28,
  tnmT: 29,
  tnmN: 30,
  tnmM: 31,
  tnmStage: 32,
  tnmSimplifiedStage: 33,
  imagingCategory: 34,
  imagingSubcategory: 35,
  marker: 36,
  otherPrognosticFactor: 37,
  prognosticCategory: 38,
  histologicTypeSubtype: 39,
  tumourGrading: 40,
  therapeuticAgent: 41,
  therapeuticProtocol: 42,
  treatmentResponse: 43,
  lackOfTreatmentReason: 44,
  radiotherapyTypeSystemic: 45,
  radiotherapyTypeSurgery: 46,
  systemicTherapyRole: 47,
  abroadTreatmentType: 48,
  deathReason: 49,
} as const;
export type ListIdValue = (typeof ListId)[keyof typeof ListId];
export type ListKey = keyof typeof ListId;

/** Groups of GET api/language/grouplists/{languageId}/{groupId}: the lists one screen part needs. */
export const ListGroup = {
  patient: 1,
  notification: 2,
  staging: 3,
  examsAndPrognosis: 4,
  treatment: 5,
  administration: 6,
} as const;
export type ListGroupId = (typeof ListGroup)[keyof typeof ListGroup];

export const LIST_GROUPS: Record<ListGroupId, readonly ListKey[]> = {
  1: ['gender', 'country', 'county'],
  2: [
    'notificationStatus',
    'reportingReason',
    'trackingStatus',
    'clinicalStatus',
    'deathReason',
    'diagnosticExplanation',
    'basisOfDiagnosis',
    'tumourLocation',
    'topography',
    'laterality',
    'behaviour',
    'morphology',
    'grade',
    'iccc3MainGroup',
    'iccc3Subgroup',
    'iccc3ExtendedGroup',
  ],
  3: [
    'torontoDiagnosticClass',
    'torontoLevel1',
    'torontoLevel2',
    'tnmStageType',
    'tnmT',
    'tnmN',
    'tnmM',
    'tnmStage',
    'tnmSimplifiedStage',
  ],
  4: [
    'imagingCategory',
    'imagingSubcategory',
    'marker',
    'otherPrognosticFactor',
    'prognosticCategory',
    'histologicTypeSubtype',
    'tumourGrading',
    'documentType',
  ],
  5: [
    'treatmentType',
    'therapeuticAgent',
    'therapeuticProtocol',
    'treatmentResponse',
    'lackOfTreatmentReason',
    'radiotherapyTypeSystemic',
    'radiotherapyTypeSurgery',
    'systemicTherapyRole',
    'abroadTreatmentType',
  ],
  6: ['language', 'reportingUnitType', 'role'],
};

/** Many-to-many pairs of GET api/language/notification-many-to-many-lists (dictionary_links.link_id). */
export const LinkId = {
  histologicTypeTumourGrading: 1,
  tumourLocationTopography: 2,
} as const;

/** Prognostic rank of a marker or factor for a morphology; the lowest rank of the chosen ones wins. */
export const PrognosticRank = { notFavourable: 1, favourable: 2, meaningless: 3 } as const;

/** Topography ids of the two death-reason-only entries (spec 02 §5). */
export const DeathReasonTopography = { other: 999999, unavailable: 999998 } as const;
