// Code lists of the IARC/IACR consistency checks (IARC Technical Report 42, "Check and conversion
// programs for cancer registries", as implemented by IARC in IARCcrgTools and CanReg5 release R45,
// src/canreg/common/qualitycontrol). Values are transcribed; the logic is in the checks-*.ts files.
// Topography values are the numeric compact form (C38.4 → 384); a "site" is the 3-character group.

/** Age–morphology (Rare). */
export const AGE_MORPHOLOGY = {
  /** rare at age ≤ 25 */
  maxAge25: [9730, 9823, 9890],
  /** rare at age ≥ 15: childhood tumours (Wilms, hepatoblastoma, neuroblastoma, medulloblastoma, Burkitt…) */
  minAge15: [8910, 8960, 8961, 8962, 8970, 8981, 8991, 9072, 9470, 9490, 9500, 9687],
  /** rare at age < 15: adult lymphoid neoplasms */
  belowAge15: [9724, 9732, 9823],
} as const;

/** Age–topography (Rare): sites (3-character, as numbers) and single subsites. */
export const AGE_TOPOGRAPHY = {
  belowAge5Sites: [53, 61],
  belowAge20Sites: [15, 19, 20, 21, 23, 24, 50, 53, 54, 55],
  belowAge20Subsites: [384],
} as const;

/**
 * Basis of diagnosis–morphology: morphologies that may be coded without microscopic confirmation
 * (clinically or by imaging/markers). 8720 (melanoma) only on skin C44 and eye C69.
 */
export const MORPHOLOGY_WITHOUT_MICROSCOPY = [
  8000, 8150, 8151, 8152, 8153, 8154, 8170, 8270, 8271, 8272, 8273, 8274, 8275, 8276, 8277, 8278, 8279, 8280,
  8281, 8800, 8960, 9050, 9100, 9140, 9350, 9380, 9384, 9500, 9510, 9530, 9531, 9532, 9533, 9534, 9535, 9536,
  9537, 9538, 9539, 9590, 9732, 9761, 9800,
] as const;
export const MELANOMA_WITHOUT_MICROSCOPY_SITES = [44, 69] as const;
/** Basis codes that are microscopic: 5 cytology, 6 histology of a metastasis, 7 histology of the primary, 8 autopsy */
export const MICROSCOPIC_BASIS = [5, 6, 7, 8] as const;

/** Grade–morphology: morphologies whose name implies a grade (CanReg5 R45 CheckGrade). */
export const IMPLIED_GRADE: ReadonlyArray<{ histologies: readonly number[]; allowed: readonly number[] }> = [
  // well differentiated
  { histologies: [8331, 9187, 9511], allowed: [1] },
  // moderately differentiated
  { histologies: [8249, 8332, 9083, 9243, 9372], allowed: [2] },
  // poorly differentiated
  { histologies: [8631, 8634], allowed: [3] },
  // undifferentiated / anaplastic
  { histologies: [8020, 8021, 8805, 9062, 9082, 9392, 9401, 9451, 9505, 9512], allowed: [4] },
  // T-cell lymphomas and leukaemias
  {
    histologies: [9702, 9705, 9708, 9709, 9716, 9717, 9718, 9719, 9724, 9726, 9729, 9827, 9834, 9837],
    allowed: [5],
  },
  // anaplastic large cell lymphoma, T and null cell type
  { histologies: [9714], allowed: [4, 5, 7] },
  // NK/T-cell lymphoma
  { histologies: [9948], allowed: [8] },
];

/** T/NK-cell range 9700–9719: grade must be T (5) or NK (8), except the two codes below. */
export const T_NK_RANGE = [9700, 9719] as const;
/** 9712 (intravascular large B-cell) is B-cell despite its number; 9714 has its own rule above. */
export const T_NK_RANGE_EXCEPTIONS = [9712, 9714] as const;

/** B-cell lymphomas and leukaemias: grade must be B (6). */
export const B_CELL_RANGES: ReadonlyArray<readonly [number, number]> = [
  [9670, 9699],
  [9712, 9712],
  [9728, 9728],
  [9737, 9738],
  [9811, 9818],
  [9823, 9823],
  [9833, 9833],
  [9836, 9836],
];

/** Grades 5–8 (cell lineage) only exist for lymphomas and leukaemias (histology ≥ 9590). */
export const FIRST_HAEMATOPOIETIC_HISTOLOGY = 9590;

/**
 * Sex–morphology (Rare). From the morphology families of IARCcrgTools/CanReg5 (MorphFam):
 * families 22–26 (vulva/vagina, uterus, ovary, other female genital, placenta) are female-specific,
 * 27–28 (penis, prostate/testis) male-specific. Gonadal stromal tumours that occur in both sexes
 * (8630–8631, 8633–8634, 8640, 8642, 8650) are deliberately absent.
 */
export const FEMALE_ONLY_MORPHOLOGIES = [
  8313, 8380, 8381, 8382, 8383, 8384, 8441, 8442, 8443, 8444, 8451, 8460, 8462, 8463, 8470, 8471, 8472, 8473,
  8474, 8482, 8593, 8600, 8601, 8602, 8610, 8620, 8621, 8622, 8623, 8632, 8641, 8660, 8670, 8905, 8930, 8931,
  8934, 8950, 8951, 9000, 9013, 9014, 9015, 9090, 9091, 9103, 9104,
] as const;
export const MALE_ONLY_MORPHOLOGIES = [8080, 9061, 9062, 9063, 9102] as const;
/** Malignant dermoid cyst arises only in the ovary. */
export const FEMALE_ONLY_WHEN_MALIGNANT = [9084] as const;

/** Sex–topography (Invalid): female genital organs C51–C58, male genital organs C60–C63. */
export const FEMALE_SITES = [51, 58] as const;
export const MALE_SITES = [60, 63] as const;

/** Topography–behaviour (Rare): in situ is implausible in bone, marrow/blood, nerves, soft tissue, CNS. */
export const NO_IN_SITU_SITES = [40, 41, 42, 47, 49, 70, 71, 72] as const;
