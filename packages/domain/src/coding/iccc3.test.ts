import { describe, expect, it } from 'vitest';
import { classifyIccc3, ICCC3_GROUPS, iccc3GroupLabel, NOT_CLASSIFIABLE } from './iccc3';
import { ICCC3_RULES } from './iccc3-data';
import { readCsvRecords, referenceFileExists } from './testing/reference-data';

// The 8 conversions verified independently in data/iccc3/SOURCE.md (they hold without the file).
const VERIFIED = [
  { topography: 'C42.1', morphology: [9835, 3], recode: '011', extended: '001', subgroup: 'Ia', ext: 'Ia.1' },
  { topography: 'C74.9', morphology: [9500, 3], recode: '041', extended: '033', subgroup: 'IVa', ext: null },
  {
    topography: 'C64.9',
    morphology: [8960, 3],
    recode: '061',
    extended: '036',
    subgroup: 'VIa',
    ext: 'VIa.1',
  },
  {
    topography: 'C71.6',
    morphology: [9470, 3],
    recode: '033',
    extended: '020',
    subgroup: 'IIIc',
    ext: 'IIIc.1',
  },
  { topography: 'C69.2', morphology: [9510, 3], recode: '050', extended: '035', subgroup: 'V', ext: null },
  { topography: 'C72.3', morphology: [9380, 1], recode: '032', extended: '019', subgroup: 'IIIb', ext: null },
  { topography: 'C71.9', morphology: [8000, 3], recode: '036', extended: '032', subgroup: 'IIIf', ext: null },
  {
    topography: 'C50.9',
    morphology: [8500, 3],
    recode: '116',
    extended: '103',
    subgroup: 'XIf',
    ext: 'XIf.6',
  },
] as const;

describe('classifyIccc3 – verified examples (iccc3/SOURCE.md)', () => {
  it.each(VERIFIED)('$topography $morphology → $subgroup $ext', (example) => {
    const [histology, behaviour] = example.morphology;
    const result = classifyIccc3({ topography: example.topography, histology, behaviour });
    expect(result).toMatchObject({
      isValid: true,
      seerRecode: example.recode,
      seerExtended: example.extended,
      subgroup: example.subgroup,
      extended: example.ext,
      version: 'ICCC-3 IARC 2017',
    });
  });

  it('derives the main group from the SEER recode', () => {
    expect(classifyIccc3({ topography: 'C42.1', histology: 9835, behaviour: 3 }).mainGroup).toBe('I');
    expect(classifyIccc3({ topography: 'C69.2', histology: 9510, behaviour: 3 }).mainGroup).toBe('V');
    expect(classifyIccc3({ topography: 'C50.9', histology: 8500, behaviour: 3 }).mainGroup).toBe('XI');
    expect(classifyIccc3({ topography: 'C80.9', histology: 8000, behaviour: 3 }).mainGroup).toBe('XII');
  });

  it('accepts the compact topography form', () => {
    expect(classifyIccc3({ topography: 'C421', histology: 9835, behaviour: 3 }).extended).toBe('Ia.1');
  });

  it.each([
    ['in situ behaviour', { topography: 'C50.9', histology: 8500, behaviour: 2 }],
    ['benign tumour outside the CNS', { topography: 'C64.9', histology: 8960, behaviour: 0 }],
    ['unparseable topography', { topography: 'brain', histology: 9470, behaviour: 3 }],
    ['histology outside every rule', { topography: 'C44.9', histology: 8090, behaviour: 1 }],
  ])('returns the default for %s', (_name, input) => {
    expect(classifyIccc3(input)).toEqual(NOT_CLASSIFIABLE);
    expect(classifyIccc3(input).isValid).toBe(false);
  });

  it('includes non-malignant CNS tumours and intracranial germ cell tumours only', () => {
    expect(classifyIccc3({ topography: 'C71.0', histology: 9421, behaviour: 1 }).subgroup).toBe('IIIb');
    expect(classifyIccc3({ topography: 'C75.3', histology: 9080, behaviour: 0 }).extended).toBe('Xa.2');
    expect(classifyIccc3({ topography: 'C56.9', histology: 9080, behaviour: 0 }).isValid).toBe(false);
  });

  it('first matching rule wins: 9811/3 in marrow is leukaemia, in a lymph node lymphoma', () => {
    expect(classifyIccc3({ topography: 'C42.1', histology: 9811, behaviour: 3 }).extended).toBe('Ia.1');
    expect(classifyIccc3({ topography: 'C77.0', histology: 9811, behaviour: 3 }).extended).toBe('IIb.1');
  });

  it('labels every group in both languages', () => {
    for (const group of ICCC3_GROUPS) {
      expect(group.labelEn.length, group.code).toBeGreaterThan(0);
      expect(group.labelRo.length, group.code).toBeGreaterThan(0);
    }
    expect(iccc3GroupLabel('V', 'ro')).toBe('Retinoblastom');
    expect(iccc3GroupLabel('IIIc.1', 'en')).toBe('Medulloblastomas');
    expect(iccc3GroupLabel('XIII', 'en')).toBeNull();
    expect(ICCC3_GROUPS.filter((group) => group.level === 'main')).toHaveLength(12);
  });
});

// ---------------------------------------------------------------------------------------------
// Oracle: the SEER IARC-2017 table itself, applied by an interpreter written independently of the
// engine (own range parsing, own first-match loop, straight from the CSV columns).

type Span = Array<[number, number]>;
type SeerRow = {
  sitesIn: Span;
  sitesOut: Span;
  histIn: Span;
  histOut: Span;
  beh: Span;
  recode: string;
  extended: string;
};

function ranges(text: string): Array<[number, number]> {
  return text
    .split(',')
    .map((item) => item.trim().replace(/^C/i, '').replace(/-C/i, '-'))
    .filter((item) => item.length > 0)
    .map((item) => {
      const [a, b] = item.split('-');
      return [Number.parseInt(a, 10), Number.parseInt(b ?? a, 10)];
    });
}

const within = (value: number, span: Span) => span.some(([a, b]) => value >= a && value <= b);

function seerRecode(rows: SeerRow[], site: number, histology: number, behaviour: number) {
  for (const row of rows) {
    if (!within(site, row.sitesIn) || within(site, row.sitesOut)) continue;
    if (!within(histology, row.histIn) || within(histology, row.histOut)) continue;
    if (!within(behaviour, row.beh)) continue;
    return { recode: row.recode, extended: row.extended };
  }
  return { recode: '999', extended: '999' };
}

const ICCC_FILE = ['iccc3', 'seer_iccc-data-third-edition-iarc-2017.csv'] as const;
const hasIcccTable = referenceFileExists(...ICCC_FILE);

const oracleName = `classifyIccc3 agrees with the SEER IARC-2017 table${hasIcccTable ? '' : ' (SKIPPED: reference data absent)'}`;

describe.skipIf(!hasIcccTable)(oracleName, () => {
  const rows: Array<SeerRow & { sitesText: string; behText: string }> = hasIcccTable
    ? readCsvRecords(...ICCC_FILE)
        .filter((record) => record['Group code'] !== '' && record['Group code'] !== '999')
        .map((record) => ({
          sitesText: record['Sites IN'],
          behText: record['Behavior IN'],
          sitesIn: ranges(record['Sites IN']),
          sitesOut: ranges(record['Sites OUT']),
          histIn: ranges(record['Hist IN']),
          histOut: ranges(record['Hist OUT']),
          beh: ranges(record['Behavior IN']),
          recode: record['Group code'],
          extended: record['Group code extended'],
        }))
    : [];
  const topographies = hasIcccTable
    ? readCsvRecords('icdo3', 'icdo3_topography.csv')
        .filter((record) => record.level === '4')
        .map((record) => record.code)
    : [];

  const morphologyHistologies = hasIcccTable
    ? readCsvRecords('icdo3', 'icdo3_1_morphology.csv').map((record) => Number(record.histology))
    : [];

  const toCode = (value: number) => `C${String(Math.floor(value / 10)).padStart(2, '0')}.${value % 10}`;

  it('transcribes the same number of executable rules, in the same order', () => {
    expect(ICCC3_RULES).toHaveLength(rows.length);
    ICCC3_RULES.forEach(([sites, , beh, extended], index) => {
      expect(extended, `rule ${index + 1}`).toBe(rows[index].extended);
      expect(sites, `rule ${index + 1}`).toBe(rows[index].sitesText);
      expect(beh, `rule ${index + 1}`).toBe(rows[index].behText);
    });
  });

  it("converts every rule's boundary examples as the table does", () => {
    let cases = 0;
    let agreements = 0;
    const disagreements: string[] = [];
    for (const row of rows) {
      const sites = row.sitesIn.flat();
      const histologies = row.histIn.flat();
      const behaviours = [0, 1, 2, 3].filter((b) => within(b, row.beh));
      for (const site of sites) {
        for (const histology of histologies) {
          for (const behaviour of [...behaviours, 2]) {
            cases++;
            const expected = seerRecode(rows, site, histology, behaviour);
            const actual = classifyIccc3({ topography: toCode(site), histology, behaviour });
            if (actual.seerRecode === expected.recode && actual.seerExtended === expected.extended)
              agreements++;
            else disagreements.push(`${toCode(site)} ${histology}/${behaviour}`);
          }
        }
      }
    }
    console.info(
      `ICCC-3 oracle (rule boundaries): ${rows.length} rules, ${cases} cases, ${agreements} agreements`,
    );
    expect(disagreements).toEqual([]);
    expect(cases).toBeGreaterThan(1000);
  });

  it('agrees on every ICD-O-3 topography × every ICD-O-3.1 histology and range edge ±1 × behaviour 0–3', () => {
    const histologies = new Set<number>(morphologyHistologies);
    for (const row of rows) {
      for (const [a, b] of row.histIn) for (const h of [a - 1, a, b, b + 1]) histologies.add(h);
    }
    let cases = 0;
    let agreements = 0;
    const disagreements: string[] = [];
    for (const topography of topographies) {
      const site = Number(topography.replace(/[C.]/g, ''));
      for (const histology of histologies) {
        for (let behaviour = 0; behaviour <= 3; behaviour++) {
          cases++;
          const expected = seerRecode(rows, site, histology, behaviour);
          const actual = classifyIccc3({ topography, histology, behaviour });
          if (actual.seerRecode === expected.recode && actual.seerExtended === expected.extended)
            agreements++;
          else if (disagreements.length < 20) disagreements.push(`${topography} ${histology}/${behaviour}`);
        }
      }
    }
    console.info(`ICCC-3 oracle (exhaustive): ${cases} cases, ${agreements} agreements`);
    expect(disagreements).toEqual([]);
    expect(agreements).toBe(cases);
  }, 120_000);
});
