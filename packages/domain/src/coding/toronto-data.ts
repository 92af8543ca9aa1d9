// Toronto Childhood Cancer Stage Guidelines (Gupta S et al., Lancet Oncol 2016;17:e163–72; IACR-
// endorsed; v2 2022 as used by the SEER Paediatric staging algorithm 1.3).
//
// Which tumours: the ICD-O-3 selection of each type is transcribed from the schema-selection tables
// of SEER Paediatric algorithm 1.3 (data/toronto/seer_pediatric_algorithm_1.3/tables/schema_selection_*),
// merging SEER's sub-schemas into the 16 Toronto types. Deliberate deviations, all to keep Toronto
// consistent with our ICCC-3 coding of ICD-O-3 (2000/3.1) data:
//  - ALL: 9811–9819/9837 only in blood/marrow/reticulo-endothelial/unknown site (ICCC Ia.1); elsewhere
//    they are lymphoblastic lymphoma and go to NHL with 9727–9729 (ICCC IIb.1). 9835–9836 (ALL NOS in
//    ICD-O-3 2000) added. SEER sends all 9811–9819 to ALL and has no 9727–9729, 9835–9836.
//  - AML: no SEER schema; selection = ICCC-3 Ib histologies, any site, ages 0–39 like the others.
//  - Hodgkin: ICCC-3 IIa histologies (SEER omits 9654, 9661–9662, 9664–9665, 9667, valid ICD-O-3 codes).
// Tier 2 values are SEER's Toronto stage groups (data/toronto/toronto_schemas_summary.csv); Tier 1 is
// the guideline's simple collapse, authored here. Romanian labels are drafts for clinical review.

export type TorontoCancerType =
  | 'acute-lymphoblastic-leukaemia'
  | 'acute-myeloid-leukaemia'
  | 'hodgkin-lymphoma'
  | 'non-hodgkin-lymphoma'
  | 'neuroblastoma'
  | 'wilms-tumour'
  | 'rhabdomyosarcoma'
  | 'non-rhabdomyosarcoma-soft-tissue-sarcoma'
  | 'osteosarcoma'
  | 'ewing-sarcoma'
  | 'retinoblastoma'
  | 'hepatoblastoma'
  | 'testicular-cancer'
  | 'ovarian-cancer'
  | 'medulloblastoma'
  | 'ependymoma';

export type StageValue = { code: string; labelEn: string; labelRo: string };
/** A Tier 2 value and the Tier 1 value it collapses to. */
export type Tier2Value = StageValue & { tier1: string };

/** sites and histologies as inclusive ranges; maxAge null = all ages (SEER "ages 0-39" → 39) */
export type TorontoSelection = {
  histologies: string;
  sites: string;
  behaviours: string;
  maxAge: number | null;
};

export type TorontoDefinition = {
  type: TorontoCancerType;
  labelEn: string;
  labelRo: string;
  /** staging system behind Tier 2 */
  system: string;
  selection: readonly TorontoSelection[];
  tier1: readonly StageValue[];
  tier2: readonly Tier2Value[];
};

const v = (code: string, labelEn: string, labelRo: string): StageValue => ({ code, labelEn, labelRo });
const t2 = (code: string, labelEn: string, labelRo: string, tier1: string): Tier2Value => ({
  code,
  labelEn,
  labelRo,
  tier1,
});

const UNKNOWN = v('X', 'Unknown', 'Necunoscut');
const UNKNOWN_2 = t2('X', 'Unknown', 'Necunoscut', 'X');
const LOCALISED = v('L', 'Localised', 'Localizat');
const REGIONAL = v('R', 'Regional', 'Regional');
const METASTATIC = v('M', 'Metastatic', 'Metastatic');
const LOCALISED_METASTATIC = [LOCALISED, METASTATIC, UNKNOWN];
const CNS_TIER1 = [
  v('CNS-', 'CNS negative', 'SNC negativ'),
  v('CNS+', 'CNS positive', 'SNC pozitiv'),
  UNKNOWN,
];
const ROMAN = ['I', 'II', 'III', 'IV'] as const;
const stage = (n: string) => ({ en: `Stage ${n}`, ro: `Stadiul ${n}` });

const M_STAGES: Tier2Value[] = [
  t2('M0', 'M0 – no metastasis, CSF negative', 'M0 – fără metastaze, LCR negativ', 'M0'),
  t2('M1', 'M1 – tumour cells in the CSF', 'M1 – celule tumorale în LCR', 'M+'),
  t2('M2', 'M2 – visible metastasis in the brain', 'M2 – metastaze vizibile intracranian', 'M+'),
  t2('M3', 'M3 – visible metastasis in the spine', 'M3 – metastaze vizibile spinale', 'M+'),
  t2('M4', 'M4 – metastasis outside the CNS', 'M4 – metastaze în afara SNC', 'M+'),
  UNKNOWN_2,
];
const M_TIER1 = [
  v('M0', 'M0 – localised', 'M0 – localizat'),
  v('M+', 'M+ – metastatic', 'M+ – metastatic'),
  UNKNOWN,
];

const numbered = (codes: readonly string[], tier1: (code: string) => string, prefix = ''): Tier2Value[] => [
  ...codes.map((code) => t2(`${prefix}${code}`, stage(code).en, stage(code).ro, tier1(code))),
  UNKNOWN_2,
];
const localisedUnlessIv = (code: string) => (code.startsWith('IV') ? 'M' : 'L');

const CNS = 'C700-C729';
const BONE = 'C400-C419,C760-C768,C809';

export const TORONTO_DEFINITIONS: readonly TorontoDefinition[] = [
  {
    type: 'acute-lymphoblastic-leukaemia',
    labelEn: 'Acute lymphoblastic leukaemia',
    labelRo: 'Leucemie acută limfoblastică',
    system: 'CNS status',
    selection: [
      { histologies: '9811-9819,9837', sites: 'C420-C421,C423-C424,C809', behaviours: '3', maxAge: 39 },
      { histologies: '9835-9836', sites: 'C000-C809', behaviours: '3', maxAge: 39 },
    ],
    tier1: CNS_TIER1,
    tier2: [
      t2('CNS1', 'CNS1 – no blasts in the CSF', 'CNS1 – fără blaști în LCR', 'CNS-'),
      t2('CNS2', 'CNS2 – blasts in the CSF, WBC < 5/µL', 'CNS2 – blaști în LCR, leucocite < 5/µL', 'CNS+'),
      t2(
        'CNS3',
        'CNS3 – blasts and WBC ≥ 5/µL, or clinical CNS signs',
        'CNS3 – blaști și leucocite ≥ 5/µL sau semne clinice SNC',
        'CNS+',
      ),
      UNKNOWN_2,
    ],
  },
  {
    type: 'acute-myeloid-leukaemia',
    labelEn: 'Acute myeloid leukaemia',
    labelRo: 'Leucemie acută mieloidă',
    system: 'CNS status',
    selection: [
      {
        histologies: '9840,9861,9865-9867,9869-9874,9877-9879,9891,9895-9898,9910-9912,9920,9930-9931',
        sites: 'C000-C809',
        behaviours: '3',
        maxAge: 39,
      },
    ],
    tier1: CNS_TIER1,
    tier2: [
      t2('CNS-', 'CNS negative', 'SNC negativ', 'CNS-'),
      t2('CNS+', 'CNS positive', 'SNC pozitiv', 'CNS+'),
      UNKNOWN_2,
    ],
  },
  {
    type: 'hodgkin-lymphoma',
    labelEn: 'Hodgkin lymphoma',
    labelRo: 'Limfom Hodgkin',
    system: 'Ann Arbor (Cotswolds) with B symptoms',
    selection: [
      { histologies: '9650-9655,9659,9661-9665,9667', sites: 'C000-C809', behaviours: '3', maxAge: 39 },
    ],
    tier1: [...ROMAN.map((n) => v(n, stage(n).en, stage(n).ro)), UNKNOWN],
    tier2: [
      ...ROMAN.flatMap((n) => [
        t2(`${n}A`, `Stage ${n}A – no B symptoms`, `Stadiul ${n}A – fără simptome B`, n),
        t2(`${n}B`, `Stage ${n}B – B symptoms`, `Stadiul ${n}B – cu simptome B`, n),
      ]),
      UNKNOWN_2,
    ],
  },
  {
    type: 'non-hodgkin-lymphoma',
    labelEn: 'Non-Hodgkin lymphoma',
    labelRo: 'Limfom non-Hodgkin',
    system: 'St Jude (Murphy)',
    selection: [
      {
        histologies:
          '9591,9671,9673,9678-9680,9687-9691,9695,9698-9699,9702,9705,9714-9717,9724,9727-9729,9731-9732,9734-9735,9737-9738,9761-9762,9765-9769,9823,9827,9970',
        sites: 'C000-C424,C470-C809',
        behaviours: '3',
        maxAge: 39,
      },
      { histologies: '9811-9819,9837', sites: 'C000-C419,C422,C470-C779', behaviours: '3', maxAge: 39 },
    ],
    tier1: [
      v('LIMITED', 'Limited (stage I–II)', 'Limitat (stadiul I–II)'),
      v('ADVANCED', 'Advanced (stage III–IV)', 'Avansat (stadiul III–IV)'),
      UNKNOWN,
    ],
    tier2: numbered(ROMAN, (n) => (n === 'I' || n === 'II' ? 'LIMITED' : 'ADVANCED')),
  },
  {
    type: 'neuroblastoma',
    labelEn: 'Neuroblastoma',
    labelRo: 'Neuroblastom',
    system: 'INRGSS',
    selection: [{ histologies: '9490,9500', sites: 'C000-C809', behaviours: '3', maxAge: null }],
    tier1: LOCALISED_METASTATIC,
    tier2: [
      t2(
        'L1',
        'L1 – localised, no image-defined risk factors',
        'L1 – localizat, fără factori de risc imagistici',
        'L',
      ),
      t2(
        'L2',
        'L2 – locoregional with image-defined risk factors',
        'L2 – locoregional, cu factori de risc imagistici',
        'L',
      ),
      t2('M', 'M – distant metastatic disease', 'M – boală metastatică la distanță', 'M'),
      t2(
        'MS',
        'MS – metastatic, confined to skin, liver, marrow (< 18 months)',
        'MS – metastatic limitat la piele, ficat, măduvă (< 18 luni)',
        'M',
      ),
      UNKNOWN_2,
    ],
  },
  {
    type: 'wilms-tumour',
    labelEn: 'Wilms tumour (renal tumours)',
    labelRo: 'Tumoră Wilms (tumori renale)',
    system: 'SIOP / COG (y = after preoperative chemotherapy)',
    selection: [
      { histologies: '8959-8960', sites: 'C649,C659', behaviours: '3', maxAge: null },
      { histologies: '8963,9364', sites: 'C649', behaviours: '3', maxAge: null },
      { histologies: '8964-8967', sites: 'C649,C659', behaviours: '3', maxAge: 39 },
      { histologies: '8000-8005', sites: 'C649', behaviours: '3', maxAge: 39 },
    ],
    tier1: LOCALISED_METASTATIC,
    tier2: [
      ...['I', 'II', 'III'].flatMap((n) => [
        t2(n, stage(n).en, stage(n).ro, 'L'),
        t2(`y${n}`, `Stage y-${n} (after chemotherapy)`, `Stadiul y-${n} (după chimioterapie)`, 'L'),
      ]),
      t2('IV', stage('IV').en, stage('IV').ro, 'M'),
      UNKNOWN_2,
    ],
  },
  {
    type: 'rhabdomyosarcoma',
    labelEn: 'Rhabdomyosarcoma',
    labelRo: 'Rabdomiosarcom',
    system: 'IRS pre-treatment (TNM) stage',
    selection: [
      { histologies: '8900-8905,8920,8991', sites: 'C000-C809', behaviours: '3', maxAge: 39 },
      { histologies: '8910,8912', sites: 'C000-C809', behaviours: '3', maxAge: null },
    ],
    tier1: LOCALISED_METASTATIC,
    tier2: numbered(['1', '2', '3', '4'], (n) => (n === '4' ? 'M' : 'L')),
  },
  {
    type: 'non-rhabdomyosarcoma-soft-tissue-sarcoma',
    labelEn: 'Non-rhabdomyosarcoma soft tissue sarcoma',
    labelRo: 'Sarcom de părți moi non-rabdomiosarcom',
    system: 'TNM with grade (AJCC-based)',
    selection: [
      {
        histologies: '8810-8811,8813-8815,8821,8823,8834-8835',
        sites: 'C000-C399,C440-C768,C809',
        behaviours: '3',
        maxAge: 39,
      },
      {
        histologies: '8820,8822,8824-8827,9150,9160,9491,9540-9571,9580',
        sites: 'C000-C809',
        behaviours: '3',
        maxAge: 39,
      },
      {
        histologies:
          '8587,8710-8713,8806,8831-8833,8836,8840-8842,8850-8858,8860-8862,8870,8880-8881,8890-8898,8921,8982,8990,9040-9044,9120-9125,9130-9133,9135-9136,9141-9142,9161,9170-9175,9231,9251-9252,9373,9581',
        sites: 'C000-C809',
        behaviours: '3',
        maxAge: 39,
      },
      { histologies: '8830', sites: 'C000-C399,C440-C768,C809', behaviours: '3', maxAge: 39 },
      { histologies: '8963', sites: 'C000-C639,C659-C699,C739-C768,C809', behaviours: '3', maxAge: 39 },
      { histologies: '9180,9210,9220,9240', sites: 'C490-C499', behaviours: '3', maxAge: 39 },
      { histologies: '9260', sites: 'C000-C399,C470-C759', behaviours: '3', maxAge: 39 },
      {
        histologies: '9364',
        sites: 'C000-C399,C470-C639,C659-C699,C739-C768,C809',
        behaviours: '3',
        maxAge: 39,
      },
      { histologies: '9365', sites: 'C000-C399,C470-C639,C659-C768,C809', behaviours: '3', maxAge: 39 },
      { histologies: '8800-8805', sites: 'C000-C399,C440-C768', behaviours: '3', maxAge: 39 },
    ],
    tier1: LOCALISED_METASTATIC,
    tier2: numbered(['1', '2', '3', '4'], (n) => (n === '4' ? 'M' : 'L')),
  },
  {
    type: 'osteosarcoma',
    labelEn: 'Osteosarcoma',
    labelRo: 'Osteosarcom',
    system: 'Localised / metastatic',
    selection: [{ histologies: '9180-9187,9191-9195,9200', sites: BONE, behaviours: '3', maxAge: 39 }],
    tier1: LOCALISED_METASTATIC,
    tier2: [t2('L', 'Localised', 'Localizat', 'L'), t2('M', 'Metastatic', 'Metastatic', 'M'), UNKNOWN_2],
  },
  {
    type: 'ewing-sarcoma',
    labelEn: 'Ewing sarcoma (of bone)',
    labelRo: 'Sarcom Ewing (osos)',
    system: 'Localised / metastatic',
    selection: [
      { histologies: '9260', sites: BONE, behaviours: '3', maxAge: 39 },
      { histologies: '9363-9365', sites: 'C400-C419', behaviours: '3', maxAge: 39 },
    ],
    tier1: LOCALISED_METASTATIC,
    tier2: [t2('L', 'Localised', 'Localizat', 'L'), t2('M', 'Metastatic', 'Metastatic', 'M'), UNKNOWN_2],
  },
  {
    type: 'retinoblastoma',
    labelEn: 'Retinoblastoma',
    labelRo: 'Retinoblastom',
    system: 'International Retinoblastoma Staging System (IRSS)',
    selection: [{ histologies: '9510-9514', sites: 'C690-C699', behaviours: '3', maxAge: null }],
    tier1: LOCALISED_METASTATIC,
    tier2: numbered(['0', 'I', 'II', 'III', 'IV'], localisedUnlessIv),
  },
  {
    type: 'hepatoblastoma',
    labelEn: 'Hepatoblastoma',
    labelRo: 'Hepatoblastom',
    system: 'PRETEXT with metastasis flag',
    selection: [{ histologies: '8970', sites: 'C220', behaviours: '3', maxAge: null }],
    tier1: LOCALISED_METASTATIC,
    tier2: [
      ...(['L', 'M'] as const).flatMap((flag) =>
        ROMAN.map((n, index) =>
          t2(
            `${flag}${index + 1}`,
            `PRETEXT ${n}, ${flag === 'L' ? 'no metastasis' : 'metastatic'}`,
            `PRETEXT ${n}, ${flag === 'L' ? 'fără metastaze' : 'cu metastaze'}`,
            flag,
          ),
        ),
      ),
      UNKNOWN_2,
    ],
  },
  {
    type: 'testicular-cancer',
    labelEn: 'Testicular germ cell tumour',
    labelRo: 'Tumoră testiculară cu celule germinale',
    system: 'AJCC/COG stage with serum markers (S)',
    selection: [
      {
        histologies: '9060-9065,9070-9073,9080-9085,9090-9091,9100-9101',
        sites: 'C620-C629',
        behaviours: '3',
        maxAge: 39,
      },
    ],
    tier1: [LOCALISED, REGIONAL, METASTATIC, UNKNOWN],
    tier2: numbered(['I', 'IA', 'IB', 'IS', 'II', 'IIA', 'IIB', 'IIC', 'III', 'IIIA', 'IIIB', 'IIIC'], (n) =>
      n.startsWith('III') ? 'M' : n.startsWith('II') ? 'R' : 'L',
    ),
  },
  {
    type: 'ovarian-cancer',
    labelEn: 'Ovarian germ cell tumour',
    labelRo: 'Tumoră ovariană cu celule germinale',
    system: 'FIGO / COG stage',
    selection: [
      {
        histologies: '9060-9065,9070-9073,9080-9085,9090-9091,9100-9101',
        sites: 'C569',
        behaviours: '3',
        maxAge: 39,
      },
    ],
    tier1: [LOCALISED, REGIONAL, METASTATIC, UNKNOWN],
    tier2: numbered(ROMAN, (n) => (n === 'I' ? 'L' : n === 'IV' ? 'M' : 'R')),
  },
  {
    type: 'medulloblastoma',
    labelEn: 'Medulloblastoma and other CNS embryonal tumours',
    labelRo: 'Meduloblastom și alte tumori embrionare ale SNC',
    system: 'Chang M stage',
    selection: [
      { histologies: '9470-9478,9480,9501-9504,9508', sites: CNS, behaviours: '3', maxAge: null },
      { histologies: '9362', sites: 'C700-C729,C753', behaviours: '3', maxAge: null },
    ],
    tier1: M_TIER1,
    tier2: M_STAGES,
  },
  {
    type: 'ependymoma',
    labelEn: 'Ependymoma',
    labelRo: 'Ependimom',
    system: 'Chang M stage',
    // SEER selects ependymoma by site and histology only, so /1 (myxopapillary, subependymoma) is staged too.
    selection: [{ histologies: '9383,9391-9394,9396', sites: 'C710-C729', behaviours: '1,3', maxAge: null }],
    tier1: M_TIER1,
    tier2: M_STAGES,
  },
];
