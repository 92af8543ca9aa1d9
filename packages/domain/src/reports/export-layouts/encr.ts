/**
 * Type 3: the incidence file of the JRC-ENCR Quality Check Software (QCS 2.x), the 39 variables of
 * `shared/data/standards/encr-qcs-variables.csv` in its order, each coded as that table defines it
 * (the ENCR-JRC Call for Data 2015 v1.1 where QCS 2.x keeps its variable). docs/exports/encr.md gives
 * every variable's source field, coding and source, and each decision where the sources disagree;
 * in short:
 * - missing values: the 2015 missing code (9, 99, 999, 9999, 99999) wherever 2015 defines one and the
 *   QCS template writes a value; an empty field where the QCS template itself leaves the column empty
 *   (the six TNM columns; CoD when the patient is not dead) or no source defines a code (Geo_Code,
 *   Geo_Label, ToS); required variables (PAT, TUM, YoI, Topo, Morpho, Beh) have no missing code;
 * - treatments 1 yes, 2 no, 9 unknown (the 2015 call's definition; the QCS template's 0 is an example
 *   value, not a code list), Tt/It/Ht/Ot alike;
 * - CoD: the official cause is not recorded; a death from this tumour (the death reason is its site)
 *   is the tumour's ICD-10 code by IARC's conversion, a death from another cancer site that site's
 *   ICD-10 malignant code, any other death 99999 (cause unknown); written without the dot (C910);
 * - TNM values keep their prefix and axis letter as TNM writes them (cT2, pTis, yN0); c values in the
 *   c columns, p and y (post-therapy) values in the p columns — the y stays;
 * - Stage: the Toronto stage (the childhood standard ENCR endorses) when recorded, as the guideline
 *   writes it (L1, CNS1, IV), else the TNM stage group without its prefix (IIA); ToS says which:
 *   Tier1 / Tier2, or cS / pS / cpS / yS by the prefixes of the TNM values;
 * - Geo_Code the county's NUTS-3 code (Cluj RO113), Geo_Label its name.
 */
import {
  as,
  type Cell,
  type Coding,
  type ExportCase,
  type ExportColumn,
  type ExportDictionaries,
  type ExportLayout,
} from '../export-layout';
import { causeOfDeathIcd10 } from '../standards/cause-of-death';
import {
  type Answer,
  autopsyOf,
  nuts3OfCounty,
  type TnmPart,
  targetedTherapyOf,
  tnmOf,
  torontoStageOf,
  treatmentAnswer,
} from '../standards/codes';
import { ageAtIncidence, daysBetween, icdo, lastKnownDate, vitalStatusOf } from './case-facts';
import { sexOf } from './iarc-facts';

/** Machine layout: the header is the variable's name in both languages. */
const variable = (
  key: string,
  take: ExportColumn['take'],
  coding: Coding = as.raw,
  missing?: Cell,
): ExportColumn => ({ key, header: { ro: key, en: key }, take, coding, missing });

const VITAL_STATUS = { alive: 1, dead: 2, unknown: 9 } as const;
/** 2015 call: 1 yes, 2 no, 9 unknown (treatments, and 0/1/9 for Autopsy). */
const YES_NO: Record<Answer, number> = { yes: 1, no: 2, unknown: 9 };
/** The TNM edition of our lists (TNM Classification of Malignant Tumours, 8th edition, UICC 2017). */
const TNM_EDITION = 8;
/** The ICD edition CoD is coded in. */
const ICD_EDITION = 10;
/** 2015 missing code of CoD (a text variable): dead, cause unknown. */
const CAUSE_UNKNOWN = '99999';
/**
 * Stage is 4 characters at most (2015: A4). Every Toronto code fits but the non-Hodgkin lymphoma
 * Tier 1 words, written shortened.
 */
const STAGE_SHORT: Record<string, string> = { LIMITED: 'LIM', ADVANCED: 'ADV' };

type Tnm = ReturnType<typeof tnmOf>;
// Nine columns read the row's TNM; renderRow codes one row's columns in a row, synchronously, so the
// last row's TNM is kept (by identity) instead of being parsed nine times per row.
let tnmRow: ExportCase | null = null;
let tnmDictionaries: ExportDictionaries | null = null;
let tnmOfRow: Tnm | null = null;
function tnm(r: ExportCase, d: ExportDictionaries): Tnm {
  if (r !== tnmRow || d !== tnmDictionaries || !tnmOfRow) {
    tnmOfRow = tnmOf(r, d);
    tnmRow = r;
    tnmDictionaries = d;
  }
  return tnmOfRow;
}
const tnmParts = (t: Tnm) => [t.T, t.N, t.M, t.stage].filter((p): p is TnmPart => p !== null);

/** cT … pM: the value as TNM writes it, in its column (p and y values in the p columns). */
const tnmColumn = (axis: 'T' | 'N' | 'M', column: 'c' | 'p') =>
  variable(`${column}${axis}`, (r, d) => {
    const part = tnm(r, d)[axis];
    if (!part) return null;
    return (part.prefix === 'c' ? 'c' : 'p') === column ? part.code : null;
  });

/** ToS by the prefixes of the TNM values: all c cS, all p pS, c and p cpS, any y yS. */
function tnmStageType(parts: TnmPart[]): string | null {
  const prefixes = new Set(parts.map((p) => p.prefix));
  if (prefixes.size === 0) return null;
  if (prefixes.has('y')) return 'yS';
  if (prefixes.has('c') && prefixes.has('p')) return 'cpS';
  return prefixes.has('p') ? 'pS' : 'cS';
}

function stageOf(r: ExportCase, d: ExportDictionaries): { type: string; code: string | null } | null {
  const toronto = torontoStageOf(r, d);
  if (toronto) return { type: `Tier${toronto.tier}`, code: STAGE_SHORT[toronto.code] ?? toronto.code };
  const t = tnm(r, d);
  const type = tnmStageType(tnmParts(t));
  return type ? { type, code: t.stage?.value ?? null } : null;
}

/** The child's cause of death (standards/cause-of-death.ts; docs/exports/encr.md D3), null when not dead. */
function causeOfDeath(r: ExportCase, d: ExportDictionaries): Cell {
  if (vitalStatusOf(r, d) !== 'dead') return null;
  return causeOfDeathIcd10(r, d, true) ?? CAUSE_UNKNOWN;
}

/**
 * Stage's class where the sources disagree (docs/exports/encr.md D5): the 2015 call's text (IIA, and
 * the Toronto codes L1, CNS1) or QCS 2.x's integer (the TNM stage group's number: IIA → 2; a Toronto
 * stage has none and is 9). The one setting the Stage column reads: change it here if ENCR answers.
 */
export const ENCR_STAGE_CLASS = 'text' as 'text' | 'integer';
const STAGE_NUMBER: [RegExp, number][] = [
  [/^IV/, 4],
  [/^III/, 3],
  [/^II/, 2],
  [/^I/, 1],
  [/^0/, 0],
];
function stageCell(stage: { type: string; code: string | null } | null): Cell {
  const code = stage?.code ?? null;
  if (ENCR_STAGE_CLASS === 'text' || code === null) return code;
  if (stage?.type.startsWith('Tier')) return null;
  return STAGE_NUMBER.find(([pattern]) => pattern.test(code))?.[1] ?? null;
}

const treatment = (key: string, flag: Parameters<typeof treatmentAnswer>[1]) =>
  variable(key, (r) => YES_NO[treatmentAnswer(r.data.cancerTreatment, flag)]);

const diagnosis = (r: ExportCase) => r.data.cancerDiagnostic?.diagnosticDate;
const countyCode = (r: ExportCase, d: ExportDictionaries) =>
  r.countyId == null ? undefined : d.entry('county', r.countyId);

export const encrColumns: ExportColumn[] = [
  variable('PAT', (r) => String(r.patientId)),
  variable('MoB', (r) => r.birthdate, as.month, 99),
  variable('YoB', (r) => r.birthdate, as.year, 9999),
  variable('Age', ageAtIncidence, as.number, 999),
  variable('Sex', sexOf),
  variable('Geo_Code', (r, d) => nuts3OfCounty(Number(countyCode(r, d)?.code))),
  // County names are Romanian in both languages (a machine layout never translates).
  variable('Geo_Label', (r, d) => countyCode(r, d)?.labelRo ?? null),
  variable('TUM', (r) => String(r.caseId)),
  variable('MoI', diagnosis, as.month, 99),
  variable('YoI', diagnosis, as.year),
  variable('BoD', (r) => r.data.cancerDiagnostic?.registrationBaseId, icdo.basis, 9),
  variable('Topo', (r) => r.data.cancerDiagnostic?.topologicCodeId, icdo.site),
  variable('Morpho', (r) => r.data.cancerMorphology?.morphologyCodeId, icdo.histology),
  variable('Beh', (r) => r.data.cancerMorphology?.morphologyCodeId, icdo.behaviour),
  // The grade list's codes are the ICD-O-3 6th digits.
  variable('Grade', (r) => r.data.cancerMorphology?.degreeId, icdo.grade, 9),
  variable('Autopsy', (r, d) => ({ yes: 1, no: 0, unknown: 9 })[autopsyOf(r, d)]),
  variable('Vit_stat', (r, d) => VITAL_STATUS[vitalStatusOf(r, d)]),
  variable('MoF', (r, d) => lastKnownDate(r, d), as.month, 99),
  variable('YoF', (r, d) => lastKnownDate(r, d), as.year, 9999),
  variable('Surv_time', (r, d) => daysBetween(diagnosis(r), lastKnownDate(r, d)), as.number, 99999),
  // The edition of CoD's code only where there is one; 99 (2015's missing code) for a living child or 99999.
  variable(
    'ICD',
    (r, d) => {
      const cause = causeOfDeath(r, d);
      return cause === null || cause === CAUSE_UNKNOWN ? null : ICD_EDITION;
    },
    as.raw,
    99,
  ),
  variable('CoD', causeOfDeath),
  variable('TNM_ed', (r, d) => (tnmParts(tnm(r, d)).length > 0 ? TNM_EDITION : null), as.raw, 99),
  tnmColumn('T', 'c'),
  tnmColumn('N', 'c'),
  tnmColumn('M', 'c'),
  tnmColumn('T', 'p'),
  tnmColumn('N', 'p'),
  tnmColumn('M', 'p'),
  variable('ToS', (r, d) => stageOf(r, d)?.type ?? null),
  variable('Stage', (r, d) => stageCell(stageOf(r, d)), as.raw, ENCR_STAGE_CLASS === 'text' ? '9' : 9),
  treatment('Surgery', 'hasSurgery'),
  treatment('Rt', 'hasRadio'),
  treatment('Cht', 'hasChimio'),
  variable('Tt', (r, d) => YES_NO[targetedTherapyOf(r, d)]),
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
  csvSeparator: ';',
};

/** The same variables as the CSV QCS imports (`;`-separated, as the QCS driver writes it). */
export const ENCR_CSV_FILE_NAME = 'CancerCasesEncrExport.csv';
