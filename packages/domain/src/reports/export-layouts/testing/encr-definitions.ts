// Test-only: the ENCR/QCS variable table (shared/data/standards/encr-qcs-variables.csv) as cell
// checks, so that every cell of an ENCR file (domain rows, the xlsx and the CSV over HTTP) is
// checked against its definition row: type, allowed codes or format, length, missing code. Where the
// table has no code list, the check is the decision docs/exports/encr.md records (DECIDED below);
// a variable the table gains without a check here fails every golden test.

import { readCsvRecords } from '../../../coding/testing/reference-data';
import { TORONTO_DEFINITIONS } from '../../../coding/toronto-data';

export type EncrDefinition = {
  order: number;
  name: string;
  qcsClass: 'integer' | 'character';
  maxLength: number | null;
  missing: string | null;
  required: boolean;
  allowed: string;
  note: string;
};

export function encrDefinitions(): EncrDefinition[] {
  return readCsvRecords('standards', 'encr-qcs-variables.csv')
    .filter((r) => r.qcs_order !== '')
    .map((r) => ({
      order: Number(r.qcs_order),
      name: r.qcs_name,
      qcsClass: r.qcs_class as EncrDefinition['qcsClass'],
      maxLength: r.max_length_2015 ? Number(r.max_length_2015) : null,
      missing: r.missing_code_2015 && r.missing_code_2015 !== 'not allowed' ? r.missing_code_2015 : null,
      required: r.missing_code_2015 === 'not allowed',
      allowed: r.allowed_codes_or_format,
      note: r.note,
    }))
    .sort((a, b) => a.order - b.order);
}

/** Every Toronto code; NHL's Tier 1 words shortened to the 4 characters Stage allows (decided). */
const TORONTO_CODES = new Set(
  TORONTO_DEFINITIONS.flatMap((d) => [...d.tier1, ...d.tier2].map((v) => v.code))
    .filter((code) => code.length <= 4)
    .concat(['LIM', 'ADV']),
);
const TREATMENT = (value: string) => ['1', '2'].includes(value);
const TNM = (column: 'c' | 'p', axis: string) => (value: string) =>
  new RegExp(`^${column === 'c' ? 'c' : '[py]'}${axis}(X|is|\\d[a-d]?)$`).test(value);

/** Checks of the variables the table gives no machine-readable code list for: our decisions. */
export const DECIDED: Record<string, (value: string) => boolean> = {
  PAT: (v) => v.length > 0 && v.length <= 50,
  TUM: (v) => v.length > 0 && v.length <= 50,
  Geo_Code: (v) => /^RO\d{3}$/.test(v),
  Geo_Label: (v) => v.trim().length > 0,
  Topo: (v) => /^C\d{3}$/.test(v),
  Morpho: (v) => /^\d{4}$/.test(v) && Number(v) >= 8000 && Number(v) <= 9993,
  CoD: (v) => /^[A-Z]\d{2,3}$/.test(v),
  TNM_ed: (v) => v === '8',
  cT: TNM('c', 'T'),
  cN: TNM('c', 'N'),
  cM: TNM('c', 'M'),
  pT: TNM('p', 'T'),
  pN: TNM('p', 'N'),
  pM: TNM('p', 'M'),
  ToS: (v) => ['cS', 'pS', 'cpS', 'yS', 'Tier1', 'Tier2'].includes(v),
  // A TNM stage group (0, I … IVC) or a Toronto code as the guideline writes it (L1, CNS1, yII, M0 …).
  Stage: (v) => /^(0|I{1,3}[ABC]?|IV[ABC]?)$/.test(v) || TORONTO_CODES.has(v),
  Surgery: TREATMENT,
  Rt: TREATMENT,
  Cht: TREATMENT,
  Tt: TREATMENT,
  It: TREATMENT,
  Ht: TREATMENT,
  Ot: TREATMENT,
  SCT: TREATMENT,
};
/** Decided: the treatment columns without a 2015 row use their siblings' missing code. */
const MISSING_DECIDED: Record<string, string> = { Tt: '9', It: '9', Ht: '9', Ot: '9' };
/** Decided: Stage is written as text (2015: A4 "IIA"), though the QCS template's class is integer. */
const CLASS_DECIDED: Record<string, EncrDefinition['qcsClass']> = { Stage: 'character' };

/** The allowed values the table writes as a list or a range ("1-12", "0=no; 1=yes", "> 1941 and <= current year", ">= 0"). */
function listedCheck(allowed: string): ((value: string) => boolean) | null {
  const text = allowed.replace(/^2015: /, '');
  const codes = [...text.matchAll(/(?:^|; )(\w+)=/g)].map((m) => m[1]);
  if (codes.length > 0) return (v) => codes.includes(v);
  const range = /^(\d+)-(\d+)$/.exec(text);
  if (range) return (v) => /^\d+$/.test(v) && Number(v) >= Number(range[1]) && Number(v) <= Number(range[2]);
  const year = /^> (\d+) and <= current year$/.exec(text);
  if (year)
    return (v) => /^\d{4}$/.test(v) && Number(v) > Number(year[1]) && Number(v) <= new Date().getFullYear();
  if (text === '>= 0') return (v) => /^\d+$/.test(v);
  return null;
}

/**
 * The problems of one cell (empty list = the cell is as defined). `cell` as the file holds it: a
 * number or text from the xlsx, text from the CSV (`fromCsv`), null/'' for an empty field.
 */
export function cellProblems(def: EncrDefinition, cell: unknown, fromCsv = false): string[] {
  const problems: string[] = [];
  const empty = cell === null || cell === undefined || cell === '';
  // An empty field only where the QCS template leaves the column empty, or where no source defines a missing code.
  const missing = def.missing ?? MISSING_DECIDED[def.name] ?? null;
  if (empty) {
    const templateEmpty = def.note.includes('template value NA');
    if (def.required || (missing !== null && !templateEmpty))
      problems.push(
        `${def.name}: empty where ${def.required ? 'a value is required' : `the missing code is ${missing}`}`,
      );
    return problems;
  }
  const value = String(cell);
  const qcsClass = CLASS_DECIDED[def.name] ?? def.qcsClass;
  if (!fromCsv) {
    if (qcsClass === 'integer' && !Number.isInteger(cell))
      problems.push(`${def.name}: ${value} is not an integer cell`);
    if (qcsClass === 'character' && typeof cell !== 'string')
      problems.push(`${def.name}: ${value} is not a text cell`);
  } else if (qcsClass === 'integer' && !/^\d+$/.test(value))
    problems.push(`${def.name}: ${value} is not an integer`);
  if (def.maxLength !== null && value.length > def.maxLength)
    problems.push(`${def.name}: ${value} is longer than ${def.maxLength}`);
  if (missing !== null && value === missing.replace(',', '.')) return problems;
  const check = DECIDED[def.name] ?? listedCheck(def.allowed);
  if (!check) problems.push(`${def.name}: no check for "${def.allowed}"`);
  else if (!check(value)) problems.push(`${def.name}: ${value} is not allowed (${def.allowed})`);
  return problems;
}
