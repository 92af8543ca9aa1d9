import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheets } from './export-helpers';
import { startTestServer, type TestResponse, type TestServer } from './harness';
import { completeBody, dictionaryIds } from './notification-fixtures';

let s: TestServer;
const t: Record<string, string> = {};

/** A valid CNP: sex digit 5 (boy) or 6 (girl), born 2015-01-01 (boys) or 2015-05-24 (girls). */
function cnp(girl: boolean, serial: number) {
  const body = `${girl ? '6150524' : '5150101'}400${String(serial).padStart(2, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}
const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
const save = async (body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification/', { token: t.reporter, body, language: 2 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
};
const post = (path: string, body: unknown, token = t.reviewer) =>
  s.request('POST', `/api/report/${path}`, { token, body, language: 2 });

async function upload(text: string, token = t.superadmin): Promise<Pick<TestResponse, 'status' | 'body'>> {
  const body = new FormData();
  body.append('file', new Blob([text]), 'population.csv');
  const res = await fetch(`${s.url}/api/population/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, LanguageId: '2' },
    body,
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Five cases (every one a separate child, county Cluj):
 *  A boy, neuroblastoma (ICCC IV), diagnosed 2024-03-10 at 9, alive at 2025-06-01 (censored at 448 days)
 *  B boy, neuroblastoma, 2024-03-10 at 9, died 2024-09-10 (184 days)
 *  C boy, neuroblastoma, 2016-03-10 at 1, alive at 2025-06-01
 *  D girl, Wilms tumour (ICCC VI), 2023-06-01 at 8, clinical basis, last contact = diagnosis (no follow-up)
 *  E boy, neuroblastoma, 2024-05-01 at 9, death certificate only
 * B, D and E are changed after saving by SQL on the stored record: the triggers refresh the facts.
 */
const ids: Record<string, number> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reviewer', 'auditor', 'executive', 'superadmin'])
    t[who] = await s.signIn(`${who}@demo.local`);
  const nb = (serial: number, diagnosticDate: string) =>
    completeBody({
      patientDetails: { identifier: cnp(false, serial) },
      cancerDiagnostic: { diagnosticDate, clinicalStartDate: diagnosticDate },
      cancerTreatment: { chimioDate: diagnosticDate },
    });
  ids.A = await save(nb(1, '2024-03-10'));
  ids.B = await save(nb(2, '2024-03-10'));
  ids.C = await save(nb(3, '2016-03-10'));
  ids.D = await save(
    completeBody({
      patientDetails: { identifier: cnp(true, 1) },
      cancerDiagnostic: {
        diagnosticDate: '2023-06-01',
        clinicalStartDate: '2023-06-01',
        topologicCodeId: dictionaryIds.topographyKidney,
        registrationBaseId: 2,
      },
      cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
      cancerTreatment: { chimioDate: '2023-06-01' },
    }),
  );
  ids.E = await save(nb(4, '2024-05-01'));
  const set = (id: number, path: string, value: unknown) =>
    s.sql(
      `update cancer_notifications set data = jsonb_set(data, '{${path}}', '${JSON.stringify(value)}') where id = ${id}`,
    );
  await set(ids.B, 'notificationOverview,isPatientDead', true);
  await set(ids.B, 'notificationOverview,deathDate', '2024-09-10');
  await set(ids.D, 'notificationOverview,lastContactDate', '2023-06-01');
  await set(ids.E, 'cancerDiagnostic,registrationBaseId', 1); // dictionary id 1 = basis code 0, DCO
});
afterAll(() => s.close());

describe('who sees the reports', () => {
  it('answers reviewers, the super administrator and executives; refuses reporters and auditors', async () => {
    for (const who of ['reviewer', 'superadmin', 'executive'])
      expect((await post('incidence', { yearFrom: 2020, yearTo: 2024 }, t[who])).status).toBe(200);
    for (const who of ['reporter', 'auditor']) {
      expect((await post('incidence', { yearFrom: 2016, yearTo: 2024 }, t[who])).status).toBe(403);
      expect((await post('survival', { periodFrom: 2016, periodTo: 2024 }, t[who])).status).toBe(403);
      expect((await s.request('GET', '/api/population', { token: t[who] })).status).toBe(403);
    }
    expect((await post('incidence', { yearFrom: 2024, yearTo: 2016 })).status).toBe(400);
    expect((await post('incidence', { yearFrom: 2016, yearTo: 2024, iccc: 'XIII' })).status).toBe(400);
  });
});

describe('report facts', () => {
  it('follow each save of a current record (the triggers of migration 0022)', async () => {
    const facts = await rows<{
      notification_id: number;
      age: number;
      is_dead: boolean;
      death_date: string;
      basis_code: number;
    }>(
      'select notification_id, age, is_dead, death_date::text, basis_code from report_case_facts order by notification_id',
    );
    expect(facts.map((f) => [f.notification_id, f.age, f.is_dead, f.death_date, f.basis_code])).toEqual([
      [ids.A, 9, false, null, 7],
      [ids.B, 9, true, '2024-09-10', 7],
      [ids.C, 1, false, null, 7],
      [ids.D, 8, false, null, 1],
      [ids.E, 9, false, null, 0],
    ]);
  });
});

describe('incidence', () => {
  it('counts by ICCC-3 group × age group × sex, counts only without denominators', async () => {
    const res = await post('incidence', { yearFrom: 2016, yearTo: 2024 });
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.denominators).toBe('missing');
    expect(a.missingPopulationYears).toHaveLength(9);
    expect(a.standardPopulation.id).toBe('segi-1960-world');
    const row = (key: string, sex: string) => a.rows.find((r: any) => r.key === key && r.sex === sex);
    const counts = (r: any) => r.ages.map((c: any) => c.count);
    // IV: C at 1 (1–4); A, B, E at 9 (5–9) → [0, 1, 3, 0, 0], total 4, all boys.
    expect(counts(row('IV', 'all'))).toEqual([0, 1, 3, 0, 0]);
    expect(row('IV', 'all').total.count).toBe(4);
    expect(row('IV', 'M').total.count).toBe(4);
    expect(row('IV', 'F').total.count).toBe(0);
    expect(row('IVa', 'all').parentKey).toBe('IV');
    // VI: D, a girl of 8.
    expect(counts(row('VI', 'F'))).toEqual([0, 0, 1, 0, 0]);
    expect(row('total', 'all').total.count).toBe(5);
    expect(row('IV', 'all').asr).toBeNull();
    expect(row('IV', 'all').total.rate).toBeNull();
    // By year, girls only: one case, in 2023.
    const girls = (await post('incidence', { yearFrom: 2016, yearTo: 2024, by: 'year', sex: 'F' })).body;
    expect(girls.rows.filter((r: any) => r.total.count > 0).map((r: any) => [r.key, r.total.count])).toEqual([
      ['2023', 1],
      ['total', 1],
    ]);
  });

  it('hides counts 1–4 from executives, with the rates and ASR they would give away', async () => {
    const a = (await post('incidence', { yearFrom: 2020, yearTo: 2024 }, t.executive)).body;
    expect(a.suppression.applied).toBe(true);
    const row = (key: string) => a.rows.find((r: any) => r.key === key && r.sex === 'all');
    // IV 2020–2024: A, B and E at 9 → 3 in 5–9, hidden with the total 3, with the rate; a zero may go
    // as a companion (four cases in all: the band's pattern hides what the other tables would give).
    expect(row('IV').ages[2]).toMatchObject({ count: null, rate: null, suppressed: true });
    expect(row('IV').total).toMatchObject({ count: null, rate: null, suppressed: true });
    expect(row('total').total.count).toBeNull();
    // Nothing from 1 to 4 shows anywhere, and what shows is the true figure.
    const truth = (await post('incidence', { yearFrom: 2020, yearTo: 2024 })).body;
    a.rows.forEach((r: any, i: number) => {
      for (const [j, c] of [...r.ages, r.total].entries()) {
        const real = [...truth.rows[i].ages, truth.rows[i].total][j].count;
        if (real >= 1 && real <= 4) expect(c.count).toBeNull();
        if (c.count !== null) expect(c.count).toBe(real);
      }
    });
  });

  it('answers executives fixed five-year bands only, a county with rows by county, a group with rows by group', async () => {
    const refused = [
      ['incidence', { yearFrom: 2016, yearTo: 2016 }],
      ['incidence', { yearFrom: 2016, yearTo: 2020 }],
      ['incidence', { yearFrom: 2020, yearTo: 2029 }],
      ['incidence', { yearFrom: 2020, yearTo: 2024, by: 'group', countyId: 12 }],
      ['incidence', { yearFrom: 2020, yearTo: 2024, by: 'year', countyId: 12 }],
      ['incidence', { yearFrom: 2020, yearTo: 2024, by: 'county', iccc: 'IV' }],
      ['incidence', { yearFrom: 2020, yearTo: 2024, by: 'year', iccc: 'IV' }],
      ['incidence/xlsx', { yearFrom: 2016, yearTo: 2017 }],
      ['data-quality', { yearFrom: 2016, yearTo: 2017 }],
      ['data-quality', { yearFrom: 2020, yearTo: 2024, unitId: 1 }],
      ['data-quality/xlsx', { yearFrom: 2021, yearTo: 2025 }],
      ['survival', { periodFrom: 2016, periodTo: 2024 }],
      ['survival', { periodFrom: 2015, periodTo: 2024, periodLength: 10 }],
      ['survival', { periodFrom: 2015, periodTo: 2022, periodLength: 5 }],
      ['survival/xlsx', { periodFrom: 2015, periodTo: 2019, periodLength: 1 }],
    ] as const;
    for (const [path, body] of refused) {
      const en = await post(path, body, t.executive);
      expect(en.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(JSON.stringify(en.body)).toMatch(/five-year periods|not published for your role/);
      const ro = await s.request('POST', `/api/report/${path}`, { token: t.executive, body, language: 1 });
      expect(JSON.stringify(ro.body)).toMatch(/perioade fixe|nu se publică/);
      // The same questions stay open to the roles that see every figure.
      expect((await post(path.replace('/xlsx', ''), body, t.reviewer)).status).toBe(200);
    }
    for (const [path, body] of [
      ['incidence', { yearFrom: 2020, yearTo: 2024, by: 'county', countyId: 12, sex: 'F' }],
      ['incidence', { yearFrom: 2015, yearTo: 2019, by: 'group', iccc: 'IVa' }],
      ['incidence', { yearFrom: 2020, yearTo: 2024, by: 'year', sex: 'M' }],
      ['data-quality', { yearFrom: 2020, yearTo: 2024, by: 'unit' }],
      ['survival', { periodFrom: 2015, periodTo: 2024, periodLength: 5, iccc: 'IV' }],
    ] as const)
      expect((await post(path, body, t.executive)).status, JSON.stringify(body)).toBe(200);
  });
});

describe('population and rates', () => {
  let counties: { code: string }[] = [];
  const lines = (year: number, value: number) =>
    counties.flatMap((c) =>
      ['M', 'F'].flatMap((sx) =>
        ['0', '1-4', '5-9', '10-14', '15-19'].map((g) => `${year},${c.code},${sx},${g},${value}`),
      ),
    );
  const header = 'year,county,sex,age_group,population';
  beforeAll(async () => {
    counties = await rows<{ code: string }>('select auto_code as code from counties where is_active');
  });

  it('refuses a file with a bad line whole, naming every bad line, and writes nothing', async () => {
    const good = lines(2024, 1000);
    const file = [
      header,
      ...good.slice(0, 3),
      '2024,ZZ,M,0,5',
      good[3],
      '2024,CJ,X,0,5',
      `${good[0]}`,
      'abc',
    ].join('\n');
    const res = await upload(file);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['line 5', 'line 7', 'line 8', 'line 9']);
    expect(res.body.errors['line 5']).toMatch(/county/i);
    expect(res.body.errors['line 8']).toMatch(/line 2/);
    expect(await rows('select * from population')).toEqual([]);
    expect((await upload('nope\n1,2', t.superadmin)).body.errors['line 1']).toMatch(/header/);
  });

  it('only the super administrator imports; the template lists every county × sex × age group', async () => {
    expect((await upload(`${header}\n`, t.reviewer)).status).toBe(403);
    const res = await fetch(`${s.url}/api/population/template`, {
      headers: { authorization: `Bearer ${t.superadmin}` },
    });
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe(header);
    expect(text.trim().split('\r\n')).toHaveLength(1 + counties.length * 10);
  });

  it('imports, replaces the years a file contains, and gives rates and the standardised rate', async () => {
    const first = await upload([header, ...lines(2023, 500), ...lines(2024, 500)].join('\n'));
    expect(first).toEqual({ status: 200, body: { years: [2023, 2024], lines: counties.length * 20 } });
    const again = await upload([header, ...lines(2024, 1000)].join('\r\n'));
    expect(again.body.years).toEqual([2024]);
    const summary = (await s.request('GET', '/api/population', { token: t.reviewer })).body;
    // An imported population is never labelled synthetic (only the demo registry's is, issue 42 item 13).
    expect(summary.years.map((y: any) => [y.year, y.population, y.complete, y.synthetic])).toEqual([
      [2023, counties.length * 10 * 500, true, false],
      [2024, counties.length * 10 * 1000, true, false],
    ]);
    expect(
      (
        await rows<{ n: number }>(
          `select count(*)::int as n from audit_log where action = 'population.imported'`,
        )
      )[0].n,
    ).toBe(2);
    expect(
      (
        await rows<{ n: number }>(
          `select count(*)::int as n from audit_log where action = 'population.import.refused'`,
        )
      )[0].n,
    ).toBe(2);

    // 2024: A, B, E — three boys of 9 with neuroblastoma. Each age group has 1000 per county and sex:
    // boys 5–9: 1000 × C counties (C = counties.length); both sexes 2000 × C.
    const a = (await post('incidence', { yearFrom: 2024, yearTo: 2024 })).body;
    expect(a.denominators).toBe('available');
    const C = counties.length;
    const row = (key: string, sex: string) => a.rows.find((r: any) => r.key === key && r.sex === sex);
    // Age-specific, both sexes: 3 / (2000 C) × 10⁶; crude: 3 / (5 × 2000 C) × 10⁶.
    expect(row('IV', 'all').ages[2].rate).toBeCloseTo((3 / (2000 * C)) * 1e6, 9);
    expect(row('IV', 'all').total.rate).toBeCloseTo((3 / (10000 * C)) * 1e6, 9);
    // ASR: only 5–9 has cases; its Segi weight is 10 000 of 40 000 → ¼ of its rate.
    expect(row('IV', 'all').asr).toBeCloseTo(0.25 * (3 / (2000 * C)) * 1e6, 9);
    expect(row('IV', 'M').asr).toBeCloseTo(0.25 * (3 / (1000 * C)) * 1e6, 9);
    // 2016–2024 has years without population: counts only again.
    expect((await post('incidence', { yearFrom: 2016, yearTo: 2024 })).body.denominators).toBe('missing');
  });
});

describe('data quality', () => {
  it('gives the shares and their n per year and in total', async () => {
    const a = (await post('data-quality', { yearFrom: 2016, yearTo: 2024, by: 'year' })).body;
    expect(a.rows.map((r: any) => [r.key, r.cases])).toEqual([
      ['2016', 1],
      ['2023', 1],
      ['2024', 3],
      ['total', 5],
    ]);
    const total = a.rows.at(-1);
    // MV: A, B, C (histology of the primary) = 3/5; DCO: E = 1/5; D is clinical (not MV, known basis).
    expect(total.microscopicallyVerified).toEqual({ count: 3, percent: 60, suppressed: false });
    expect(total.deathCertificateOnly).toEqual({ count: 1, percent: 20, suppressed: false });
    expect(total.unknownBasis.count).toBe(0);
    expect(total.unknownAge.count).toBe(0);
    expect(total.daysToNotification.n).toBe(5);
    expect(total.daysToReview).toEqual({ n: 0, days: null, suppressed: false });
    const byUnit = (await post('data-quality', { yearFrom: 2016, yearTo: 2024, by: 'unit' })).body;
    expect(byUnit.rows.map((r: any) => r.cases)).toEqual([5, 5]);
    // Executives: every figure here rests on fewer than 5 cases per year.
    const exec = (await post('data-quality', { yearFrom: 2020, yearTo: 2024 }, t.executive)).body;
    expect(exec.rows[0]).toMatchObject({ cases: null, casesSuppressed: true });
    expect(exec.rows.at(-1).microscopicallyVerified).toEqual({
      count: null,
      percent: null,
      suppressed: true,
    });
  });
});

describe('survival', () => {
  it('estimates Kaplan–Meier with the Greenwood log(−log) interval, at risk, and those without follow-up', async () => {
    const a = (await post('survival', { periodFrom: 2016, periodTo: 2024, periodLength: 5, curve: true }))
      .body;
    expect(a).toMatchObject({
      method: 'kaplan-meier',
      confidenceInterval: 'greenwood-log-log',
      horizons: [1, 3, 5],
    });
    const row = (group: string, from: number) =>
      a.rows.find((r: any) => r.group === group && r.periodFrom === from);
    // IV 2021–2024: B died at 184 days, A censored at 448; E (DCO) left out.
    // S(1 y) = 1 − 1/2 = 0.5; Greenwood 1/(2·1) = 0.5; v = 0.5 / ln(0.5)² = 1.040684, se = 1.020139;
    // exp(1.959964 · 1.020139) = exp(1.999436) = 7.38489 → CI 0.5^7.38489 = exp(−5.11889) = 0.005983
    // to 0.5^(1/7.38489) = exp(−0.093860) = 0.910411. At risk at 1 y: A.
    const iv = row('IV', 2021);
    expect(iv).toMatchObject({
      periodTo: 2024,
      cases: 2,
      deaths: 1,
      censored: 1,
      withoutFollowUp: 0,
      deathCertificateOnly: 1,
    });
    expect(iv.at[0].survival).toBe(0.5);
    expect(iv.at[0].lower).toBeCloseTo(0.005983, 5);
    expect(iv.at[0].upper).toBeCloseTo(0.910411, 5);
    expect(iv.at[0].atRisk).toBe(1);
    // At 3 years nobody is followed and S > 0: not estimable.
    expect(iv.at[1]).toMatchObject({ survival: null, atRisk: 0 });
    // The curve runs on to A's last follow-up (issue 23): it ends where the observation does.
    expect(iv.curve).toEqual([
      { days: 0, survival: 1 },
      { days: 184, survival: 0.5 },
      { days: 448, survival: 0.5 },
    ]);
    // VI 2021–2024: D has no contact after the diagnosis: counted as without follow-up.
    expect(row('VI', 2021)).toMatchObject({ cases: 0, withoutFollowUp: 1 });
    // IV 2016–2020: C alone, alive: S(1 y) = 1.
    expect(row('IV', 2016).at[0]).toMatchObject({ survival: 1, atRisk: 1 });
    // One child, alive: a flat curve to the last contact, so the chart draws it (issue 23: it said
    // "no case matches" beside a table that listed the child).
    const alone = row('IV', 2016).curve;
    expect(alone).toHaveLength(2);
    expect(alone[0]).toEqual({ days: 0, survival: 1 });
    expect(alone[1].days).toBeGreaterThan(365);
    expect(alone[1].survival).toBe(1);
    // Executives: rows of 1–4 cases are hidden whole.
    const exec = (await post('survival', { periodFrom: 2020, periodTo: 2024 }, t.executive)).body;
    const hidden = exec.rows.find((r: any) => r.group === 'IV' && r.periodFrom === 2020);
    expect(hidden).toMatchObject({ cases: null, suppressed: true, deathCertificateOnly: null });
    expect(hidden.at[0]).toMatchObject({ survival: null, suppressed: true });
  });
});

describe('xlsx downloads', () => {
  it('answer each table as a workbook, with the executives’ suppression, audited', async () => {
    for (const [path, name, body] of [
      ['incidence', 'Incidenta.xlsx', { yearFrom: 2020, yearTo: 2024 }],
      ['data-quality', 'Calitatea-datelor.xlsx', { yearFrom: 2020, yearTo: 2024 }],
      ['survival', 'Supravietuire.xlsx', { periodFrom: 2020, periodTo: 2024 }],
    ] as const) {
      const res = await fetch(`${s.url}/api/report/${path}/xlsx`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.executive}`,
          'Content-Type': 'application/json',
          LanguageId: '2',
        },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(name);
      const [sheet] = await readSheets(Buffer.from(await res.arrayBuffer()));
      const cells = sheet.rows.flat();
      expect(cells).toContain('x');
      if (path === 'incidence') {
        const iv = sheet.rows.find((r) => r[1] === 'IV' && r[2] === 'all');
        expect(iv?.[5]).toBe('x');
        expect(iv?.[8]).toBe('x');
      }
    }
    const audits = await rows<{ entity_id: string }>(
      `select entity_id from audit_log where action = 'report.exported' order by id`,
    );
    expect(audits.map((r) => r.entity_id)).toEqual(['incidence', 'data-quality', 'survival']);
  });
});
