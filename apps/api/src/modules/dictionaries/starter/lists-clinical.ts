// Authored clinical lists: tumour location (→ topography site groups), imaging, TNM v8 generic values,
// histologic types and their gradings. Ids fixed here; labels await clinical review.
import { ListId } from '@registry/domain/dictionaries/list-ids';
import type { EntryRow } from './types';

/** Tumour locations with the ICD-O-3 site groups (three-character topography) each one offers. */
export const TUMOUR_LOCATIONS: ReadonlyArray<readonly [EntryRow, string]> = [
  [[1, 'head-neck', 'Cap și gât', 'Head and neck'], 'C00-C14,C30-C32'],
  [[2, 'digestive', 'Aparat digestiv', 'Digestive organs'], 'C15-C26'],
  [[3, 'thorax', 'Torace și aparat respirator', 'Thorax and respiratory system'], 'C33-C39'],
  [[4, 'bone', 'Oase și articulații', 'Bones and joints'], 'C40-C41'],
  [[5, 'haematopoietic', 'Sânge, măduvă osoasă și splină', 'Blood, bone marrow and spleen'], 'C42'],
  [[6, 'skin', 'Piele', 'Skin'], 'C44'],
  [
    [7, 'nerves-soft-tissue', 'Nervi periferici și țesuturi moi', 'Peripheral nerves and soft tissues'],
    'C47,C49',
  ],
  [[8, 'peritoneum', 'Retroperitoneu și peritoneu', 'Retroperitoneum and peritoneum'], 'C48'],
  [[9, 'breast', 'Sân', 'Breast'], 'C50'],
  [[10, 'female-genital', 'Organe genitale feminine', 'Female genital organs'], 'C51-C58'],
  [[11, 'male-genital', 'Organe genitale masculine', 'Male genital organs'], 'C60-C63'],
  [[12, 'urinary', 'Rinichi și căi urinare', 'Kidney and urinary tract'], 'C64-C68'],
  [[13, 'eye', 'Ochi și anexe', 'Eye and adnexa'], 'C69'],
  [[14, 'cns', 'Sistem nervos central', 'Central nervous system'], 'C70-C72'],
  [[15, 'endocrine', 'Glande endocrine', 'Endocrine glands'], 'C73-C75'],
  [[16, 'lymph-nodes', 'Ganglioni limfatici', 'Lymph nodes'], 'C77'],
  [
    [17, 'ill-defined', 'Localizări prost definite sau necunoscute', 'Ill-defined or unknown sites'],
    'C76,C80',
  ],
];

export const IMAGING_CATEGORIES: readonly EntryRow[] = [
  [1, 'XR', 'Radiografie', 'X-ray'],
  [2, 'US', 'Ecografie', 'Ultrasound'],
  [3, 'CT', 'Tomografie computerizată', 'Computed tomography'],
  [4, 'MRI', 'Rezonanță magnetică', 'Magnetic resonance imaging'],
  [5, 'NM', 'Medicină nucleară', 'Nuclear medicine'],
  [6, 'PET', 'PET-CT / PET-RM', 'PET-CT / PET-MRI'],
];

const contrast = { hasContrastMaterial: true };
/** Subcategory id = category id × 100 + n; the contrast flag drives the read-only checkbox. */
export const IMAGING_SUBCATEGORIES: readonly EntryRow[] = [
  [101, 'XR-CHEST', 'Radiografie toracică', 'Chest X-ray', 1],
  [102, 'XR-SKELETAL', 'Radiografie osoasă', 'Skeletal X-ray', 1],
  [103, 'XR-CONTRAST', 'Radiografie cu substanță de contrast', 'Contrast X-ray study', 1, contrast],
  [201, 'US-ABD', 'Ecografie abdominală', 'Abdominal ultrasound', 2],
  [202, 'US-DOPPLER', 'Ecografie Doppler', 'Doppler ultrasound', 2],
  [203, 'US-CONTRAST', 'Ecografie cu contrast (CEUS)', 'Contrast-enhanced ultrasound', 2, contrast],
  [301, 'CT-NATIVE', 'CT nativ', 'Non-contrast CT', 3],
  [302, 'CT-CONTRAST', 'CT cu substanță de contrast', 'Contrast-enhanced CT', 3, contrast],
  [401, 'MRI-NATIVE', 'RM nativ', 'Non-contrast MRI', 4],
  [402, 'MRI-CONTRAST', 'RM cu gadolinium', 'Gadolinium-enhanced MRI', 4, contrast],
  [403, 'MRI-WB', 'RM întreg corpul', 'Whole-body MRI', 4],
  [501, 'NM-BONE', 'Scintigrafie osoasă', 'Bone scintigraphy', 5],
  [502, 'NM-MIBG', 'Scintigrafie MIBG', 'MIBG scintigraphy', 5],
  [503, 'NM-RENAL', 'Scintigrafie renală', 'Renal scintigraphy', 5],
  [601, 'PET-FDG', 'PET-CT cu FDG', 'FDG PET-CT', 6, contrast],
  [602, 'PET-OTHER', 'PET cu alt trasor', 'PET with another tracer', 6, contrast],
];

/** TNM 8 stage types; the T, N, M and stage values below are offered under each (parent = stage type). */
export const TNM_STAGE_TYPES: readonly EntryRow[] = [
  [1, 'c', 'Clinic (cTNM)', 'Clinical (cTNM)'],
  [2, 'p', 'Patologic (pTNM)', 'Pathological (pTNM)'],
  [3, 'y', 'După tratament (ycTNM / ypTNM)', 'Post-therapy (ycTNM / ypTNM)'],
];

/** Generic TNM 8 values [code, ro, en]; site-specific subcategories are not licensed (tnm/SOURCE.md). */
export const TNM_VALUES: ReadonlyArray<readonly [number, ReadonlyArray<readonly [string, string, string]>]> =
  [
    [
      ListId.tnmT,
      [
        ['TX', 'TX – tumora primară nu poate fi evaluată', 'TX – primary tumour cannot be assessed'],
        ['T0', 'T0 – fără dovezi de tumoră primară', 'T0 – no evidence of primary tumour'],
        ['Tis', 'Tis – carcinom in situ', 'Tis – carcinoma in situ'],
        ['T1', 'T1', 'T1'],
        ['T2', 'T2', 'T2'],
        ['T3', 'T3', 'T3'],
        ['T4', 'T4', 'T4'],
      ],
    ],
    [
      ListId.tnmN,
      [
        [
          'NX',
          'NX – ganglionii regionali nu pot fi evaluați',
          'NX – regional lymph nodes cannot be assessed',
        ],
        ['N0', 'N0 – fără metastaze ganglionare regionale', 'N0 – no regional lymph node metastasis'],
        ['N1', 'N1', 'N1'],
        ['N2', 'N2', 'N2'],
        ['N3', 'N3', 'N3'],
      ],
    ],
    [
      ListId.tnmM,
      [
        ['M0', 'M0 – fără metastaze la distanță', 'M0 – no distant metastasis'],
        ['M1', 'M1 – metastaze la distanță', 'M1 – distant metastasis'],
      ],
    ],
    [
      ListId.tnmStage,
      [
        ['0', 'Stadiul 0', 'Stage 0'],
        ['I', 'Stadiul I', 'Stage I'],
        ['II', 'Stadiul II', 'Stage II'],
        ['III', 'Stadiul III', 'Stage III'],
        ['IV', 'Stadiul IV', 'Stage IV'],
      ],
    ],
  ];

export const TNM_SIMPLIFIED_STAGES: readonly EntryRow[] = [
  [1, 'in-situ', 'In situ', 'In situ'],
  [2, 'localised', 'Localizat', 'Localised'],
  [3, 'regional', 'Regional', 'Regional'],
  [4, 'distant', 'Metastatic (la distanță)', 'Distant'],
  [9, 'unknown', 'Necunoscut', 'Unknown'],
];

/** Histologic types/subtypes that have a grading system, with the gradings they allow. */
export const HISTOLOGIC_TYPES: ReadonlyArray<readonly [EntryRow, readonly number[]]> = [
  [
    [1, 'cns-glioma', 'Tumori gliale SNC', 'CNS glial tumours'],
    [11, 12, 13, 14],
  ],
  [
    [2, 'ependymoma', 'Ependimom', 'Ependymoma'],
    [12, 13],
  ],
  [
    [3, 'neuroblastic', 'Tumori neuroblastice (INPC)', 'Neuroblastic tumours (INPC)'],
    [21, 22],
  ],
  [
    [4, 'wilms', 'Tumoră Wilms (SIOP)', 'Wilms tumour (SIOP)'],
    [31, 32, 33],
  ],
  [
    [5, 'soft-tissue-sarcoma', 'Sarcom de părți moi (FNCLCC)', 'Soft-tissue sarcoma (FNCLCC)'],
    [41, 42, 43],
  ],
  [
    [6, 'carcinoma', 'Carcinom', 'Carcinoma'],
    [51, 52, 53, 54, 59],
  ],
  [
    [7, 'osteosarcoma', 'Osteosarcom (răspuns Huvos)', 'Osteosarcoma (Huvos response)'],
    [61, 62],
  ],
];

export const TUMOUR_GRADINGS: readonly EntryRow[] = [
  [11, 'WHO-1', 'OMS grad 1', 'WHO grade 1'],
  [12, 'WHO-2', 'OMS grad 2', 'WHO grade 2'],
  [13, 'WHO-3', 'OMS grad 3', 'WHO grade 3'],
  [14, 'WHO-4', 'OMS grad 4', 'WHO grade 4'],
  [21, 'INPC-FH', 'Histologie favorabilă', 'Favourable histology'],
  [22, 'INPC-UH', 'Histologie nefavorabilă', 'Unfavourable histology'],
  [31, 'SIOP-LOW', 'Risc scăzut', 'Low risk'],
  [32, 'SIOP-INT', 'Risc intermediar', 'Intermediate risk'],
  [33, 'SIOP-HIGH', 'Risc înalt', 'High risk'],
  [41, 'FNCLCC-1', 'FNCLCC grad 1', 'FNCLCC grade 1'],
  [42, 'FNCLCC-2', 'FNCLCC grad 2', 'FNCLCC grade 2'],
  [43, 'FNCLCC-3', 'FNCLCC grad 3', 'FNCLCC grade 3'],
  [51, 'G1', 'G1 – bine diferențiat', 'G1 – well differentiated'],
  [52, 'G2', 'G2 – moderat diferențiat', 'G2 – moderately differentiated'],
  [53, 'G3', 'G3 – slab diferențiat', 'G3 – poorly differentiated'],
  [54, 'G4', 'G4 – nediferențiat', 'G4 – undifferentiated'],
  [59, 'GX', 'GX – grad neevaluabil', 'GX – grade cannot be assessed'],
  [61, 'HUVOS-GOOD', 'Răspuns bun (necroză ≥ 90%)', 'Good response (necrosis ≥ 90%)'],
  [62, 'HUVOS-POOR', 'Răspuns slab (necroză < 90%)', 'Poor response (necrosis < 90%)'],
];
