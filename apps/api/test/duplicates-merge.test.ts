import { cnpCheckDigit } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryFacts } from '../src/modules/reports/import/registry-facts';
import { casesByIdentifier } from '../src/modules/reports/import/vital-status-cases';
import { exportHelpers } from './export-helpers';
import { startTestServer, type TestServer } from './harness';
import {
  completedRow,
  importCalls,
  NOTIFICATIONS,
  notificationHeaders,
  readWorkbook,
  toCells,
  xlsx,
} from './import-fixtures';
import { CNP_BOY, CNP_GIRL, completeBody, dictionaryIds } from './notification-fixtures';

// Merge and unmerge of two patients who are one child (issue 27 item 4): everything moves, the old
// identity stays an alias (look-ups and imports find the child), reports count the child once, and an
// unmerge gives back the database exactly as it was.
let s: TestServer;
const t: Record<string, string> = {};
const { upload } = importCalls(() => s);
const { download, exported, records } = exportHelpers(() => s);
/** The boy's CNP with a keying error that still passes the check digit: a second identity. */
const CNP_TYPO = `515010140010${cnpCheckDigit('515010140010')}`;

type Rows = { rows: Record<string, unknown>[] };
const q = async (text: string) => ((await s.sql(text)) as Rows).rows;
const patientId = async (identifier: string) =>
  Number((await q(`select id from patients where identifier = '${identifier}'`))[0].id);
const save = async (token: string, body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification/', { token, body });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
};
/** A candidate pair as the candidate search writes it (the shared contract, migration 0040). */
const plantPair = async (a: number, b: number, values = "'probable', 12.5, 'entry', 'open', now()") => {
  const [row] =
    await q(`insert into duplicate_pairs (patient_a_id, patient_b_id, level, score, source, status, found_at)
    values (${Math.min(a, b)}, ${Math.max(a, b)}, ${values}) returning id`);
  return Number(row.id);
};

/** Every table a merge touches, and every counter the triggers keep from them, row by row. */
const STATE_TABLES = [
  'patients',
  'cancer_cases',
  'cancer_notifications',
  'notification_versions',
  'medical_cases',
  'clinical_interventions',
  'medical_case_recommendations',
  'patient_change_proposals',
  'duplicate_pairs',
  'patient_aliases',
  'report_case_facts',
  'report_quality_counts',
  'case_review_counts',
  'notification_counts',
  'notification_creator_counts',
];
const dumpState = async () => {
  const state: Record<string, string[]> = {};
  for (const table of STATE_TABLES)
    state[table] = (await q(`select to_jsonb(t)::text as row from ${table} t order by 1`)).map((r) =>
      String(r.row),
    );
  return state;
};
/**
 * The patient of each row of every export that names one (ENCR's PAT, CONCORD's Patient_ID, IICC-3's
 * ID), and whether the native files still name the retired CNP: a merged child must be one patient
 * in each file the registry hands on, not two.
 */
const exportedPatients = async () => {
  const encr = records((await exported('encr-cancer-cases', t.reviewer)).sheets[0]).map((r) => String(r.PAT));
  const concord = records((await exported('concord-cancer-cases', t.reviewer)).sheets[0]).map((r) =>
    String(r.Patient_ID),
  );
  const iicc3Text = (await download('iicc3-cancer-cases', t.reviewer)).bytes.toString('utf8');
  const [header, ...lines] = iicc3Text
    .trim()
    .split(/\r?\n/)
    .map((l) => l.split(','));
  const iicc3 = lines.map((cells) => cells[header.indexOf('ID')]);
  let typoInNative = false;
  for (const path of ['native-cancer-cases', 'rich-native-cancer-cases', 'encoded-cancer-cases']) {
    const file = await exported(path, t.reviewer);
    typoInNative ||= file.sheets.some((sheet) => sheet.rows.some((row) => row.includes(CNP_TYPO)));
  }
  return { encr, concord, iicc3, typoInNative };
};
const incidenceTotal = async () => {
  const res = await s.request('POST', '/api/report/incidence', {
    token: t.reviewer,
    language: 2,
    body: { yearFrom: 2024, yearTo: 2024, by: 'group' },
  });
  expect(res.status).toBe(200);
  const total = res.body.rows.find(
    (r: { level: string; sex: string }) => r.level === 'total' && r.sex === 'all',
  );
  return total.total.count as number;
};

let boy: number;
let typo: number;
let girl: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const [who, email] of Object.entries({
    reviewer: 'reviewer@demo.local',
    superadmin: 'superadmin@demo.local',
    reporter: 'reporter@demo.local',
    reporter2: 'reporter2@demo.local',
    auditor: 'auditor@demo.local',
    executive: 'executive@demo.local',
  }))
    t[who] = await s.signIn(email);
  // Unit 1 reports the boy's neuroblastoma; unit 2 reports the same tumour and a Wilms tumour under a
  // mistyped CNP; unit 1 reports a girl.
  await save(t.reporter, completeBody());
  const unit2 = { reportingUnitId: 2 };
  const typoChild = { identifier: CNP_TYPO, firstName: 'Ion', lastName: 'Popescu' };
  await save(t.reporter2, completeBody({ patientDetails: typoChild, notificationOverview: unit2 }));
  await save(
    t.reporter2,
    completeBody({
      patientDetails: typoChild,
      notificationOverview: unit2,
      cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
      cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
    }),
  );
  await save(
    t.reporter,
    completeBody({ patientDetails: { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu' } }),
  );
  boy = await patientId(CNP_BOY);
  typo = await patientId(CNP_TYPO);
  girl = await patientId(CNP_GIRL);
  // Two valid CNPs of one birth date (issue 40): the check at entry reads the second CNP as the
  // boy's possible twin — never probable, so no one was warned; the queue's tests below plant the
  // pairs they need, so they start from none.
  expect(
    await q(
      `select level from duplicate_pairs where patient_a_id = ${Math.min(boy, typo)} and patient_b_id = ${Math.max(boy, typo)} and level = 'probable'`,
    ),
  ).toEqual([]);
  await q('delete from duplicate_pairs');
  // A loaded shared machine: the server and its reference data take a while to start.
}, 300_000);
afterAll(() => s.close());

describe('the duplicates queue', { timeout: 120_000 }, () => {
  it('is for reviewers: open and unsure pairs over the whole registry, newest and most probable first', async () => {
    const older = await plantPair(
      boy,
      girl,
      "'possible', 3.1, 'registry-check', 'open', now() - interval '1 day'",
    );
    const newer = await plantPair(boy, typo);
    const unsure = await plantPair(
      typo,
      girl,
      "'possible', 2.0, 'registry-check', 'unsure', now() - interval '2 days'",
    );
    for (const who of ['reporter', 'reporter2', 'auditor', 'executive'])
      expect(
        (await s.request('POST', '/api/duplicates/filter', { token: t[who], body: {} })).status,
        who,
      ).toBe(403);
    const list = await s.request('POST', '/api/duplicates/filter', { token: t.reviewer, body: {} });
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { id: number }) => p.id)).toEqual([newer, older, unsure]);
    expect(list.body.totalRows).toBe(3);
    expect(list.body.items[0]).toMatchObject({
      patientA: { id: Math.min(boy, typo) },
      level: 'probable',
      source: 'entry',
      status: 'open',
    });
    const filtered = async (body: object) =>
      (await s.request('POST', '/api/duplicates/filter', { token: t.reviewer, body })).body.items.map(
        (p: { id: number }) => p.id,
      );
    expect(await filtered({ level: 'probable' })).toEqual([newer]);
    expect(await filtered({ source: 'registry-check' })).toEqual([older, unsure]);
    expect(await filtered({ status: 'unsure' })).toEqual([unsure]);
    expect(await filtered({ sortBy: 'score', sortDesc: false })).toEqual([unsure, older, newer]);
    expect(await filtered({ search: 'ionescu' })).toEqual([older, unsure]);
    expect(await filtered({ take: 1, skip: 1 })).toEqual([older]);
    // Bad input: 400 with a translated message, never a 500.
    for (const body of [{ take: 0 }, { sortBy: 'patientId' }, { status: 'merged' }, { level: 1 }]) {
      const res = await s.request('POST', '/api/duplicates/filter', { token: t.reviewer, body, language: 2 });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    await q(`delete from duplicate_pairs where id in (${older}, ${unsure})`);
  });

  it('shows a pair with both records side by side, and audits the read of both children', async () => {
    const [{ id: pairId }] = await q('select id from duplicate_pairs');
    const res = await s.request('GET', `/api/duplicates/${pairId}`, { token: t.reviewer, language: 2 });
    expect(res.status).toBe(200);
    const [a, b] = res.body.sides;
    expect([a.id, b.id]).toEqual([Math.min(boy, typo), Math.max(boy, typo)]);
    const typoSide = a.id === typo ? a : b;
    expect(typoSide.identifier).toBe(CNP_TYPO);
    expect(typoSide.notifications).toHaveLength(2);
    expect(typoSide.cases).toHaveLength(2);
    expect(typoSide.notifications[0].reportingUnit).toBeTruthy();
    const audits = await q(
      `select entity_id from audit_log where action = 'duplicates.pair-read' and details->>'pairId' = '${pairId}' order by entity_id`,
    );
    expect(audits.map((r) => Number(r.entity_id))).toEqual([Math.min(boy, typo), Math.max(boy, typo)]);
    expect((await s.request('GET', `/api/duplicates/${pairId}`, { token: t.reporter })).status).toBe(403);
    expect((await s.request('GET', '/api/duplicates/999999', { token: t.reviewer })).status).toBe(404);
    expect((await s.request('GET', '/api/duplicates/01', { token: t.reviewer })).status).toBe(400);
  });

  it('remembers "different" and keeps "not sure"; every answer is audited; a decided pair takes no second answer', async () => {
    const pairId = await plantPair(boy, girl, "'possible', 4.0, 'registry-check', 'open', now()");
    const answer = (body: unknown, token = t.reviewer) =>
      s.request('POST', `/api/duplicates/${pairId}/answer`, { token, body, language: 2 });
    expect((await answer({ answer: 'different' }, t.reporter)).status).toBe(403);
    for (const body of [
      {},
      { answer: 'maybe' },
      { answer: 'same' },
      { answer: 'same', survivingPatientId: 'x' },
    ])
      expect((await answer(body)).status, JSON.stringify(body)).toBe(400);
    // A survivor outside the pair: refused, translated, and nothing changed.
    const outside = await answer({ answer: 'same', survivingPatientId: typo });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toMatch(/must be one of the two/);
    expect(await q('select count(*)::int as n from patient_merges')).toEqual([{ n: 0 }]);

    expect((await answer({ answer: 'unsure' })).body).toMatchObject({ status: 'unsure', mergeId: null });
    const queue = await s.request('POST', '/api/duplicates/filter', { token: t.reviewer, body: {} });
    expect(queue.body.items.map((p: { id: number }) => p.id)).toContain(pairId);
    expect((await answer({ answer: 'different' })).body).toMatchObject({ status: 'different' });
    const [row] = await q(`select status, decided_by from duplicate_pairs where id = ${pairId}`);
    expect(row.status).toBe('different');
    expect(row.decided_by).not.toBeNull();
    const again = await answer({ answer: 'unsure' });
    expect(again.status).toBe(400);
    expect(again.body.errors.key).toBe('duplicates.pairDecided');
    const audits = await q(
      `select details->>'answer' as answer from audit_log where action = 'duplicates.answered' and entity_id = '${pairId}' order by id`,
    );
    expect(audits.map((r) => r.answer)).toEqual(['unsure', 'different']);
    const listed = await s.request('POST', '/api/duplicates/filter', { token: t.reviewer, body: {} });
    expect(listed.body.items.map((p: { id: number }) => p.id)).not.toContain(pairId);
  });
});

describe('merge and unmerge', { timeout: 180_000 }, () => {
  it('moves everything to the survivor, counts the child once, and an unmerge restores the state exactly', async () => {
    const [{ id: pairIdRaw }] = await q(
      `select id from duplicate_pairs where status = 'open' and patient_a_id = ${Math.min(boy, typo)} and patient_b_id = ${Math.max(boy, typo)}`,
    );
    const pairId = Number(pairIdRaw);
    // Before the merge the boy is two patients in every file: his neuroblastoma twice, the Wilms tumour under the typo.
    const exportsBefore = await exportedPatients();
    for (const layout of [exportsBefore.encr, exportsBefore.concord, exportsBefore.iicc3])
      expect(new Set(layout)).toEqual(new Set([String(boy), String(typo), String(girl)]));
    expect(exportsBefore.typoInNative).toBe(true);
    const before = await dumpState();
    expect(await incidenceTotal()).toBe(4);

    // Two valid CNPs of one birth date (issue 40): the pair may be twins — no merge in one click.
    for (const [language, text] of [
      [1, /poate fi de gemeni/],
      [2, /may be twins/],
    ] as const) {
      const refused = await s.request('POST', `/api/duplicates/${pairId}/answer`, {
        token: t.reviewer,
        language,
        body: { answer: 'same', survivingPatientId: boy },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ key: 'duplicates.possibleTwins', field: 'acknowledged' });
      expect(refused.body.message).toMatch(text);
    }
    expect(await dumpState()).toEqual(before);

    const merged = await s.request('POST', `/api/duplicates/${pairId}/answer`, {
      token: t.reviewer,
      body: { answer: 'same', survivingPatientId: boy, acknowledged: 'possible-twins' },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const mergeId = merged.body.mergeId as number;
    expect(merged.body.status).toBe('same');

    // Every notification is the survivor's; the neuroblastoma is one case, the Wilms tumour stays a second one.
    expect(await q(`select count(*)::int as n from cancer_notifications where patient_id = ${typo}`)).toEqual(
      [{ n: 0 }],
    );
    expect(await q(`select count(*)::int as n from cancer_notifications where patient_id = ${boy}`)).toEqual([
      { n: 3 },
    ]);
    const cases = await q(
      `select id, morphology_code_id as m, is_deleted as deleted, case_version as v, current_notification_id as current
       from cancer_cases where patient_id = ${boy} and not is_deleted order by morphology_code_id`,
    );
    expect(cases.map((c) => Number(c.m))).toEqual(
      [dictionaryIds.wilms, dictionaryIds.neuroblastoma].sort((x, y) => x - y),
    );
    const neuro = cases.find((c) => Number(c.m) === dictionaryIds.neuroblastoma)!;
    expect(
      await q(`select count(*)::int as n from cancer_notifications where case_id = ${neuro.id}`),
    ).toEqual([{ n: 2 }]);
    expect(
      await q(
        `select count(*)::int as n from cancer_notifications where case_id = ${neuro.id} and is_cancer_case`,
      ),
    ).toEqual([{ n: 1 }]);
    expect(
      await q(`select count(*)::int as n from cancer_cases where patient_id = ${typo} and not is_deleted`),
    ).toEqual([{ n: 0 }]);
    // A new version of each touched case, and the audit rows.
    for (const c of cases) expect(Number(c.v)).toBeGreaterThan(1);
    expect(await q(`select count(*)::int as n from audit_log where action = 'case.merged'`)).toEqual([
      { n: 3 },
    ]);
    const [audit] = await q(`select entity_id, details from audit_log where action = 'patient.merged'`);
    expect(audit.entity_id).toBe(String(boy));
    expect(audit.details).toMatchObject({
      mergeId,
      retiredPatientId: typo,
      retiredIdentifier: CNP_TYPO,
      notifications: 2,
    });
    expect(await q(`select identifier, patient_id from patient_aliases`)).toEqual([
      { identifier: CNP_TYPO, patient_id: boy },
    ]);

    // Reports, the case list and the exports count the child once: two tumours, not three.
    expect(await incidenceTotal()).toBe(3);
    const caseList = await s.request('POST', '/api/cancer-cases/filter', {
      token: t.reviewer,
      body: { take: 20 },
    });
    expect(caseList.body.totalRows).toBe(3);
    expect(new Set(caseList.body.items.map((i: { identifier: string }) => i.identifier))).toEqual(
      new Set([CNP_BOY, CNP_GIRL]),
    );
    // Every export: one patient for the boy (two tumours), the girl's one; the old CNP nowhere.
    const exportsAfter = await exportedPatients();
    for (const layout of [exportsAfter.encr, exportsAfter.concord, exportsAfter.iicc3])
      expect([...layout].sort()).toEqual([String(boy), String(boy), String(girl)].sort());
    expect(exportsAfter.typoInNative).toBe(false);
    // The pair left the queue; the merge is in the history.
    expect(
      (await s.request('POST', '/api/duplicates/filter', { token: t.reviewer, body: {} })).body.totalRows,
    ).toBe(0);
    const history = await s.request('POST', '/api/duplicates/merges/filter', { token: t.reviewer, body: {} });
    expect(history.body.items).toMatchObject([
      {
        id: mergeId,
        survivingPatient: { id: boy },
        retiredPatient: { id: typo },
        notifications: 2,
        casesCombined: 1,
      },
    ]);

    // A look-up by the old CNP finds the child (the audit row names the survivor).
    const lookup = await s.request('GET', `/api/cancer-notification/check-identifier/${CNP_TYPO}`, {
      token: t.reporter2,
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body.morphologicCodes.map((m: { id: number }) => m.id).sort()).toEqual(
      [dictionaryIds.wilms, dictionaryIds.neuroblastoma].sort(),
    );
    const [looked] = await q(
      `select entity_id from audit_log where action = 'patient.lookup' and details->>'identifier' = '${CNP_TYPO}' order by id desc limit 1`,
    );
    expect(looked.entity_id).toBe(String(boy));
    // The imports' matching of a file's identifiers finds the survivor's tumours under the old CNP.
    const facts = await registryFacts(s.database.db, [CNP_TYPO]);
    expect(facts.tumours.size).toBe(2);
    expect((await casesByIdentifier(s.database.db, [CNP_TYPO])).get(CNP_TYPO)).toHaveLength(2);

    // A second answer or a second merge of the retired patient: refused.
    expect(
      (
        await s.request('POST', `/api/duplicates/${pairId}/answer`, {
          token: t.reviewer,
          body: { answer: 'same', survivingPatientId: boy },
        })
      ).status,
    ).toBe(400);

    // Unmerge: the database is as it was, row for row (ids, timestamps, versions, counters, report facts).
    const undo = await s.request('POST', `/api/duplicates/merges/${mergeId}/unmerge`, { token: t.reviewer });
    expect(undo.status, JSON.stringify(undo.body)).toBe(204);
    expect(await dumpState()).toEqual(before);
    expect(await incidenceTotal()).toBe(4);
    expect(await q(`select count(*)::int as n from audit_log where action = 'patient.unmerged'`)).toEqual([
      { n: 1 },
    ]);
    const twice = await s.request('POST', `/api/duplicates/merges/${mergeId}/unmerge`, {
      token: t.reviewer,
      language: 2,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.key).toBe('duplicates.alreadyUnmerged');
    expect(
      (await s.request('POST', `/api/duplicates/merges/${mergeId}/unmerge`, { token: t.reporter })).status,
    ).toBe(403);
  });

  it('a save and an import under the old CNP go to the survivor; an unmerge is then refused, nothing written', async () => {
    const [{ id: pairId }] = await q(
      `select id from duplicate_pairs where status = 'open' and patient_a_id = ${Math.min(boy, typo)} and patient_b_id = ${Math.max(boy, typo)}`,
    );
    const merged = await s.request('POST', `/api/duplicates/${pairId}/answer`, {
      token: t.reviewer,
      body: { answer: 'same', survivingPatientId: boy, acknowledged: 'possible-twins' },
    });
    expect(merged.status).toBe(200);
    const patientsBefore = await q('select count(*)::int as n from patients');
    // Unit 2 reports a follow-up under the old CNP: no new patient, the survivor's case follows.
    const followUp = await save(
      t.reporter2,
      completeBody({
        diagnosticReportingReasonId: 4,
        patientDetails: { identifier: CNP_TYPO, firstName: 'Ion', lastName: 'Popescu' },
        notificationOverview: { reportingUnitId: 2, lastContactDate: '2025-07-01', trackingStatusId: 2 },
      }),
    );
    expect(await q(`select patient_id from cancer_notifications where id = ${followUp.id}`)).toEqual([
      { patient_id: boy },
    ]);
    const file = await xlsx(
      notificationHeaders,
      [
        completedRow({
          identifier: CNP_TYPO,
          reportingReason: '4',
          trackingStatus: '2',
          lastContactDate: '03.08.2025',
        }),
      ].map(toCells),
    );
    const imported = await upload(NOTIFICATIONS, t.superadmin, ['notificari.xlsx', file]);
    const refusal = async () =>
      imported.status === 200
        ? String(
            (await readWorkbook(imported.bytes)).worksheets[0]
              .getRow(2)
              .getCell(notificationHeaders.length + 1).value,
          )
        : '';
    expect(imported.status, await refusal()).toBe(204);
    expect(await q('select count(*)::int as n from patients')).toEqual(patientsBefore);
    expect(await q(`select count(*)::int as n from cancer_notifications where patient_id = ${typo}`)).toEqual(
      [{ n: 0 }],
    );
    expect(await q(`select identifier from patients where id = ${boy}`)).toEqual([{ identifier: CNP_BOY }]);

    const [{ id: mergeId }] = await q('select id from patient_merges where unmerged_at is null');
    const before = await dumpState();
    const undo = await s.request('POST', `/api/duplicates/merges/${mergeId}/unmerge`, {
      token: t.reviewer,
      language: 2,
    });
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/changed after the merge/);
    expect(await dumpState()).toEqual(before);
  });
});
