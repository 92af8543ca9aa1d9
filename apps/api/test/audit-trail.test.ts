import fs from 'node:fs';
import path from 'node:path';
import { auditActionLabels, auditRecordKindLabels, todayIso } from '@registry/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody, draftBody } from './notification-fixtures';

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, number> = {};

const trail = (token: string, body: Record<string, unknown> = {}, language: 1 | 2 = 1) =>
  s.request('POST', '/api/audit-trail/filter', { token, body: { take: 100, ...body }, language });
const auditRows = async () =>
  (await s.sql('select count(*)::int as n from audit_log')) as { rows: { n: number }[] };
/** The database's own message (drizzle wraps it as the cause). */
const refusal = (statement: string) =>
  s.sql(statement).then(
    () => 'accepted',
    (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
  );
const rowCount = async () => (await auditRows()).rows[0].n;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter', 'reporter2', 'reviewer', 'auditor', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  const boy = await s.request('POST', '/api/cancer-notification/', {
    token: t.reporter,
    body: completeBody(),
  });
  expect(boy.status).toBe(200);
  ids.boy = boy.body.id;
  ids.boyCase = boy.body.caseId;
  const girl = await s.request('POST', '/api/cancer-notification/', {
    token: t.reporter,
    body: draftBody({
      patientDetails: {
        identifier: CNP_GIRL,
        firstName: 'Ana',
        lastName: 'Ionescu',
        countyId: 225,
        cityId: 95060,
      },
    }),
  });
  expect(girl.status).toBe(200);
  ids.girl = girl.body.id;
  // The boy's record is read by the reviewer and by the super administrator; the girl's by the reviewer.
  for (const [who, id] of [
    ['reviewer', ids.boy],
    ['superadmin', ids.boy],
    ['reviewer', ids.girl],
  ] as const)
    expect((await s.request('GET', `/api/cancer-notification/${id}`, { token: t[who] })).status).toBe(200);
  const review = await s.request('POST', `/api/cancer-cases/${ids.boyCase}/review`, {
    token: t.reviewer,
    body: { caseVersion: 1 },
  });
  expect(review.status).toBe(204);
});
afterAll(() => s.close());

describe('the audit table is append-only (migration 0013)', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, and nothing changes', async () => {
    const before = await rowCount();
    const first = (await s.sql('select id, action from audit_log order by id limit 1')) as {
      rows: { id: number; action: string }[];
    };
    for (const statement of [
      `update audit_log set action = 'forged' where id = ${first.rows[0].id}`,
      'delete from audit_log',
      'truncate audit_log',
    ])
      expect(await refusal(statement), statement).toMatch(/audit_log is append-only/);
    expect(await rowCount()).toBe(before);
    const again = (await s.sql(`select action from audit_log where id = ${first.rows[0].id}`)) as {
      rows: { action: string }[];
    };
    expect(again.rows[0].action).toBe(first.rows[0].action);
  });

  it('names the patient on insert, from the record a row points at', async () => {
    // case.reviewed names only the case: the database finds the child behind it.
    const rows = (await s.sql(
      `select patient_identifier from audit_log where action = 'case.reviewed' and entity_id = '${ids.boyCase}'`,
    )) as { rows: { patient_identifier: string }[] };
    expect(rows.rows).toEqual([{ patient_identifier: CNP_BOY }]);
  });
});

describe('POST /api/audit-trail/filter', () => {
  it('answers "who looked at this child" in one search by CNP: both readers, labelled', async () => {
    const res = await trail(t.superadmin, { patientIdentifier: CNP_BOY, action: 'notification.read' });
    expect(res.status).toBe(200);
    expect(res.body.totalRows).toBe(2);
    const readers = res.body.items.map((r: { userEmail: string }) => r.userEmail).sort();
    expect(readers).toEqual(['reviewer@demo.local', 'superadmin@demo.local']);
    expect(res.body.items[0]).toMatchObject({
      actionLabel: 'Notificare citită',
      recordKind: 'cancer_notification',
      recordKindLabel: 'Notificare',
      recordId: String(ids.boy),
      patientIdentifier: CNP_BOY,
      ip: '127.0.0.1',
    });
    const reviewerRow = res.body.items.find(
      (r: { userEmail: string }) => r.userEmail === 'reviewer@demo.local',
    );
    // First name, then last name, as every other screen writes a person (issue 23 item 13).
    expect(reviewerRow).toMatchObject({ userName: 'Radu Evaluator', roleLabel: 'Evaluator' });
    const en = await trail(t.superadmin, { patientIdentifier: CNP_BOY, action: 'notification.read' }, 2);
    expect(en.body.items[0]).toMatchObject({
      actionLabel: 'Notification read',
      recordKindLabel: 'Notification',
    });
  });

  it('finds the child by a 13-digit toolbar search too, and never another child', async () => {
    const res = await trail(t.superadmin, { search: CNP_GIRL });
    expect(res.status).toBe(200);
    const actions = res.body.items.map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['notification.created', 'notification.read']));
    expect(res.body.items.every((r: { patientIdentifier: string }) => r.patientIdentifier === CNP_GIRL)).toBe(
      true,
    );
  });

  it('shows the super administrator everything, newest first', async () => {
    const res = await trail(t.superadmin);
    const actions = res.body.items.map((r: { action: string }) => r.action);
    expect(actions).toContain('login.succeeded');
    const ids = res.body.items.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("shows a reviewer only rows about a patient's record", async () => {
    const res = await trail(t.reviewer);
    expect(res.status).toBe(200);
    expect(res.body.totalRows).toBeGreaterThan(0);
    expect(res.body.items.every((r: { patientIdentifier: string | null }) => r.patientIdentifier)).toBe(true);
    expect(res.body.items.map((r: { action: string }) => r.action)).not.toContain('login.succeeded');
    const logins = await trail(t.reviewer, { action: 'login.succeeded' });
    expect(logins.body.totalRows).toBe(0);
  });

  it('filters by user, record, action and period', async () => {
    const byRecord = await trail(t.superadmin, {
      recordKind: 'cancer_notification',
      recordId: String(ids.girl),
    });
    expect(byRecord.body.items.map((r: { action: string }) => r.action).sort()).toEqual([
      'notification.created',
      'notification.read',
    ]);
    const byUser = await trail(t.superadmin, { user: 'evaluator', action: 'notification.read' });
    expect(byUser.body.totalRows).toBe(2);
    const today = todayIso(); // the trail's periods are Romanian days
    const inPeriod = await trail(t.superadmin, { patientIdentifier: CNP_BOY, from: today, to: today });
    expect(inPeriod.body.totalRows).toBeGreaterThan(0);
    const past = await trail(t.superadmin, {
      patientIdentifier: CNP_BOY,
      from: '2020-01-01',
      to: '2020-12-31',
    });
    expect(past.body.totalRows).toBe(0);
  });

  it.each(['reporter', 'auditor', 'executive'])('refuses the %s', async (who) => {
    expect((await trail(t[who])).status).toBe(403);
    const exported = await s.request('POST', '/api/audit-trail/export', { token: t[who], body: {} });
    expect(exported.status).toBe(403);
  });

  it('refuses bad input with a translated 400 and writes nothing', async () => {
    const before = await rowCount();
    for (const body of [
      { patientIdentifier: "1' or 1=1" },
      { recordKind: 'DROP TABLE' },
      { from: '2024-13' },
      { user: 'a\u0000b' },
      { userId: 2147483648 },
    ]) {
      const res = await trail(t.superadmin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rowCount()).toBe(before);
  });

  it('is itself audited, and a reviewer sees who searched for a child', async () => {
    await trail(t.superadmin, { patientIdentifier: CNP_BOY });
    const res = await trail(t.reviewer, { patientIdentifier: CNP_BOY, action: 'audit-trail.read' });
    expect(res.body.totalRows).toBeGreaterThan(0);
    expect(res.body.items[0]).toMatchObject({
      userEmail: 'superadmin@demo.local',
      actionLabel: 'Jurnal de audit consultat',
      recordKind: 'audit_log',
    });
  });
});

describe('POST /api/audit-trail/export', () => {
  it("streams an .xlsx of the filter's rows, labelled, and audits the export", async () => {
    const res = await fetch(`${s.url}/api/audit-trail/export`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.superadmin}`,
        'content-type': 'application/json',
        LanguageId: '2',
      },
      body: JSON.stringify({ patientIdentifier: CNP_BOY, action: 'notification.read' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Date and time (Romania)');
    expect(sheet.rowCount).toBe(3);
    const emails = [2, 3].map((n) => sheet.getRow(n).getCell(3).value).sort();
    expect(emails).toEqual(['reviewer@demo.local', 'superadmin@demo.local']);
    expect(sheet.getRow(2).getCell(5).value).toBe('Notification read');
    expect(sheet.getRow(2).getCell(8).value).toBe(CNP_BOY);
    const audited = await trail(t.superadmin, { action: 'audit-trail.exported' });
    expect(audited.body.totalRows).toBe(1);
  });
});

describe('patient look-ups in the trail (issue 17 item 1)', () => {
  const UNKNOWN_CNP = '5150301400017';
  it('a reviewer finds who looked up a child by its CNP, known or not', async () => {
    const lookUp = (path: string) =>
      s.request('GET', `/api/cancer-notification/${path}`, { token: t.reporter2 });
    expect((await lookUp(`check-identifier/${CNP_BOY}`)).status).toBe(200);
    expect((await lookUp(`${CNP_BOY}/95003`)).status).toBe(200);
    expect((await lookUp(`check-identifier/${UNKNOWN_CNP}`)).status).toBe(200);
    const res = await trail(t.reviewer, { patientIdentifier: CNP_BOY, action: 'patient.lookup' });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    for (const row of res.body.items)
      expect(row).toMatchObject({ userEmail: 'reporter2@demo.local', patientIdentifier: CNP_BOY });
    // A child the registry does not know is still found by the identifier searched.
    const unknown = await trail(t.reviewer, { patientIdentifier: UNKNOWN_CNP });
    expect(unknown.body.items).toEqual([
      expect.objectContaining({ action: 'patient.lookup', userEmail: 'reporter2@demo.local' }),
    ]);
  });

  it('refuses an identifier the trail could not record: letters and digits only', async () => {
    // Each within the old 5–13 characters: the length alone let them through.
    for (const bad of ['5150101%2040001', '515-0101-4000', 'ab%25cd', '51501%0A01400', 'ăâîșț12'])
      expect(
        (await s.request('GET', `/api/cancer-notification/check-identifier/${bad}`, { token: t.reporter2 }))
          .status,
        bad,
      ).toBe(400);
  });
});

describe('action labels', () => {
  it('label every action the API writes, in Romanian and English', () => {
    const root = path.join(__dirname, '../src');
    const codes = new Set<string>();
    const kinds = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.ts'))
          for (const m of fs
            .readFileSync(full, 'utf8')
            // Not helmet's `frameguard: { action: 'deny' }` (an HTTP header option, not an audit row).
            .matchAll(/(?<!frameguard: \{ )action: (?:[^'\n]*\? )?'([a-zA-Z.-]+)'(?: : '([a-zA-Z.-]+)')?/g))
            for (const code of [m[1], m[2]]) if (code) codes.add(code);
        if (entry.name.endsWith('.ts'))
          for (const m of fs.readFileSync(full, 'utf8').matchAll(/entity: '([a-z_]+)'/g)) kinds.add(m[1]);
      }
    };
    walk(root);
    expect(codes.size).toBeGreaterThan(30);
    expect([...codes].filter((c) => !auditActionLabels[c])).toEqual([]);
    // The record kinds too: a reader sees "Notificare", never `cancer_notification`.
    expect([...kinds].filter((k) => !auditRecordKindLabels[k])).toEqual([]);
  });
});
