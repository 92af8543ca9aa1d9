/**
 * Reads the IARC variable tables of `data/standards/` (iicc3-variables.csv, iarccrgtools-input.csv)
 * as definitions and checks an exported cell against them. The golden tests (domain and API) read
 * the tables and check every cell of every file with these functions: a definition no check knows
 * fails the test, so a new or changed variable cannot drift from the layout unnoticed.
 */

export type CsvRow = Record<string, string>;

/** RFC 4180 text (quoted fields, doubled quotes) into rows keyed by the header. */
export function parseCsv(text: string, separator = ','): CsvRow[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

const codesOf = (text: string) => new Set([...text.matchAll(/(\d+)=/g)].map((m) => m[1]));
const ICDO3_BEHAVIOURS = new Set(['0', '1', '2', '3', '6', '9']);
/** ICD-O-3 basis of diagnosis: 0 DCO, 1 clinical, 2 clinical investigation, 4 markers, 5 cytology, 6–7 histology, 9 unknown. */
const ICDO3_BASES = new Set(['0', '1', '2', '4', '5', '6', '7', '9']);
/** The sites the IICC laterality note names: eye, kidney, testis, ovary. */
const LATERALITY_SITES: Record<string, string> = { eye: 'C69', kidney: 'C64', testis: 'C62', ovary: 'C56' };

function isDate(text: string, order: 'ymd' | 'ydm') {
  if (!/^\d{8}$/.test(text)) return false;
  const y = Number(text.slice(0, 4));
  const [m, d] =
    order === 'ymd'
      ? [Number(text.slice(4, 6)), Number(text.slice(6, 8))]
      : [Number(text.slice(6, 8)), Number(text.slice(4, 6))];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Which check a coding text asks for; null when none is known (the test then fails). */
function valueCheck(coding: string): ((value: string) => boolean) | null {
  if (coding === 'local coding') return (v) => /^[\x20-\x7e]*$/.test(v) && !v.includes(',');
  if (coding.startsWith('unique code of each tumour or patient')) return (v) => /^\d+$/.test(v);
  if (coding.startsWith('00=single tumour')) return (v) => /^\d{2}$/.test(v);
  if (coding.startsWith('YYYYDDMM')) return (v) => isDate(v, 'ydm');
  if (coding.startsWith('completed years')) return (v) => /^\d{1,3}$/.test(v);
  if (coding === 'ICD-O-3 topography') return (v) => /^C\d{3}$/.test(v) && Number(v.slice(1, 3)) <= 80;
  if (coding === 'ICD-O-3 morphology') return (v) => /^\d{4}$/.test(v) && Number(v) >= 8000;
  if (coding === 'ICD-O-3 behaviour') return (v) => ICDO3_BEHAVIOURS.has(v);
  if (coding.startsWith('ICD-O-3 grade')) return (v) => /^[1-9]$/.test(v);
  if (coding.startsWith('ICD-O-3 codes')) return (v) => ICDO3_BASES.has(v);
  const codes = codesOf(coding);
  if (codes.size) return (v) => codes.has(v);
  return null;
}

/**
 * The problem with one IICC-3 cell, or null. `row` is the whole record (by the table's `order`),
 * for the conditional requirement of laterality.
 */
export function iicc3CellProblem(definition: CsvRow, value: string, row: Record<number, string>) {
  const check = valueCheck(definition.recommended_code_or_format);
  if (!check) return `no check known for "${definition.recommended_code_or_format}"`;
  if (value === '') {
    const required = definition.required;
    if (required === 'optional') return null;
    if (required.startsWith('required for')) {
      const site = row[9] ?? '';
      const needed = Object.entries(LATERALITY_SITES).some(
        ([name, code]) => required.includes(name) && site.startsWith(code),
      );
      return needed ? `blank where ${required}` : null;
    }
    // Required without a missing code of its own: blank is the only way to say unknown.
    return definition.missing_code === '' ? null : `blank instead of ${definition.missing_code}`;
  }
  if (value === definition.missing_code) return null;
  return check(value) ? null : `"${value}" is not ${definition.recommended_code_or_format}`;
}

/** The problem with one fixed-width field (already cut at its positions), or null. Blank = unknown. */
export function fixedFieldProblem(definition: CsvRow, text: string) {
  const width = Number(definition.length);
  if (text.length !== width) return `width ${text.length}, not ${width}`;
  const value = text.trimStart();
  if (value === '') return definition.field === 'record_id' ? 'the record id is blank' : null;
  if (value.length !== text.trim().length) return `"${text}" is not right-aligned`;
  const { format, coding, field } = definition;
  if (format === 'YYYYMMDD') return isDate(value, 'ymd') ? null : `"${value}" is not a yyyymmdd date`;
  if (format === 'integer') {
    if (!/^\d+$/.test(text)) return `"${text}" is not a zero-padded integer`;
    if (field === 'sex') return codesOf(coding).has(value) || value === '9' ? null : `sex "${value}"`;
    if (field === 'icdo3_behavior') return ICDO3_BEHAVIOURS.has(value) ? null : `behaviour "${value}"`;
    if (field === 'basis') return ICDO3_BASES.has(value) ? null : `basis "${value}"`;
    if (field === 'icdo3_histology') return Number(value) >= 8000 ? null : `histology "${value}"`;
    return null;
  }
  if (format === 'text') {
    if (field === 'record_id') return /^\d+$/.test(value) ? null : `record id "${value}"`;
    // Our choice among the two the table allows: the 3 digits, without the C (502).
    if (field === 'icdo3_topography') return /^\d{3}$/.test(value) ? null : `topography "${value}"`;
  }
  return `no check known for ${field} (${format})`;
}

/** Every problem of one line of a fixed-width layout: length, separators, then each field. */
export function fixedLineProblems(layout: CsvRow[], line: string, separator = ';') {
  const problems: string[] = [];
  const last = Number(layout.at(-1)?.end);
  if (line.length !== last + 1) problems.push(`length ${line.length}, not ${last + 1}`);
  for (const definition of layout) {
    const [start, end] = [Number(definition.start), Number(definition.end)];
    if (line[end] !== separator)
      problems.push(`no "${separator}" after ${definition.field} (position ${end + 1})`);
    const problem = fixedFieldProblem(definition, line.slice(start - 1, end));
    if (problem) problems.push(`${definition.field}: ${problem}`);
  }
  return problems;
}
