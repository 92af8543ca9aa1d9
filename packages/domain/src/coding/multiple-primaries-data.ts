// IARC/IACR 2004 rules for multiple primary neoplasms (IARC Internal Report 2004/02; ENCR).
// Table 2: histology groups regarded as "different" (after Berg 1994). Table 1: topography codes
// counted as a single organ. Transcribed; logic in multiple-primaries.ts.

export type HistologyGroup = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;

export const HISTOLOGY_GROUPS: ReadonlyArray<{ group: HistologyGroup; name: string; ranges: string }> = [
  { group: 1, name: 'squamous and transitional cell carcinomas', ranges: '8051-8084,8120-8131' },
  { group: 2, name: 'basal cell carcinomas', ranges: '8090-8110' },
  {
    group: 3,
    name: 'adenocarcinomas',
    ranges: '8140-8149,8160-8162,8190-8221,8260-8337,8350-8551,8570-8576,8940-8941',
  },
  {
    group: 4,
    name: 'other specified carcinomas',
    ranges: '8030-8046,8150-8157,8170-8180,8230-8255,8340-8347,8560-8562,8580-8671',
  },
  { group: 5, name: 'unspecified carcinomas', ranges: '8010-8015,8020-8022,8050' },
  {
    group: 6,
    name: 'sarcomas and soft tissue tumours',
    ranges: '8680-8713,8800-8921,8990-8991,9040-9044,9120-9125,9130-9136,9141-9252,9370-9373,9540-9582',
  },
  { group: 7, name: 'mesothelioma', ranges: '9050-9055' },
  { group: 8, name: 'myeloid', ranges: '9840,9861-9931,9945-9946,9950,9961-9964,9980-9987' },
  {
    group: 9,
    name: 'B-cell neoplasms',
    ranges: '9670-9699,9728,9731-9734,9761-9767,9769,9823-9826,9833,9836,9940',
  },
  { group: 10, name: 'T-cell and NK-cell neoplasms', ranges: '9700-9719,9729,9768,9827-9831,9834,9837,9948' },
  { group: 11, name: 'Hodgkin lymphoma', ranges: '9650-9667' },
  { group: 12, name: 'mast-cell tumours', ranges: '9740-9742' },
  { group: 13, name: 'histiocytes and accessory lymphoid cells', ranges: '9750-9758' },
  {
    group: 14,
    name: 'unspecified haematopoietic',
    ranges: '9590-9591,9596,9727,9760,9800-9801,9805,9820,9832,9835,9860,9960,9970,9975,9989',
  },
  { group: 15, name: 'Kaposi sarcoma', ranges: '9140' },
  {
    group: 16,
    name: 'other specified types of cancer',
    ranges: '8720-8790,8930-8936,8950-8983,9000-9030,9060-9110,9260-9365,9380-9539',
  },
  { group: 17, name: 'unspecified types of cancer', ranges: '8000-8005' },
];

/**
 * Haematopoietic codes added by ICD-O-3.1 (2011) and later, which the 2004 table predates. Without
 * them the commonest childhood cancer (B-lymphoblastic leukaemia, 9811–9818) would fall outside
 * every group. Placed by lineage, as the 2004 table places their predecessors (9836 → B-cell,
 * 9837 → T-cell, 9800 → unspecified).
 */
export const ICDO31_ADDITIONS: ReadonlyArray<{ group: HistologyGroup; ranges: string }> = [
  { group: 8, ranges: '9965-9967' },
  { group: 9, ranges: '9597,9735,9737-9738,9811-9819,9971' },
  { group: 10, ranges: '9724-9726' },
  { group: 14, ranges: '9806-9809' },
];

/** Carcinoma groups: group 5 (carcinoma NOS) beside any of them is decided by site. */
export const CARCINOMA_GROUPS: readonly HistologyGroup[] = [1, 2, 3, 4, 5];
/** Specified haematopoietic groups; beside group 14 (unspecified) they are one tumour. */
export const SPECIFIED_HAEMATOPOIETIC_GROUPS: readonly HistologyGroup[] = [8, 9, 10, 11, 12, 13];
export const UNSPECIFIED_HAEMATOPOIETIC_GROUP: HistologyGroup = 14;
export const UNSPECIFIED_GROUP: HistologyGroup = 17;
/**
 * Rule 4.1: systemic (multicentric) cancers are counted once per person whatever the site: Kaposi
 * sarcoma (15) and the haematopoietic groups (8–14). CanReg5 also treats mesothelioma (7) as systemic;
 * the published rule does not, so two mesotheliomas are compared by site here.
 */
export const SYSTEMIC_GROUPS: readonly HistologyGroup[] = [8, 9, 10, 11, 12, 13, 14, 15];

/** Table 1: three-character sites counted as one organ (the first code names the group). */
export const MERGED_SITES: ReadonlyArray<readonly string[]> = [
  ['C01', 'C02'],
  ['C00', 'C03', 'C04', 'C05', 'C06'],
  ['C09', 'C10', 'C12', 'C13', 'C14'],
  ['C19', 'C20'],
  ['C23', 'C24'],
  ['C33', 'C34'],
  ['C40', 'C41'],
  ['C65', 'C66', 'C67', 'C68'],
];

/** Unknown primary site: a tumour there cannot be told apart from one elsewhere. */
export const UNKNOWN_SITE = 'C80';
