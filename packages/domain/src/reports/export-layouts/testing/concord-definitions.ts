// Test-only: the CONCORD layout's variable definitions, read from the shared standards tables the
// way the layout's own header cites them, so a golden test checks every cell against its definition
// (type, length, allowed codes, missing code) and a column without a definition fails.

import { readCsvRecords } from '../../../coding/testing/reference-data';
import type { Cell } from '../../export-layout';

export type VariableDefinition = {
  /** Where the definition comes from (the table and its row). */
  source: string;
  /** Why the cell breaks the definition, or null when it holds. */
  check(cell: Cell): string | null;
};

const THIS_YEAR = new Date().getFullYear();

/** The allowed non-missing values of a 2015 row, from its `allowed_codes_or_format` text. */
function allowedOf(name: string, text: string): (v: string) => boolean {
  // The decision beside the layout: TNM 8 (our lists' edition; 2015 listed 5–7, QCS 2.x's example is 8).
  if (name === 'TNM_edition') return (v) => ['5', '6', '7', '8'].includes(v);
  if (name === 'Topo') return (v) => /^C\d{3}$/.test(v);
  if (name === 'Morpho') return (v) => /^\d{4}$/.test(v) && Number(v) >= 8000;
  if (name === 'Cause_death') return (v) => /^[A-Z]\d{2,3}$/.test(v);
  if (/^TNM value/.test(text)) return (v) => /^(X|is|0|[1-4][a-d]?|1mi)$/.test(v);
  if (name === 'Stage') return (v) => /^(0|I|II|III|IV)[A-C]?\d?$/.test(v);
  if (/registry coding/.test(text)) return (v) => v.length > 0;
  const codes = [...text.matchAll(/(?:^|;\s*|:\s*)(\w+)=/g)].map((m) => m[1]);
  if (codes.length) return (v) => codes.includes(v);
  const range = /^(\d+)-(\d+)$/.exec(text);
  if (range) return (v) => /^\d+$/.test(v) && Number(v) >= Number(range[1]) && Number(v) <= Number(range[2]);
  const year = /^> (\d+) and <= current year$/.exec(text);
  if (year) return (v) => /^\d{4}$/.test(v) && Number(v) > Number(year[1]) && Number(v) <= THIS_YEAR;
  if (text === '>= 0') return (v) => /^\d+$/.test(v);
  throw new Error(`no reading of the definition of ${name}: ${text}`);
}

/** A definition by format (F numeric, A text), maximum length, missing code and allowed values. */
function defined(
  source: string,
  format: 'F' | 'A',
  maxLength: number,
  missing: string,
  allowed: (v: string) => boolean,
): VariableDefinition {
  return {
    source,
    check(cell) {
      // An empty cell is the blank the 2015 call names as a missing code (TNM_prefix).
      if (cell === null) return missing === '' ? null : 'empty';
      if (format === 'F' && (typeof cell !== 'number' || !Number.isInteger(cell)))
        return `not an integer: ${cell}`;
      if (format === 'A' && typeof cell !== 'string') return `not text: ${cell}`;
      const v = String(cell);
      if (v.length > maxLength) return `longer than ${maxLength}: ${v}`;
      if (v === missing) return null;
      return allowed(v) ? null : `not an allowed code: ${v}`;
    },
  };
}

/** The definitions of these variables (the layout's columns), by name; a name without one is absent. */
export function concordDefinitions(names: readonly string[]): Map<string, VariableDefinition> {
  const definitions = new Map<string, VariableDefinition>();
  for (const row of readCsvRecords('standards', 'encr-qcs-variables.csv')) {
    const name = row.call2015_name;
    if (!name || !row.format_2015 || !names.includes(name)) continue;
    const missing = row.missing_code_2015 === 'Blank' ? '' : row.missing_code_2015;
    definitions.set(
      name,
      defined(
        `encr-qcs-variables.csv, 2015 call variable ${row.call2015_order}`,
        row.format_2015 as 'F' | 'A',
        Number(row.max_length_2015),
        missing,
        allowedOf(name, row.allowed_codes_or_format),
      ),
    );
  }
  const iicc = readCsvRecords('standards', 'iicc3-variables.csv').find((r) => r.order === '3');
  if (!iicc) throw new Error('iicc3-variables.csv has no sequence number');
  definitions.set(
    'Tumour_seq',
    defined(`iicc3-variables.csv ${iicc.order}; missing 99 ours`, 'A', 2, '99', (v) => /^\d{2}$/.test(v)),
  );
  const nuts3 = new Set(readCsvRecords('siruta', 'judete.csv').map((c) => c.nuts3));
  definitions.set(
    'Geo_Code',
    defined('siruta/judete.csv nuts3; missing 99999 ours', 'A', 5, '99999', (v) => nuts3.has(v)),
  );
  // The Toronto Childhood Cancer Stage Guidelines' codes (L1, MS, CNS2, IV, M0 …); 9 ours for none.
  for (const tier of [1, 2])
    definitions.set(
      `Toronto_tier${tier}`,
      defined('Toronto guidelines; missing 9 ours', 'A', 5, '9', (v) => /^(?!9$)[A-Z0-9]{1,5}$/.test(v)),
    );
  return definitions;
}
