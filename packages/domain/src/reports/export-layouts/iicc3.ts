/**
 * Type 6: the cancer case file of IARC's International Incidence of Childhood Cancer, volume 3
 * (IICC-3 call for data, iicc.iarc.fr "Cancer Case File"; the 15 variables of
 * `data/standards/iicc3-variables.csv`), one row per tumour, followed by the tumour's ICCC-3 group.
 * Decisions (docs/exports/iicc3.md says why):
 * - a comma-separated text file (RFC 4180, CRLF, UTF-8, ASCII content) with a header of fixed names;
 * - dates YYYYDDMM as the call prints them (the header says so: DOB_YYYYDDMM), 99999999 unknown;
 * - ID the registry's patient number (never the CNP) and SEQ 00 single tumour, 01, 02 … by incidence
 *   date among all the patient's registered tumours: ID + SEQ is the tumour, ID links a child's tumours;
 * - REGION the county of residence (INS code, as the population table keys it), blank abroad/unknown;
 * - LATERALITY recoded from ENCR's codes to the call's; 9 at the four sites it is required for
 *   (eye, kidney, testis, ovary) when none is recorded, blank elsewhere;
 * - the file holds only the tumours the call asks for (`iicc3Exclusion`): a row is left out only
 *   when its data show it falls outside; unknown values stay in, coded as missing.
 */
import { ListId } from '../../dictionaries/list-ids';
import { as, type ExportDictionaries, type ExportLayout, type ExportLayoutColumn } from '../export-layout';
import { delimitedText } from '../export-text';
import { vitalStatusOf } from './case-facts';
import {
  ageAtIncidence,
  basisOf,
  compactDate,
  gradeOf,
  type IarcCase,
  iccc3Of,
  icdoOf,
  residenceOf,
  sexOf,
} from './iarc-facts';

/** The order the call prints its dates in: change here (and the headers follow) if IARC answers otherwise. */
export const IICC3_DATE_ORDER = 'ydm' as const;
const DATE_FORMAT = 'YYYYDDMM';
const UNKNOWN_DATE = '99999999';

const date = (value: unknown) => compactDate(value, IICC3_DATE_ORDER) ?? UNKNOWN_DATE;

/** ENCR / our laterality codes → the call's (1 unilateral any side, 2 bilateral, 3 right, 4 left, 9 unknown). */
const LATERALITY: Record<string, number | null> = { '0': null, '1': 3, '2': 4, '3': 1, '4': 2, '9': 9 };
/** Eye, kidney, testis, ovary: where the call requires laterality. */
const LATERALITY_REQUIRED = /^C(69|64|62|56)/;

function laterality(r: IarcCase, d: ExportDictionaries): number | null {
  const id = r.data.cancerDiagnostic?.lateralityId;
  const code = id == null ? undefined : d.entry(ListId.laterality, id)?.code;
  const coded = code === undefined ? null : (LATERALITY[code] ?? null);
  if (coded !== null) return coded;
  const site = icdoOf(r, d)?.site;
  return site && LATERALITY_REQUIRED.test(site) ? 9 : null;
}

const VITAL_STATUS = { alive: 1, dead: 2, unknown: 9 } as const;

type Column = ExportLayoutColumn<IarcCase>;
const variable = (key: string, take: Column['take']): Column => ({
  key,
  header: { ro: key, en: key },
  take,
  coding: as.raw,
});

/** The call's variables (1–15, its order) under our fixed names, then the ICCC-3 coding. */
export const IICC3_VARIABLES: Record<string, number> = {};
const numbered = (order: number, column: Column) => {
  IICC3_VARIABLES[column.key] = order;
  return column;
};

export const iicc3Layout: ExportLayout<IarcCase> = {
  id: 'iicc3',
  fileName: 'CancerCasesIicc3Export.csv',
  sheet: { ro: 'IICC-3', en: 'IICC-3' },
  columns: [
    numbered(
      1,
      variable('REGION', (r, d) => (r.countyId == null ? null : d.entry('county', r.countyId)?.code)),
    ),
    numbered(
      2,
      variable('ID', (r) => r.patientId),
    ),
    numbered(
      3,
      variable('SEQ', (r) => {
        const t = r.tumour;
        if (!t) return null;
        return t.patientTumours <= 1 ? '00' : String(t.tumourOrder).padStart(2, '0');
      }),
    ),
    numbered(4, variable('SEX', sexOf)),
    numbered(
      5,
      variable(`DOB_${DATE_FORMAT}`, (r) => date(r.birthdate)),
    ),
    numbered(
      6,
      variable(`DOI_${DATE_FORMAT}`, (r) => date(r.data.cancerDiagnostic?.diagnosticDate)),
    ),
    numbered(
      7,
      variable(`DOR_${DATE_FORMAT}`, (r) => date(r.tumour?.registeredAt)),
    ),
    numbered(8, variable('AGE', ageAtIncidence)),
    numbered(
      9,
      variable('TOPOGRAPHY', (r, d) => icdoOf(r, d)?.site.replace('.', '') ?? null),
    ),
    numbered(10, variable('LATERALITY', laterality)),
    numbered(
      11,
      variable('HISTOLOGY', (r, d) => icdoOf(r, d)?.histology ?? null),
    ),
    numbered(
      12,
      variable('BEHAVIOUR', (r, d) => icdoOf(r, d)?.behaviour ?? null),
    ),
    numbered(13, variable('GRADE', gradeOf)),
    numbered(14, variable('BASIS', basisOf)),
    numbered(
      15,
      variable('VITAL_STATUS', (r, d) => VITAL_STATUS[vitalStatusOf(r, d)]),
    ),
    variable('ICCC3_GROUP', (r, d) => iccc3Of(r, d)?.mainGroup ?? null),
    variable('ICCC3_SUBGROUP', (r, d) => iccc3Of(r, d)?.subgroup ?? null),
    variable('ICCC3_EXTENDED', (r, d) => iccc3Of(r, d)?.extended ?? null),
  ],
};

export const iicc3Text = delimitedText(iicc3Layout, ',');

/** The call's population: ages 0–19, incidence from 1990, malignant, or non-malignant in the CNS. */
export const IICC3_INCLUSION = {
  maxAge: 19,
  firstIncidence: '1990-01-01',
  /** C70.0–C72.9, C75.1–C75.3 */
  cns: /^C(7[0-2]\.\d|75\.[1-3])$/,
} as const;

export type Iccc3Exclusion =
  | 'resident-abroad'
  | 'age'
  | 'incidence-before-1990'
  | 'not-malignant-outside-cns';

/** Why the call leaves a tumour out, or null to keep it. Only a known value excludes. */
export function iicc3Exclusion(r: IarcCase, d: ExportDictionaries): Iccc3Exclusion | null {
  if (residenceOf(r) === 'abroad') return 'resident-abroad';
  const age = ageAtIncidence(r);
  if (age !== null && (age < 0 || age > IICC3_INCLUSION.maxAge)) return 'age';
  const incidence = r.data.cancerDiagnostic?.diagnosticDate;
  if (incidence && incidence < IICC3_INCLUSION.firstIncidence) return 'incidence-before-1990';
  const icdo = icdoOf(r, d);
  if (icdo && icdo.behaviour < 3 && !IICC3_INCLUSION.cns.test(icdo.site)) return 'not-malignant-outside-cns';
  return null;
}
