/**
 * IARC's ICD-O-3 → ICD-10 conversion (the O3to10 tables of IARCcrgTools, as CanReg5 ships them),
 * read from the rules of `shared/data/standards/icdo3-to-icd10.csv` and its topography table
 * (`icdo3-to-icd10-topography.csv`), following that folder's SOURCE.md "How to convert" steps. The
 * rules are data handed in (the server keeps them in the database, the tests read the files): no I/O.
 *
 * The rules are applied **as IARC wrote them**, not as CanReg5 runs them: CanReg5 skips three of
 * IARC's site overrides (8161–8162/3 at C24.0, 9699/3 at blood/marrow/nodes, 8930/3 at C54.0 —
 * it compares the morphology number where the topography is meant) and never matches the breast
 * category rows of the site-and-sex rules (so every breast subsite becomes C50.9). The issue asks for
 * IARC's conversion; SOURCE.md counts 280 conversions in 14 pairs where the two readings differ.
 */

export type Icd10Sex = 1 | 2 | 9;

/** One row of the rules table (`icdo3-to-icd10.csv`), in file order. */
export type Icd10Rule = {
  step: 1 | 2;
  /** Step 1: one 4-digit code. Step 2: a list of codes and ranges ("9120-9133,9161", "8001-8799 (not listed above)") or *. */
  morphology: string;
  /** One digit, or * */
  behaviour: string;
  /** An ICD-O-3 subsite (C80.9), a category (C44), a list of either (step 2), * or *other. */
  topography: string;
  sex: '1' | '2' | '*';
  /** A code (C91.0, C64), T:<column>, Cxx.x, #, or '' (a source error). */
  icd10: string;
  sexCheck: 'female' | 'male' | null;
};

/** One row of the topography table: the ICD-10 code of a subsite by behaviour column ('?' = none). */
export type Icd10TopographyRow = {
  topography: string;
  malignant: string;
  benign: string;
  inSitu: string;
  uncertain: string;
  secondary: string;
};

export type Icd10Tables = { rules: readonly Icd10Rule[]; topography: readonly Icd10TopographyRow[] };

export type Icd10Input = {
  /** ICD-O-3 subsite with its dot (C42.1). */
  topography: string;
  /** 4-digit histology (9836). */
  morphology: string;
  /** Behaviour digit (3). */
  behaviour: string;
  /** 1 male, 2 female, 9 (or null) unknown. */
  sex: Icd10Sex | null;
};

/** Why a tumour has no ICD-10 code. */
export type Icd10NoneReason =
  /** The morphology/behaviour pair is not in ICD-O-3 as IARC knows it. */
  | 'unknownPair'
  /** The subsite is not in the topography table (needed by this pair's rule). */
  | 'unknownTopography'
  /** `#`: IARC does not allow the combination. */
  | 'notAllowed'
  /** `?`: ICD-10 has no in-situ category for this site (CNS, bone, soft tissue, nodes …). */
  | 'noInSituCode'
  /** The source table has no result for this rule (9395/3). */
  | 'sourceError'
  /** The ICD-10 category depends on sex and the sex is unknown. */
  | 'sexRequired'
  /** A female (or male) histology for a patient of the other or unknown sex. */
  | 'sexMismatch';

export type Icd10Result = { code: string } | { none: Icd10NoneReason };

/** The tables indexed for conversion: build once per export (a few ms), convert per tumour in µs. */
export type Icd10Conversion = {
  /** Step-1 rules by "morphology/behaviour", in file order. */
  byPair: Map<string, Icd10Rule[]>;
  topography: Map<string, Icd10TopographyRow>;
  /** Step-2 rules in groups of consecutive rows of one topography: the first match of a group wins. */
  overrides: Icd10Override[][];
};

type Icd10Override = {
  rule: Icd10Rule;
  morphology: ((m: number) => boolean) | 'any';
  sites: string[];
};

const COLUMN: Record<string, keyof Omit<Icd10TopographyRow, 'topography'>> = {
  malignant: 'malignant',
  benign: 'benign',
  in_situ: 'inSitu',
  uncertain: 'uncertain',
  secondary: 'secondary',
};

/** "9120-9133,9161" → a test; "(not listed above)" is what the group's first-match order already does. */
function morphologyTest(spec: string): Icd10Override['morphology'] {
  if (spec.trim() === '*') return 'any';
  const ranges = spec
    .replace(/\(.*\)/, '')
    .split(',')
    .map((part) => part.trim().split('-').map(Number))
    .map(([from, to]) => [from, to ?? from] as const);
  return (m) => ranges.some(([from, to]) => m >= from && m <= to);
}

export function compileIcd10Conversion(tables: Icd10Tables): Icd10Conversion {
  const byPair = new Map<string, Icd10Rule[]>();
  const overrides: Icd10Override[][] = [];
  let group: Icd10Override[] | null = null;
  for (const rule of tables.rules) {
    if (rule.step === 1) {
      const key = `${rule.morphology}/${rule.behaviour}`;
      const list = byPair.get(key);
      if (list) list.push(rule);
      else byPair.set(key, [rule]);
      continue;
    }
    const override: Icd10Override = {
      rule,
      morphology: morphologyTest(rule.morphology),
      sites: rule.topography.split(',').map((s) => s.trim()),
    };
    if (group && group[0].rule.topography === rule.topography) group.push(override);
    else {
      group = [override];
      overrides.push(group);
    }
  }
  return { byPair, topography: new Map(tables.topography.map((t) => [t.topography, t])), overrides };
}

/** An exact subsite (C80.9), a category (C44 = any C44.x), * (any site). */
const siteMatches = (pattern: string, site: string) =>
  pattern === '*' ||
  pattern === '*other' ||
  pattern === site ||
  (pattern.length === 3 && site.startsWith(`${pattern}.`));

type Step1 = { result: Icd10Result; rule: Icd10Rule };

/** Step 3–4: the first row whose topography matches, read. */
function readFirstMatch(conversion: Icd10Conversion, rows: Icd10Rule[], site: string): Step1 | null {
  const rule = rows.find((r) => siteMatches(r.topography, site));
  if (!rule) return null;
  const code = rule.icd10;
  if (code === '') return { rule, result: { none: 'sourceError' } };
  if (code === '#') return { rule, result: { none: 'notAllowed' } };
  if (code.startsWith('T:')) {
    const row = conversion.topography.get(site);
    if (!row) return { rule, result: { none: 'unknownTopography' } };
    const value = row[COLUMN[code.slice(2)]];
    return { rule, result: value === '?' ? { none: 'noInSituCode' } : { code: value } };
  }
  // Cxx.x: the 4th character is the subsite's digit (C43.x with C44.5 → C43.5).
  if (code.endsWith('.x')) return { rule, result: { code: `${code.slice(0, 4)}${site.charAt(4)}` } };
  return { rule, result: { code } };
}

/** Step 5: the liver rows, D21.8 → D21.9, the site overrides. A refusal stays a refusal. */
function override(conversion: Icd10Conversion, result: Icd10Result, input: Icd10Input): Icd10Result {
  if (!('code' in result)) return result;
  let code = result.code;
  const m = Number(input.morphology);
  for (const group of conversion.overrides) {
    for (const o of group) {
      const { rule } = o;
      // The one step-2 row of any morphology and site: IARC's "D21.8 is changed to D21.9".
      if (o.morphology === 'any') {
        if (code === 'D21.8') code = rule.icd10;
        break;
      }
      if (rule.behaviour !== '*' && rule.behaviour !== input.behaviour) continue;
      if (!o.morphology(m) || !o.sites.some((s) => siteMatches(s, input.topography))) continue;
      code = rule.icd10;
      break;
    }
  }
  return { code };
}

const category = (r: Icd10Result) => ('code' in r ? r.code.slice(0, 3) : `none:${r.none}`);

/** The ICD-10 code of a tumour: `{ code: 'C91.0' }`, or `{ none: reason }`. */
export function icd10Of(conversion: Icd10Conversion, input: Icd10Input): Icd10Result {
  const rows = conversion.byPair.get(`${input.morphology}/${input.behaviour}`);
  if (!rows) return { none: 'unknownPair' };
  const sex = input.sex ?? 9;
  const bySex = rows.some((r) => r.sex !== '*');
  if (!bySex) {
    const found = readFirstMatch(conversion, rows, input.topography);
    if (!found) return { none: 'sourceError' };
    const { rule } = found;
    if (rule.sexCheck === 'female' && sex !== 2) return { none: 'sexMismatch' };
    if (rule.sexCheck === 'male' && sex !== 1) return { none: 'sexMismatch' };
    return override(conversion, found.result, input);
  }
  const male = readFirstMatch(
    conversion,
    rows.filter((r) => r.sex === '1'),
    input.topography,
  );
  const female = readFirstMatch(
    conversion,
    rows.filter((r) => r.sex === '2'),
    input.topography,
  );
  if (!male || !female) return { none: 'sourceError' };
  const maleResult = override(conversion, male.result, input);
  const femaleResult = override(conversion, female.result, input);
  // Breast results never depend on sex; otherwise a different ICD-10 category needs a known sex.
  if ('code' in maleResult && maleResult.code.startsWith('C50')) return maleResult;
  if (category(maleResult) === category(femaleResult)) return maleResult;
  if (sex === 1) return maleResult;
  if (sex === 2) return femaleResult;
  return { none: 'sexRequired' };
}

/** The ICD-10 code without its dot (C91.0 → C910), as IARC's tools and ENCR write codes. */
export const icd10WithoutDot = (code: string) => code.replace('.', '');
