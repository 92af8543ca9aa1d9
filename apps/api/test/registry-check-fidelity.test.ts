import {
  BASIS_OF_DIAGNOSIS_CHECK,
  basisFactsOf,
  basisFindings,
  FOLLOW_UP_CHECK,
  MULTIPLE_PRIMARIES_CHECK,
  type Notification,
  qualityChecksOf,
  todayIso,
} from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCodes } from '../src/modules/reports/registry-check/registry-check-codes';
import { startTestServer, type TestServer } from './harness';
import { completeBody } from './notification-fixtures';

// The whole-registry check reads the checked fields as columns and checks them with the bulk path
// (consistencyChecksOf, morphologies parsed once per run); the save runs qualityChecksOf on the edit
// model. Over a varied sample of records, the run must store exactly what the save's function says.

let s: TestServer;
let reviewer: string;
/** The run's own passes across a patient's cases, which the save does not run. */
const runOnly = new Set([MULTIPLE_PRIMARIES_CHECK, FOLLOW_UP_CHECK]);
beforeAll(async () => {
  // Many new children from one reporter: their duplicate checks would reach the look-up limit.
  s = await startTestServer({ PATIENT_LOOKUP_LIMIT: '100000' });
  reviewer = await s.signIn('reviewer@demo.local');
});
afterAll(() => s.close());

const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;

/** A boy born 2015-01-01 with a valid CNP, one per serial number. */
function boy(serial: number) {
  const body = `5150101400${String(serial).padStart(2, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}

const json = (v: unknown) => `'${JSON.stringify(v)}'::jsonb`;
/** Parameters in key order: jsonb keeps its own order of keys. */
const paramsText = (p: object) => JSON.stringify(Object.entries(p).sort(([a], [b]) => a.localeCompare(b)));
const RECORDS = 48;

describe('the whole-registry check stores what the save’s checks say', () => {
  it('gives the same findings as qualityChecksOf over a varied sample, sex and birth date from the patient', async () => {
    const idsOf = async (table: string, codes: string[], where = 'true') =>
      (
        await rows<{ id: number }>(
          `select id from ${table} where ${where} and code in (${codes.map((c) => `'${c}'`).join(',')}) order by id`,
        )
      ).map((r) => r.id);
    const list = async (listId: number) =>
      (
        await rows<{ id: number }>(`select id from dictionary_entries where list_id = ${listId} order by id`)
      ).map((r) => r.id);
    // Sites and morphologies that raise each family: testis and prostate (sex), eye and retinoblastoma
    // (age), unknown primary, colon carcinoma in a child, choriocarcinoma, a benign code; and junk ids.
    const topographies = [
      null,
      'x',
      ...(await idsOf('topographies', ['C62.9', 'C64.9', 'C74.9', 'C69.2', 'C80.9', 'C61.9', 'C18.9'])),
    ];
    const morphologies = [
      null,
      999999,
      ...(await idsOf('morphologies', [
        '9500/3',
        '8960/3',
        '8959/3',
        '9510/3',
        '9100/3',
        '8140/3',
        '9080/1',
      ])),
    ];
    const genders = [null, ...(await list(7))];
    const behaviours = [null, ...(await list(12))];
    const grades = [null, ...(await list(15))];
    const bases = [null, ...(await list(19))];
    const births = [null, '2015-01-01', '2000-05-05', '2024-06-01', '1950-01-01'];
    const diagnoses = [null, '2024-03-10', '2014-01-01', '2023-02-30', '', '2010-07-07'];
    const contacts = [null, '2025-06-01', '2020-01-01', '2099-01-01', 'soon'];
    expect(topographies.length).toBeGreaterThan(7);
    expect(morphologies.length).toBeGreaterThan(7);

    // A fixed pseudo-random draw (mulberry32, seed 16): every run checks the same varied sample.
    let seed = 16;
    const pick = <T>(values: readonly T[]) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return values[((((t ^ (t >>> 14)) >>> 0) / 4294967296) * values.length) | 0];
    };
    for (let i = 0; i < RECORDS; i++) {
      const res = await s.request('POST', '/api/cancer-notification/', {
        token: await s.signIn('reporter@demo.local'),
        body: completeBody({ patientDetails: { identifier: boy(i + 1) } }),
        language: 2,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Records changed outside the form (imports, older versions), field by field.
      await s.sql(`update cancer_notifications set data = data
        || jsonb_build_object('cancerDiagnostic', data->'cancerDiagnostic' || jsonb_build_object(
             'diagnosticDate', ${json(pick(diagnoses))}, 'topologicCodeId', ${json(pick(topographies))},
             'registrationBaseId', ${json(pick(bases))}))
        || jsonb_build_object('cancerMorphology', data->'cancerMorphology' || jsonb_build_object(
             'morphologyCodeId', ${json(pick(morphologies))}, 'behaviorId', ${json(pick(behaviours))},
             'degreeId', ${json(pick(grades))}))
        || jsonb_build_object('notificationOverview', data->'notificationOverview' || jsonb_build_object(
             'lastContactDate', ${json(pick(contacts))}))
        where id = ${res.body.id}`);
      const birth = pick(births);
      await s.sql(`update patients set gender_id = ${pick(genders) ?? 'null'},
        birthdate = ${birth ? `'${birth}'` : 'null'} where identifier = '${boy(i + 1)}'`);
    }

    const started = await s.request('POST', '/api/registry-check', {
      token: reviewer,
      body: {},
      language: 2,
    });
    expect(started.status).toBe(202);
    const runId = started.body.runId as number;
    for (let i = 0; i < 200; i++) {
      const latest = await s.request('GET', '/api/registry-check/latest', { token: reviewer });
      if (latest.body.latest?.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }

    // What the save's function says of each record, as the patient screen has the patient now.
    const { codeOf } = await loadCodes(s.database.db);
    const ctx = { today: todayIso(), codeOf };
    const records = await rows<{
      id: number;
      data: Notification;
      gender_id: number | null;
      birthdate: string | null;
    }>(
      `select n.id, n.data, p.gender_id, p.birthdate::text from cancer_cases c
       join cancer_notifications n on n.id = c.current_notification_id join patients p on p.id = c.patient_id`,
    );
    expect(records).toHaveLength(RECORDS);
    const expected = new Map<number, string[]>();
    const expectedCounts = new Map<string, number>();
    for (const r of records) {
      const patientDetails = { ...r.data.patientDetails, genderId: r.gender_id, birthdate: r.birthdate };
      const checks = qualityChecksOf({ ...r.data, patientDetails }, ctx);
      for (const c of checks) {
        const key = `${c.checkId} ${c.severity}`;
        expectedCounts.set(key, (expectedCounts.get(key) ?? 0) + 1);
      }
      const found = checks.filter((c) => c.severity !== 'OK');
      // The save's basis rules, from the edit model as the save reads it (the run reads them as columns).
      const basis = basisFindings(basisFactsOf(r.data))[0];
      const basisKey = `${BASIS_OF_DIAGNOSIS_CHECK} ${basis ? 'Invalid' : 'OK'}`;
      expectedCounts.set(basisKey, (expectedCounts.get(basisKey) ?? 0) + 1);
      expected.set(
        r.id,
        [
          ...found.map((c) => `${c.checkId} ${c.severity} ${c.messageKey} ${paramsText(c.params)}`),
          ...(basis ? [`${basisKey} ${basis.code} ${paramsText({})}`] : []),
        ].sort(),
      );
    }

    // What the run stored: each row's numbered findings, named by the run's messages.
    const [run] = await rows<{
      counts: { checkId: string; severity: string; count: number }[];
      messages: { no: number; checkId: string; severity: string; messageKey: string }[];
    }>(`select counts, messages from registry_check_runs where id = ${runId} and status = 'finished'`);
    const messageOf = new Map(run.messages.map((m) => [m.no, m]));
    const stored = await rows<{
      notification_id: number;
      messages: number[];
      params: Record<string, unknown> | null;
    }>(`select notification_id, messages, params from registry_check_results where run_id = ${runId}`);
    const actual = new Map<number, string[]>(records.map((r) => [r.id, []]));
    for (const row of stored)
      actual.set(
        row.notification_id,
        row.messages
          .map((no) => messageOf.get(no)!)
          .filter((m) => !runOnly.has(m.checkId))
          .map(
            (m) => `${m.checkId} ${m.severity} ${m.messageKey} ${paramsText(row.params?.[m.checkId] ?? {})}`,
          )
          .sort(),
      );
    expect(actual).toEqual(expected);
    const actualCounts = new Map(
      run.counts.filter((c) => !runOnly.has(c.checkId)).map((c) => [`${c.checkId} ${c.severity}`, c.count]),
    );
    expect(actualCounts).toEqual(expectedCounts);
    // The sample is varied: every severity the checks know occurs in it.
    const severities = new Set([...expectedCounts.keys()].map((k) => k.split(' ')[1]));
    expect([...severities].sort()).toEqual(['Invalid', 'Missing', 'OK', 'Query', 'Rare']);
  });
});
