import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICCC3_MAIN_GROUPS } from '../../coding/iccc3';
import { ListId } from '../../dictionaries/list-ids';
import { type CodeEntry, type ExportDictionaries, renderRow } from '../export-layout';
import { fixedLineProblems, iicc3CellProblem, parseCsv } from './iarc-definitions';
import type { IarcCase } from './iarc-facts';
import { IARC_CRG_TOOLS_LAYOUT_NAME, iarcCrgToolsLayout, iarcCrgToolsText } from './iarccrgtools';
import { IICC3_VARIABLES, iicc3Exclusion, iicc3Layout, iicc3Text } from './iicc3';

// Golden tests generated from the variable tables of data/standards/: every cell of every record
// below is checked against its definition (codes, missing code, format, width and position).
const DATA =
  process.env.REFERENCE_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../../../shared/data');
const table = (name: string) => parseCsv(readFileSync(path.join(DATA, 'standards', name), 'utf8'));
const iicc3Table = table('iicc3-variables.csv');
const iarcTable = table('iarccrgtools-input.csv').filter((r) => r.layout === IARC_CRG_TOOLS_LAYOUT_NAME);

// Dictionaries as the starter lists and reference tables make them (ids as in the API's fixtures).
const entries = new Map<string, CodeEntry>();
const put = (kind: string | number, id: number, code: string) =>
  entries.set(`${kind}:${id}`, { code, labelRo: code, labelEn: code });
put(ListId.gender, 1, 'M');
put(ListId.gender, 2, 'F');
for (const [id, code] of [
  [1, '0'],
  [2, '1'],
  [3, '2'],
  [5, '4'],
  [6, '5'],
  [7, '6'],
  [8, '7'],
  [10, '9'],
] as const)
  put(ListId.basisOfDiagnosis, id, code);
for (let g = 1; g <= 9; g++) put(ListId.grade, g, String(g));
for (const [id, code] of [
  [1, '0'],
  [2, '1'],
  [3, '2'],
  [4, '3'],
  [5, '4'],
  [6, '9'],
] as const)
  put(ListId.laterality, id, code);
put(ListId.trackingStatus, 1, 'alive-disease-free');
put(ListId.trackingStatus, 3, 'dead');
put('county', 127, '12');
const topo = (code: string) => {
  const id = Number(code.replace(/\D/g, ''));
  put('topography', id, code);
  return id;
};
const morpho = (code: string) => {
  const id = Number(code.replace(/\D/g, ''));
  put('morphology', id, code);
  return id;
};
const d: ExportDictionaries = { entry: (kind, id) => entries.get(`${kind}:${id}`) };

let nextId = 1;
type Spec = {
  site?: string;
  morphology?: string;
  birth?: string | null;
  incidence?: string | null;
  sex?: number | null;
  lateralityId?: number;
  grade?: number;
  basis?: number | null;
  county?: number | null;
  home?: number | null;
  foreigner?: boolean;
  dead?: boolean;
  tumours?: [number, number];
};
function record(spec: Spec): IarcCase {
  const id = nextId++;
  return {
    caseId: id,
    patientId: 1000 + id,
    isForeigner: spec.foreigner ?? false,
    genderId: spec.sex === undefined ? 1 : spec.sex,
    birthdate: spec.birth === undefined ? '2010-06-15' : spec.birth,
    countyId: spec.county === undefined ? 127 : spec.county,
    tumour: {
      registeredAt: new Date('2024-04-02T21:30:00Z'), // 3 April in Romania
      patientTumours: spec.tumours?.[0] ?? 1,
      tumourOrder: spec.tumours?.[1] ?? 1,
      homeCountryId: spec.home ?? null,
    },
    data: {
      notificationOverview: spec.dead
        ? { isPatientDead: true, trackingStatusId: 3, deathDate: '2024-09-01' }
        : { trackingStatusId: 1, lastContactDate: '2025-01-10' },
      cancerDiagnostic: {
        diagnosticDate: spec.incidence === undefined ? '2024-03-10' : spec.incidence,
        registrationBaseId: spec.basis === undefined ? 8 : spec.basis,
        topologicCodeId: spec.site ? topo(spec.site) : null,
        lateralityId: spec.lateralityId ?? null,
      },
      cancerMorphology: {
        morphologyCodeId: spec.morphology ? morpho(spec.morphology) : null,
        degreeId: spec.grade ?? null,
      },
    },
  } as unknown as IarcCase;
}

/** One tumour of each ICCC-3 main group, then the edge cases the call and the tools must read. */
const groups = [
  record({ site: 'C42.1', morphology: '9836/3', grade: 6 }),
  record({ site: 'C77.9', morphology: '9650/3' }),
  record({ site: 'C71.6', morphology: '9470/3', dead: true }),
  record({ site: 'C74.9', morphology: '9500/3', lateralityId: 2 }),
  record({
    site: 'C69.2',
    morphology: '9510/3',
    lateralityId: 5,
    birth: '2023-12-01',
    incidence: '2024-01-05',
  }),
  record({ site: 'C64.9', morphology: '8960/3', sex: 2 }),
  record({ site: 'C22.0', morphology: '8970/3' }),
  record({ site: 'C40.2', morphology: '9180/3', grade: 4 }),
  record({ site: 'C49.2', morphology: '8900/3' }),
  record({ site: 'C62.9', morphology: '9064/3' }),
  record({ site: 'C73.9', morphology: '8260/3', tumours: [2, 2] }),
  record({ site: 'C80.9', morphology: '8000/3', basis: 2 }),
];
const cases = {
  cnsNonMalignant: record({ site: 'C71.0', morphology: '9421/1' }),
  unknown: record({ sex: null, birth: null, incidence: null, basis: null, county: null }),
  foreignResident: record({ site: 'C64.9', morphology: '8960/3', foreigner: true }),
  livingAbroad: record({ site: 'C64.9', morphology: '8960/3', foreigner: true, county: null, home: 642 }),
  age0: record({ site: 'C74.9', morphology: '9500/3', birth: '2024-01-20', incidence: '2024-03-10' }),
  age19: record({ site: 'C40.2', morphology: '9180/3', birth: '2004-03-11', incidence: '2024-03-10' }),
  age20: record({ site: 'C40.2', morphology: '9180/3', birth: '2004-03-10', incidence: '2024-03-10' }),
  before1990: record({ site: 'C64.9', morphology: '8960/3', birth: '1985-01-01', incidence: '1989-12-31' }),
  benignOutsideCns: record({ site: 'C49.2', morphology: '8850/0' }),
};
const all = [...groups, ...Object.values(cases)];

const iicc3Row = (r: IarcCase) => {
  const cells = renderRow(iicc3Layout, r, d, 'en');
  return Object.fromEntries(iicc3Layout.columns.map((c, i) => [c.key, cells[i]]));
};
/** The file's text, parsed back by an independent reader (RFC 4180). */
const iicc3File = (rows: IarcCase[]) =>
  parseCsv(
    [iicc3Text.header, ...rows.map((r) => iicc3Text.line(renderRow(iicc3Layout, r, d, 'en')))].join(
      iicc3Text.eol,
    ) + iicc3Text.eol,
  );

describe('IICC-3 case file, against iicc3-variables.csv', () => {
  it("has the 15 variables in the call's order, then the ICCC-3 group, subgroup and extended group", () => {
    expect(iicc3Table.map((v) => Number(v.order))).toEqual(iicc3Table.map((_, i) => i + 1));
    const keys = iicc3Layout.columns.map((c) => c.key);
    expect(keys.slice(0, iicc3Table.length).map((k) => IICC3_VARIABLES[k])).toEqual(
      iicc3Table.map((v) => Number(v.order)),
    );
    expect(keys.slice(iicc3Table.length)).toEqual(['ICCC3_GROUP', 'ICCC3_SUBGROUP', 'ICCC3_EXTENDED']);
    // Machine layout: the same names in both languages.
    for (const c of iicc3Layout.columns) expect(c.header.ro).toBe(c.header.en);
  });

  it('every cell of every record is coded as its definition says', () => {
    const file = iicc3File(all);
    expect(file).toHaveLength(all.length);
    const byOrder = (line: Record<string, string>) =>
      Object.fromEntries(Object.entries(IICC3_VARIABLES).map(([k, o]) => [o, line[k]]));
    for (const line of file) {
      const row = byOrder(line);
      for (const definition of iicc3Table) {
        const problem = iicc3CellProblem(definition, row[Number(definition.order)], row);
        expect(problem, `${line.ID} ${definition.variable}`).toBeNull();
      }
    }
    // ID + SEQ is the tumour: unique in the file.
    expect(new Set(file.map((l) => `${l.ID}/${l.SEQ}`)).size).toBe(file.length);
  });

  it('covers every ICCC-3 main group, with the extended group where the subgroup has one', () => {
    const rows = groups.map(iicc3Row);
    expect(rows.map((r) => r.ICCC3_GROUP)).toEqual([...ICCC3_MAIN_GROUPS]);
    expect(rows[0]).toMatchObject({ ICCC3_SUBGROUP: 'Ia', ICCC3_EXTENDED: 'Ia.1', GRADE: 6 });
    expect(rows[4]).toMatchObject({ ICCC3_SUBGROUP: 'V', ICCC3_EXTENDED: null });
    expect(iicc3Row(cases.cnsNonMalignant)).toMatchObject({ ICCC3_GROUP: 'III', BEHAVIOUR: 1 });
  });

  it('codes a full record as the call codes it: dates year-day-month, laterality recoded', () => {
    expect(iicc3Row(groups[4])).toEqual({
      REGION: '12',
      ID: groups[4].patientId,
      SEQ: '00',
      SEX: 1,
      DOB_YYYYDDMM: '20230112',
      DOI_YYYYDDMM: '20240501',
      DOR_YYYYDDMM: '20240304',
      AGE: 0,
      TOPOGRAPHY: 'C692',
      LATERALITY: 2, // bilateral (ENCR 4)
      HISTOLOGY: 9510,
      BEHAVIOUR: 3,
      GRADE: 9,
      BASIS: 7,
      VITAL_STATUS: 1,
      ICCC3_GROUP: 'V',
      ICCC3_SUBGROUP: 'V',
      ICCC3_EXTENDED: null,
    });
    expect(iicc3Row(groups[3]).LATERALITY).toBe(3); // right (ENCR 1) on an adrenal
    expect(iicc3Row(groups[5]).LATERALITY).toBe(9); // kidney, none recorded: required → unknown
    expect(iicc3Row(groups[2])).toMatchObject({ LATERALITY: null, VITAL_STATUS: 2 });
    expect(iicc3Row(groups[10]).SEQ).toBe('02');
  });

  it("codes unknown values with the call's missing codes", () => {
    expect(iicc3Row(cases.unknown)).toMatchObject({
      REGION: null,
      SEX: 9,
      DOB_YYYYDDMM: '99999999',
      DOI_YYYYDDMM: '99999999',
      AGE: null,
      TOPOGRAPHY: null,
      HISTOLOGY: null,
      GRADE: 9,
      BASIS: 9,
      ICCC3_GROUP: null,
    });
  });

  it("keeps the call's tumours only: residents aged 0–19, from 1990, malignant or CNS; unknowns stay", () => {
    const excluded = Object.fromEntries(Object.entries(cases).map(([k, r]) => [k, iicc3Exclusion(r, d)]));
    expect(excluded).toEqual({
      cnsNonMalignant: null,
      unknown: null,
      foreignResident: null,
      livingAbroad: 'resident-abroad',
      age0: null,
      age19: null,
      age20: 'age',
      before1990: 'incidence-before-1990',
      benignOutsideCns: 'not-malignant-outside-cns',
    });
    for (const r of groups) expect(iicc3Exclusion(r, d)).toBeNull();
    expect(iicc3Row(cases.age0).AGE).toBe(0);
    expect(iicc3Row(cases.age19).AGE).toBe(19);
    expect(iicc3Row(cases.foreignResident).REGION).toBe('12');
  });
});

describe('IARCcrgTools input, against iarccrgtools-input.csv (check_all)', () => {
  const line = (r: IarcCase) => iarcCrgToolsText.line(renderRow(iarcCrgToolsLayout, r, d, 'en'));

  it('has the fields, order and widths of the table', () => {
    expect(iarcCrgToolsLayout.columns.map((c) => [c.key, c.width])).toEqual(
      iarcTable.map((f) => [f.field, Number(f.length)]),
    );
    expect(iarcCrgToolsText.header).toBeNull();
    expect(iarcCrgToolsText.eol).toBe('\r\n');
  });

  it('every field of every record sits at its positions and is coded as defined', () => {
    for (const r of all) expect(fixedLineProblems(iarcTable, line(r)), `case ${r.caseId}`).toEqual([]);
  });

  it('writes a record as the FCR driver does: zero-padded integers, topography without the C', () => {
    const r = groups[3];
    expect(line(r)).toBe(`${String(r.caseId).padStart(15, '0')};1;  749;9500;3;9;7;20240310;20100615;013;`);
    expect(line(cases.unknown)).toBe(
      `${String(cases.unknown.caseId).padStart(15, '0')};9;     ;    ; ;9;9;        ;        ;   ;`,
    );
    expect(line(cases.age0).slice(53, 56)).toBe('000');
  });
});
