/**
 * Type 3: the incidence file of the ENCR–JRC call for data, as the JRC-ENCR Quality Check Software
 * (QCS) reads it. Sources: "ENCR-JRC Call for Data 2015 — Submission guidelines v1.1" (encr.eu,
 * activities/2015-call-for-data) for the variable names and codings, and the QCS manual for the CSV
 * form (one header line of variable names, one line per tumour). Codings used:
 * - PAT / TUM: the registry's patient and case ids; dates as month (1–12) and year, never the day;
 * - Sex 1 male, 2 female, 9 unknown; Age in completed years at incidence;
 * - Geo_Code: the county's INS (SIRUTA) code, Geo_Label its name;
 * - BoD: IARC basis (0 DCO, 1 clinical, 2 clinical investigation, 4 tumour markers, 5 cytology,
 *   6 histology of a metastasis, 7 histology of the primary, 9 unknown); Autopsy 9 (not recorded here);
 * - Topo ICD-O-3 subsite without the dot (C719), Morpho the 4-digit histology, Beh the behaviour digit,
 *   Grade the ICD-O-3 6th digit (1–4 grades, 5–8 lineage, 9 unknown);
 * - Vit_stat 1 alive, 2 dead, 9 unknown; MoF/YoF the date of last known vital status; Surv_time
 *   days from incidence to that date;
 * - ICD 10 and CoD the 3-character ICD-10 category of the death cause (our causes are recorded as
 *   ICD-O-3 sites C00–C80, whose categories coincide with ICD-10 chapter II's); blank when alive;
 * - TNM_ed 8: our TNM lists are TNM 8's generic values (dictionaries/starter/lists-clinical.ts); written
 *   only when the record has a TNM value. cT/cN/cM or pT/pN/pM by the stage type each value carries,
 *   written as the protocol writes them, without the prefix and the axis letter (cT1 → 1, pTis → is,
 *   cNX → X). A post-therapy value (yT1: our stage type "y" holds ycTNM and ypTNM alike) has no column
 *   of its own in the call; it is written in the pathological columns (ypTNM is the post-surgical
 *   classification a registry receives after neoadjuvant treatment). ToS 1 TNM, 2 Toronto (childhood)
 *   staging; Stage the stage group without its c/p/y prefix (cII → II) or the Toronto code;
 * - Surgery, Rt, Cht, Tt, It, Ht, Ot, SCT: 1 given, 0 not given, 9 unknown (first treatment).
 */
import { DeathReasonTopography, ListId } from '../../dictionaries/list-ids';
import {
  as,
  type Coding,
  type ExportColumn,
  type ExportDictionaries,
  type ExportLayout,
} from '../export-layout';
import { daysBetween, icdo, lastKnownDate, treatmentFlag, vitalStatusOf } from './case-facts';

const variable = (key: string, take: ExportColumn['take'], coding: Coding = as.raw): ExportColumn => ({
  key,
  header: { ro: key, en: key },
  take,
  coding,
});

const VITAL_STATUS = { alive: 1, dead: 2, unknown: 9 } as const;
/** The TNM edition of our lists (TNM Classification of Malignant Tumours, 8th edition, UICC 2017). */
const TNM_EDITION = 8;

/** The ENCR column a TNM entry's prefix goes to: c clinical, p and y (post-therapy) pathological. */
const COLUMN_OF_PREFIX: Record<string, 'c' | 'p'> = { c: 'c', p: 'p', y: 'p' };

/** cT, pN … from the TNM entry codes (cT1, pN0, yT2 …), placed by the stage type they carry. */
const tnm = (
  axis: 'T' | 'N' | 'M',
  column: 'c' | 'p',
  path: 'stadializationTId' | 'stadializationNId' | 'stadializationMId',
) =>
  variable(`${column}${axis}`, (r) => r.data.cancerTnmStadialization?.[path], {
    kind: 'fromCode',
    source: axis === 'T' ? ListId.tnmT : axis === 'N' ? ListId.tnmN : ListId.tnmM,
    derive: (code) =>
      COLUMN_OF_PREFIX[code[0]] === column && code[1] === axis ? code.slice(2) || null : null,
  });

/** A TNM stage group without its c/p/y prefix (cII → II, y0 → 0). */
const stageGroup = (code: string) => (code[0] in COLUMN_OF_PREFIX ? code.slice(1) : code);

const hasTnm = (r: Parameters<ExportColumn['take']>[0]) => {
  const t = r.data.cancerTnmStadialization;
  return (
    t?.stadializationTId != null ||
    t?.stadializationNId != null ||
    t?.stadializationMId != null ||
    t?.stadializationStageId != null
  );
};

function stageOf(
  r: Parameters<ExportColumn['take']>[0],
  d: ExportDictionaries,
): { type: number; code: string } | null {
  const tnmStage = r.data.cancerTnmStadialization?.stadializationStageId;
  const tnmEntry = tnmStage == null ? undefined : d.entry(ListId.tnmStage, tnmStage);
  if (tnmEntry) return { type: 1, code: stageGroup(tnmEntry.code) };
  const t = r.data.cancerTorontoStadialization;
  const toronto = t?.torontoLevel2Id ?? t?.torontoLevel1Id;
  const list = t?.torontoLevel2Id ? ListId.torontoLevel2 : ListId.torontoLevel1;
  const torontoEntry = toronto == null ? undefined : d.entry(list, toronto);
  return torontoEntry ? { type: 2, code: torontoEntry.code } : null;
}

const treatment = (key: string, flag: Parameters<typeof treatmentFlag>[1] | null) =>
  variable(key, (r) => (flag ? treatmentFlag(r.data.cancerTreatment, flag) : 9));

const diagnosis = (r: Parameters<ExportColumn['take']>[0]) => r.data.cancerDiagnostic?.diagnosticDate;
const isDead = (r: Parameters<ExportColumn['take']>[0], d: ExportDictionaries) =>
  vitalStatusOf(r, d) === 'dead';

export const encrColumns: ExportColumn[] = [
  variable('PAT', (r) => r.patientId),
  variable('MoB', (r) => r.birthdate, as.month),
  variable('YoB', (r) => r.birthdate, as.year),
  variable('Age', (r) => r.data.cancerDiagnostic?.ageAtDiagnostic, as.number),
  variable('Sex', (r) => r.genderId, icdo.sex),
  variable('Geo_Code', (r) => r.countyId, { kind: 'fromCode', source: 'county', derive: Number }),
  variable('Geo_Label', (r) => r.countyId, as.label('county')),
  variable('TUM', (r) => r.caseId),
  variable('MoI', diagnosis, as.month),
  variable('YoI', diagnosis, as.year),
  variable('BoD', (r) => r.data.cancerDiagnostic?.registrationBaseId, icdo.basis),
  variable('Topo', (r) => r.data.cancerDiagnostic?.topologicCodeId, icdo.site),
  variable('Morpho', (r) => r.data.cancerMorphology?.morphologyCodeId, icdo.histology),
  variable('Beh', (r) => r.data.cancerMorphology?.morphologyCodeId, icdo.behaviour),
  // The grade list's codes are the ICD-O-3 6th digits; no grade recorded is 9 ("not determined").
  variable('Grade', (r, d) => {
    const id = r.data.cancerMorphology?.degreeId;
    const code = id == null ? undefined : d.entry(ListId.grade, id)?.code;
    return code === undefined ? 9 : Number(code);
  }),
  variable('Autopsy', () => 9),
  variable('Vit_stat', (r, d) => VITAL_STATUS[vitalStatusOf(r, d)]),
  variable('MoF', (r) => lastKnownDate(r), as.month),
  variable('YoF', (r) => lastKnownDate(r), as.year),
  variable('Surv_time', (r) => daysBetween(diagnosis(r), lastKnownDate(r)), as.number),
  variable('ICD', (r, d) => (isDead(r, d) ? 10 : null)),
  variable(
    'CoD',
    (r, d) => {
      const cause = r.data.notificationOverview?.deathReasonTopoCodeId;
      const special: number[] = [DeathReasonTopography.other, DeathReasonTopography.unavailable];
      return isDead(r, d) && cause != null && !special.includes(cause) ? cause : null;
    },
    { kind: 'fromCode', source: 'topography', derive: (c) => c.slice(0, 3) },
  ),
  variable('TNM_ed', (r) => (hasTnm(r) ? TNM_EDITION : null)),
  tnm('T', 'c', 'stadializationTId'),
  tnm('N', 'c', 'stadializationNId'),
  tnm('M', 'c', 'stadializationMId'),
  tnm('T', 'p', 'stadializationTId'),
  tnm('N', 'p', 'stadializationNId'),
  tnm('M', 'p', 'stadializationMId'),
  variable('ToS', (r, d) => stageOf(r, d)?.type ?? null),
  variable('Stage', (r, d) => stageOf(r, d)?.code ?? null),
  treatment('Surgery', 'hasSurgery'),
  treatment('Rt', 'hasRadio'),
  treatment('Cht', 'hasChimio'),
  // Targeted therapy is not a tick of the treatment panel: unknown.
  treatment('Tt', null),
  treatment('It', 'hasImunotherapy'),
  treatment('Ht', 'hasHormonoTherapy'),
  treatment('Ot', 'hasOtherTreatments'),
  treatment('SCT', 'hasTransplant'),
];

export const encrLayout: ExportLayout = {
  id: 'encr',
  fileName: 'CancerCasesEncrExport.xlsx',
  sheet: { ro: 'ENCR', en: 'ENCR' },
  columns: encrColumns,
};

/** The same variables as the CSV QCS imports. */
export const ENCR_CSV_FILE_NAME = 'CancerCasesEncrExport.csv';
