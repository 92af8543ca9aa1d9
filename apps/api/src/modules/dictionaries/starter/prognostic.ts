// Markers and other prognostic factors with their rank per morphology (spec 02 §9: 1 not favourable,
// 2 favourable, 3 meaningless; the lowest rank of the chosen ones is the prognostic meaning).
// Authored from the risk factors of the current paediatric protocols; oncologist review pending.
import type { EntryRow } from './types';

export const MARKERS: readonly EntryRow[] = [
  [1, 'MYCN-AMP', 'MYCN amplificat', 'MYCN amplified'],
  [2, 'MYCN-NA', 'MYCN neamplificat', 'MYCN not amplified'],
  [3, '11Q', 'Aberație 11q', '11q aberration'],
  [4, '1P-DEL', 'Deleție 1p', '1p deletion'],
  [5, 'DI-HYPER', 'Indice ADN > 1 (hiperdiploid)', 'DNA index > 1 (hyperdiploid)'],
  [6, 'DI-DIPLOID', 'Indice ADN = 1 (diploid)', 'DNA index = 1 (diploid)'],
  [7, 'ETV6-RUNX1', 'ETV6-RUNX1', 'ETV6-RUNX1'],
  [8, 'HYPERDIPLOID', 'Hiperdiploidie înaltă', 'High hyperdiploidy'],
  [9, 'BCR-ABL1', 'BCR-ABL1 (cromozom Philadelphia)', 'BCR-ABL1 (Philadelphia chromosome)'],
  [10, 'KMT2A', 'Rearanjare KMT2A (MLL)', 'KMT2A (MLL) rearrangement'],
  [11, 'HYPODIPLOID', 'Hipodiploidie (< 44 cromozomi)', 'Hypodiploidy (< 44 chromosomes)'],
  [12, 'IAMP21', 'iAMP21', 'iAMP21'],
  [13, 'TCF3-PBX1', 'TCF3-PBX1', 'TCF3-PBX1'],
  [14, 'RUNX1-RUNX1T1', 't(8;21) RUNX1-RUNX1T1', 't(8;21) RUNX1-RUNX1T1'],
  [15, 'CBFB-MYH11', 'inv(16) CBFB-MYH11', 'inv(16) CBFB-MYH11'],
  [16, 'PML-RARA', 't(15;17) PML-RARA', 't(15;17) PML-RARA'],
  [17, 'FLT3-ITD', 'FLT3-ITD', 'FLT3-ITD'],
  [18, 'NPM1', 'Mutație NPM1', 'NPM1 mutation'],
  [19, 'MONOSOMY7', 'Monosomie 7', 'Monosomy 7'],
  [20, 'MB-WNT', 'Meduloblastom WNT-activat', 'WNT-activated medulloblastoma'],
  [21, 'MB-SHH-TP53WT', 'SHH-activat, TP53 tip sălbatic', 'SHH-activated, TP53 wild-type'],
  [22, 'MB-SHH-TP53MUT', 'SHH-activat, TP53 mutant', 'SHH-activated, TP53 mutant'],
  [23, 'MB-G3-MYC', 'Grup 3 cu amplificare MYC', 'Group 3 with MYC amplification'],
  [24, 'MB-G4', 'Grup 4', 'Group 4'],
  [25, 'FOXO1-POS', 'Fuziune FOXO1 prezentă', 'FOXO1 fusion positive'],
  [26, 'FOXO1-NEG', 'Fuziune FOXO1 absentă', 'FOXO1 fusion negative'],
  [27, 'ANAPLASIA-DIFFUSE', 'Anaplazie difuză', 'Diffuse anaplasia'],
  [28, 'LOH-1P16Q', 'LOH 1p/16q', 'LOH 1p/16q'],
  [29, 'TP53', 'Mutație TP53', 'TP53 mutation'],
  [30, 'EWSR1-FLI1', 'Fuziune EWSR1-FLI1', 'EWSR1-FLI1 fusion'],
  [31, 'BRAF-V600E', 'BRAF V600E', 'BRAF V600E'],
  [32, 'H3K27M', 'H3 K27M', 'H3 K27M'],
  [33, 'GAIN-1Q', 'Câștig 1q', '1q gain'],
];

export const OTHER_PROGNOSTIC_FACTORS: readonly EntryRow[] = [
  [1, 'LDH-HIGH', 'LDH crescut', 'Elevated LDH'],
  [2, 'PRED-GOOD', 'Răspuns bun la prednison (ziua 8)', 'Good prednisone response (day 8)'],
  [3, 'PRED-POOR', 'Răspuns slab la prednison (ziua 8)', 'Poor prednisone response (day 8)'],
  [4, 'MRD-NEG', 'BMR negativă la sfârșitul inducției', 'MRD negative at end of induction'],
  [5, 'MRD-POS', 'BMR pozitivă la sfârșitul inducției', 'MRD positive at end of induction'],
  [6, 'WBC-50', 'Leucocite ≥ 50.000/µL la diagnostic', 'WBC ≥ 50,000/µL at diagnosis'],
  [7, 'B-SYMPTOMS', 'Simptome B', 'B symptoms'],
  [8, 'BULKY', 'Masă tumorală voluminoasă (bulky)', 'Bulky disease'],
  [9, 'AGE-LT18M', 'Vârstă < 18 luni', 'Age < 18 months'],
  [10, 'AGE-GE18M', 'Vârstă ≥ 18 luni', 'Age ≥ 18 months'],
  [11, 'AFP-LOW', 'AFP < 100 ng/mL la diagnostic', 'AFP < 100 ng/mL at diagnosis'],
  [
    12,
    'NECROSIS-GOOD',
    'Necroză tumorală ≥ 90% după chimioterapie',
    'Tumour necrosis ≥ 90% after chemotherapy',
  ],
  [
    13,
    'NECROSIS-POOR',
    'Necroză tumorală < 90% după chimioterapie',
    'Tumour necrosis < 90% after chemotherapy',
  ],
  [14, 'R0', 'Rezecție completă (R0)', 'Complete resection (R0)'],
  [15, 'RESIDUAL', 'Tumoră reziduală postoperator', 'Residual tumour after surgery'],
  [16, 'ESR-HIGH', 'VSH crescut', 'Elevated ESR'],
];

type Ranks = { markers?: Record<number, number>; factors?: Record<number, number> };

const NEURO: Ranks = { markers: { 1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1 }, factors: { 1: 1, 9: 2, 10: 1 } };
const ALL: Ranks = {
  markers: { 7: 2, 8: 2, 9: 1, 10: 1, 11: 1, 12: 1, 13: 3 },
  factors: { 2: 2, 3: 1, 4: 2, 5: 1, 6: 1 },
};
const AML: Ranks = {
  markers: { 10: 1, 14: 2, 15: 2, 16: 2, 17: 1, 18: 2, 19: 1 },
  factors: { 4: 2, 5: 1, 6: 1 },
};
const MEDULLO: Ranks = { markers: { 20: 2, 21: 3, 22: 1, 23: 1, 24: 3, 29: 1 }, factors: { 14: 2, 15: 1 } };
const RMS: Ranks = { markers: { 25: 1, 26: 2 }, factors: { 14: 2, 15: 1 } };
const WILMS: Ranks = { markers: { 27: 1, 28: 1, 33: 1 }, factors: { 14: 2, 15: 1 } };
const BONE: Ranks = { markers: { 30: 3 }, factors: { 1: 1, 12: 2, 13: 1 } };
const HODGKIN: Ranks = { factors: { 7: 1, 8: 1, 16: 1 } };
const LGG: Ranks = { markers: { 31: 2 }, factors: { 14: 2, 15: 1 } };
const HGG: Ranks = { markers: { 31: 2, 32: 1 }, factors: { 14: 2, 15: 1 } };

/** Morphology code → ranks of its markers and other prognostic factors. */
export const PROGNOSTIC_RANKS: ReadonlyArray<readonly [readonly string[], Ranks]> = [
  [['9500/3', '9490/3'], NEURO],
  [['9811/3', '9812/3', '9813/3', '9814/3', '9815/3', '9816/3', '9818/3', '9835/3', '9836/3', '9837/3'], ALL],
  [['9861/3', '9866/3', '9867/3', '9872/3', '9873/3', '9874/3', '9891/3', '9896/3', '9910/3'], AML],
  [['9470/3', '9471/3', '9474/3'], MEDULLO],
  [['8900/3', '8910/3', '8920/3'], RMS],
  [['8960/3'], WILMS],
  [['9260/3', '9364/3', '9180/3', '9181/3', '9183/3'], BONE],
  [['8970/3'], { factors: { 11: 1, 14: 2, 15: 1 } }],
  [['9650/3', '9652/3', '9663/3', '9659/3'], HODGKIN],
  [['9687/3', '9714/3'], { factors: { 1: 1 } }],
  [['9421/1', '9400/3'], LGG],
  [['9440/3', '9401/3'], HGG],
];
