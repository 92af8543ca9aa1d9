import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CNP_DEAD_GIRL, seedExportDataset } from './export-dataset';
import { exportHelpers } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY } from './notification-fixtures';

// Golden tests of the layouts on a small fixed data set (export-dataset.ts); ENCR has its own file.
let s: TestServer;
const t: Record<string, string> = {};
const { exported, records } = exportHelpers(() => s);
let ids: { boy: number; girl: number };

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2', 'reviewer', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  ids = await seedExportDataset(s, t);
});
afterAll(() => s.close());

describe('rich native (type 2) and encoded (type 5)', () => {
  it('rich native adds every panel, the review state and the number of versions', async () => {
    const res = await exported('rich-native-cancer-cases', t.reviewer, { identifier: CNP_BOY }, 2);
    const [row] = records(res.sheets[0]);
    expect(row).toMatchObject({
      'Treatment: Chemotherapy': 'Yes',
      'Treatment: Chemotherapy start date': '2024-03-20',
      'Subsequent treatment: Chemotherapy': 'No',
      'Current version reviewed': 'No',
      'Number of versions': 1,
      'Reporting reason': expect.any(String),
      'Last doctor': 'Dr. Pop',
      // The label the anonymised test below looks for and must not find.
      City: 'Cluj-Napoca',
      Address: 'Strada Lalelelor 7',
      'Date of diagnosis': '2024-03-10',
      'Age at diagnosis (years)': 9,
      // The grading and prognostic-factor panels, labelled from their dictionaries.
      'Histologic type / subtype': 'Neuroblastic tumours (INPC)',
      'Tumour grading': 'Favourable histology',
      Markers: 'MYCN not amplified',
      'Other prognostic factors': 'Elevated LDH',
      'Prognostic category': 'Not favourable',
    });
  });

  it('headers say what the house says, in Romanian too', async () => {
    const res = await exported('rich-native-cancer-cases', t.reviewer, { identifier: CNP_BOY }, 1);
    const [row] = records(res.sheets[0]);
    expect(row).toMatchObject({
      'Data diagnosticului': '2024-03-10',
      'Tip / subtip histologic': 'Tumori neuroblastice (INPC)',
      'Gradingul tumorii': 'Histologie favorabilă',
      Markeri: 'MYCN neamplificat',
      'Alți factori de prognostic': 'LDH crescut',
      'Categoria de prognostic': 'Nefavorabil',
    });
    expect(res.sheets[0].rows[0]).toContain('Observația evaluatorului');
    expect(JSON.stringify(res.sheets[0].rows[0])).not.toMatch(/recenzent/i);
  });

  it('encoded writes codes, and a second sheet maps every code used to its ro/en labels', async () => {
    const res = await exported('encoded-cancer-cases', t.reviewer, {}, 2);
    const [cases, codes] = res.sheets;
    expect(codes.name).toBe('Codes');
    const rows = records(cases);
    expect(rows.map((r) => r.Sex).sort()).toEqual(['F', 'M']);
    const boy = rows.find((r) => r.Sex === 'M');
    expect(boy).toMatchObject({
      'Basis of diagnosis': '7',
      'Topography code': 'C74.9',
      'Morphology code': '9500/3',
      'Tracking status': 'alive-disease-free',
      'Patient dead': 0,
      'Date of diagnosis': '2024-03-10',
      'Tumour grading': 'INPC-FH',
      Markers: 'MYCN-NA',
      'Other prognostic factors': 'LDH-HIGH',
      'Prognostic category': 'not-favourable',
    });
    expect(codes.rows).toContainEqual(['Markers', 'MYCN-NA', 'MYCN neamplificat', 'MYCN not amplified']);
    expect(codes.rows[0]).toEqual(['Variable', 'Code', 'Romanian', 'English']);
    expect(codes.rows).toContainEqual(['Sex', 'M', 'Masculin', 'Male']);
    expect(codes.rows).toContainEqual(['Sex', 'F', 'Feminin', 'Female']);
    expect(codes.rows).toContainEqual([
      'Basis of diagnosis',
      '7',
      'Histologia tumorii primare',
      'Histology of the primary tumour',
    ]);
    // Only codes the rows used: unit 2's tracking status "dead" is there, "unknown" is not.
    const tracking = codes.rows.filter((r) => r[0] === 'Tracking status').map((r) => r[1]);
    expect(tracking.sort()).toEqual(['alive-disease-free', 'dead']);
  });
});

describe('anonymised rich native', () => {
  const patients = [
    {
      identifier: CNP_BOY,
      names: ['Ion', 'Popescu'],
      address: 'Strada Lalelelor 7',
      dates: ['2015-01-01', '2024-03-10'],
    },
    {
      identifier: CNP_DEAD_GIRL,
      names: ['Maria', 'Vasilescu'],
      address: 'Bulevardul Eroilor 21',
      dates: ['2012-03-15', '2023-05-10', '2024-01-20'],
    },
  ];

  it('holds no name, identifier, address, city, date or id, cell by cell; counts every unit on its first sheet', async () => {
    const res = await exported('anonymyzed-rich-native-cancer-cases', t.executive, {}, 2);
    const [about, sheet] = res.sheets;
    const cityLabel = 'Cluj-Napoca';
    for (const row of [...about.rows, ...sheet.rows])
      for (const cell of row) {
        const text = String(cell ?? '');
        expect(text).not.toMatch(/\d{4}-\d{2}/);
        expect(text).not.toContain(cityLabel);
        for (const p of patients) {
          expect(text).not.toContain(p.identifier);
          expect(text).not.toContain(p.address);
          for (const name of p.names) expect(text).not.toContain(name);
        }
      }
    // Two children, each alone in their year × age group × sex × group cell: k = 5 leaves both out.
    expect(sheet.rows).toHaveLength(1);
    const figure = (label: string) => about.rows.find((r) => r[0] === label)?.[1];
    expect([
      figure('Cases selected'),
      figure('Rows in this file'),
      figure('Rows suppressed (left out)'),
    ]).toEqual([2, 0, 2]);
    expect(sheet.rows[0].slice(0, 5)).toEqual([
      'Diagnosis year',
      'Age group at diagnosis',
      'Sex',
      'Development region (NUTS-2)',
      'ICCC-3 main group',
    ]);
    for (const header of [
      'National id (CNP)',
      'First name',
      'Last name',
      'Address',
      'City',
      'County',
      'Reporting unit',
      'Case id',
      'Patient id',
      'Patient key (pseudonym)',
      'Case key (pseudonym)',
      'Date of birth',
      'Date of diagnosis',
    ])
      expect(sheet.rows[0]).not.toContain(header);
  });
});

describe('case evolution', () => {
  it('shows the grading and prognostic panels the rich export holds, labelled', async () => {
    const res = await s.request('POST', '/api/cancer-cases/evolution', {
      token: t.reviewer,
      language: 2,
      body: { cancerNotificationId: ids.boy },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items[0].sections.prognosis).toEqual({
      histologicTypeSubtype: 'Neuroblastic tumours (INPC)',
      tumorGrading: 'Favourable histology',
      markers: 'MYCN not amplified',
      otherPrognosticFactors: 'Elevated LDH',
      prognosticCategory: 'Not favourable',
    });
  });
});
