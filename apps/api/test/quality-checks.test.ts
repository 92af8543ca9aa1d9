import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { completedRow, notificationHeaders, readWorkbook, toCells, xlsx } from './import-fixtures';
import { CNP_GIRL, completeBody } from './notification-fixtures';

// Starter dictionary ids: topography C62.9 testis, C64.9 kidney; morphology 8959/3
// malignant cystic nephroma; basis of diagnosis id 2 = code 1 (clinical), id 3 = code 2 (investigation).
const TESTIS = 1629;
const KIDNEY = 1649;
const CYSTIC_NEPHROMA = 89593;
const CLINICAL_BASIS = 2;
const INVESTIGATION_BASIS = 3;

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2', 'reviewer', 'auditor', 'superadmin'])
    t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const save = (token: string, body: unknown, language: 1 | 2 = 2) =>
  s.request('POST', '/api/cancer-notification/', { token, body, language });
const confirm = (token: string, id: number, checkId: string) =>
  s.request('POST', `/api/cancer-notification/${id}/quality-checks/${checkId}/confirm`, {
    token,
    language: 2,
  });
const checkOf = (body: { qualityChecks: { checkId: string }[] }, checkId: string) =>
  body.qualityChecks.find((c) => c.checkId === checkId) as
    | { severity: string; confirmation: { confirmedByName: string } | null }
    | undefined;
/** A boy born 2015-01-01 with a valid CNP, one per serial number, so that every test has its own patient. */
function boy(serial: number) {
  const body = `5150101400${String(serial).padStart(2, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}
const count = async () =>
  Number(
    ((await s.sql('select count(*)::int as n from cancer_notifications')) as { rows: { n: number }[] })
      .rows[0].n,
  );

// A testicular tumour in a girl: sex–topography is Invalid.
const girlTestis = (status: 1 | 2) =>
  completeBody({
    status,
    patientDetails: { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu' },
    cancerDiagnostic: { topologicCodeId: TESTIS },
  });
// A cystic nephroma with a clinical basis only: basis–morphology is a Query.
const clinicalNephroma = (serial: number, status: 1 | 2 = 2) =>
  completeBody({
    status,
    patientDetails: { identifier: boy(serial) },
    cancerDiagnostic: { topologicCodeId: KIDNEY, registrationBaseId: CLINICAL_BASIS },
    cancerMorphology: { morphologyCodeId: CYSTIC_NEPHROMA },
  });

describe('checks on every save', () => {
  it('refuses a completed save with an Invalid combination, with the check’s message, writing nothing', async () => {
    const before = await count();
    const res = await save(t.reporter, girlTestis(2));
    expect(res.status).toBe(400);
    expect(res.body.errors['patientDetails.genderId']).toBe(
      'A male genital site is coded for a girl: correct the sex or the topography',
    );
    const ro = await save(t.reporter, girlTestis(2), 1);
    expect(ro.body.message).toContain('corectați sexul sau topografia');
    expect(await count()).toBe(before);
  });

  it('lets a draft with an Invalid combination be saved, flagged unresolved', async () => {
    const res = await save(t.reporter, girlTestis(1));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(checkOf(res.body, 'sex-topography')?.severity).toBe('Invalid');
    const [row] = await s.database.db.query.cancerNotifications.findMany({
      where: (n, { eq }) => eq(n.id, res.body.id),
    });
    expect(row.hasUnresolvedQualityWarnings).toBe(true);
  });

  it('a Query warns, a confirmation silences it, and a change of a field it reads brings it back', async () => {
    const saved = await save(t.reporter, clinicalNephroma(21, 1));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(checkOf(saved.body, 'basis-morphology')).toMatchObject({ severity: 'Query', confirmation: null });

    const confirmed = await confirm(t.reviewer, saved.body.id, 'basis-morphology');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.hasUnresolvedQualityWarnings).toBe(false);
    expect(checkOf(confirmed.body, 'basis-morphology')?.confirmation?.confirmedByName).toBeTruthy();

    // Saved again unchanged: the confirmation holds.
    const read = await s.request('GET', `/api/cancer-notification/${saved.body.id}`, { token: t.reporter });
    const again = await save(t.reporter, { ...read.body, version: read.body.version });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(checkOf(again.body, 'basis-morphology')?.confirmation).not.toBeNull();

    // The basis changes (clinical investigation instead of clinical): still a Query, but another
    // combination than the one confirmed, so it warns again.
    const changed = await save(t.reporter, {
      ...again.body,
      cancerDiagnostic: { ...again.body.cancerDiagnostic, registrationBaseId: INVESTIGATION_BASIS },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(checkOf(changed.body, 'basis-morphology')).toMatchObject({
      severity: 'Query',
      confirmation: null,
    });
    const [row] = await s.database.db.query.cancerNotifications.findMany({
      where: (n, { eq }) => eq(n.id, saved.body.id),
    });
    expect(row.hasUnresolvedQualityWarnings).toBe(true);
  });

  it('scopes and audits the confirmation; only a Query or Rare can be confirmed', async () => {
    const saved = await save(t.reporter, clinicalNephroma(22));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await confirm(t.reporter2, saved.body.id, 'basis-morphology')).status).toBe(404);
    expect((await confirm(t.auditor, saved.body.id, 'basis-morphology')).status).toBe(403);
    const notQuery = await confirm(t.reporter, saved.body.id, 'sex-topography');
    expect(notQuery.status).toBe(400);
    expect(notQuery.body.message).toContain('Only a Query or Rare result');
    expect((await confirm(t.reporter, saved.body.id, 'basis-morphology')).status).toBe(200);
    const audit = await s.database.db.query.auditLog.findMany({
      where: (a, { and, eq }) =>
        and(eq(a.action, 'notification.qualityCheckConfirmed'), eq(a.entityId, String(saved.body.id))),
    });
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ checkId: 'basis-morphology', severity: 'Query' });
    const evolution = await s.request('POST', '/api/cancer-cases/evolution', {
      token: t.reviewer,
      language: 2,
      body: { cancerNotificationId: saved.body.id },
    });
    expect(evolution.status, JSON.stringify(evolution.body)).toBe(200);
    expect(evolution.body.qualityConfirmations).toEqual([
      expect.objectContaining({
        notificationId: saved.body.id,
        checkName: 'Basis of diagnosis / morphology',
        confirmedBy: expect.any(String),
      }),
    ]);
  });

  it('the notification and case lists filter on unresolved quality warnings', async () => {
    const flagged = await save(t.reporter, clinicalNephroma(23));
    const clean = await save(t.reporter, completeBody({ patientDetails: { identifier: boy(24) } }));
    expect([flagged.status, clean.status]).toEqual([200, 200]);
    const list = async (path: string, hasUnresolvedQualityWarnings: boolean) => {
      const res = await s.request('POST', path, {
        token: t.reviewer,
        body: { take: 100, skip: 0, hasUnresolvedQualityWarnings },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items as { id: number; hasUnresolvedQualityWarnings: boolean }[];
    };
    const warned = await list('/api/cancer-notification/filter', true);
    expect(warned.map((i) => i.id)).toContain(flagged.body.id);
    expect(warned.map((i) => i.id)).not.toContain(clean.body.id);
    expect(warned.every((i) => i.hasUnresolvedQualityWarnings)).toBe(true);
    expect((await list('/api/cancer-notification/filter', false)).map((i) => i.id)).toContain(clean.body.id);
    const cases = await list('/api/cancer-cases/filter', true);
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.every((i) => i.hasUnresolvedQualityWarnings)).toBe(true);
  });

  it('the notification import refuses the same Invalid combination, naming what to change, writing nothing', async () => {
    const before = await count();
    const row = completedRow({
      identifier: CNP_GIRL,
      firstName: 'Ana',
      lastName: 'Ionescu',
      tumourLocation: '11', // male genital organs: the location of C62.9
      topography: 'C62.9',
    });
    const body = new FormData();
    body.append('file', new Blob([await xlsx(notificationHeaders, [toCells(row)])]), 'n.xlsx');
    const res = await fetch(`${s.url}/api/cancer-notification-import`, {
      method: 'POST',
      headers: { LanguageId: '2', authorization: `Bearer ${t.superadmin}` },
      body,
    });
    // The server's own words when it is not the error workbook (a 400 once in a full PostgreSQL run,
    // not reproduced alone: the upload flake commit cbaf71c saw too).
    expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
    expect(res.headers.get('x-import-error-rows')).toBe('1');
    const sheet = (await readWorkbook(new Uint8Array(await res.arrayBuffer()))).worksheets[0];
    const errors = String(sheet.getRow(2).getCell(notificationHeaders.length + 1).value);
    expect(errors).toContain('A male genital site is coded for a girl: correct the sex or the topography');
    expect(await count()).toBe(before);
  });
});
