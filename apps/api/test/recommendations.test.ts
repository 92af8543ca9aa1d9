import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { auditActions, employeeIdOf, makeMedicalCase, rowsOf } from './medical-case-fixtures';

let s: TestServer;
const t: Record<string, string> = {};
let mc: number;
const docx = () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(64).fill(2)]);
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['unitadmin', 'reporter', 'reporter2', 'reviewer'])
    t[who] = await s.signIn(`${who}@demo.local`);
  mc = await makeMedicalCase(s, t.reporter);
  // The reporter of unit 1 is on the local team: team members keep the recommendations.
  await s.sql(
    `insert into medical_case_team_members (medical_case_id, employee_id, team_kind, created_by) values (${mc}, ${await employeeIdOf(s, 'reporter@demo.local')}, 2, 1)`,
  );
});
afterAll(() => s.close());

const base = (id = mc) => `/api/medical-case/${id}/recommendations`;
/** Multipart with any method (the harness's form helper posts). */
async function send(
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  fields: Record<string, string | number>,
  file?: [string, Uint8Array],
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  if (file) body.append('document', new Blob([file[1]]), file[0]);
  const res = await fetch(s.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, LanguageId: '2' },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const fields = { hospitalUnitId: 2, plannedDate: '2026-12-01', text: 'Radioterapie la Iași' };
const fileCount = async () =>
  (
    await rowsOf(
      s,
      `select count(*)::int as n from medical_case_recommendations where medical_case_id = ${mc}`,
    )
  )[0].n;

describe('recommendations', () => {
  let id: number;

  it('a team member adds one with a PDF document, audited; it is listed and its document served', async () => {
    const res = await send('POST', base(), t.reporter, fields, ['plan.pdf', sampleFiles.pdf()]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      hospitalUnitId: 2,
      hospital: 'Unitatea demo 2 — Institutul Oncologic',
      plannedDate: '2026-12-01',
      text: 'Radioterapie la Iași',
      documentName: 'plan.pdf',
      hasDocument: true,
      version: 1,
      updatedBy: 'Andrei Ionescu',
    });
    id = res.body.id;
    const list = await s.request('GET', base(), { token: t.unitadmin });
    expect(list.body).toMatchObject({ edit: true, items: [{ id, text: 'Radioterapie la Iași' }] });
    const file = await fetch(`${s.url}${base()}/${id}/document`, {
      headers: { authorization: `Bearer ${t.unitadmin}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="plan.pdf"/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(sampleFiles.pdf());
    const trail = (await auditActions(s, id, 'medical_case_recommendation')).map((a) => a.action);
    expect(trail).toEqual(['recommendation.added', 'recommendation.documentRead']);
  });

  it('a hospital outside the registry by name; no hospital, no text or a wrong date answer 400', async () => {
    const named = await send('POST', base(), t.reporter, {
      hospitalName: 'Spitalul Sf. Maria',
      text: 'Control',
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({
      hospital: 'Spitalul Sf. Maria',
      hospitalUnitId: null,
      plannedDate: null,
      hasDocument: false,
    });
    const before = await fileCount();
    const none = await send('POST', base(), t.reporter, { text: 'x' });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.errors)).toEqual(['hospitalUnitId']);
    expect(
      (await send('POST', base(), t.reporter, { hospitalUnitId: 2, text: '  ' })).body.errors.text,
    ).toBeTruthy();
    expect(
      (await send('POST', base(), t.reporter, { ...fields, plannedDate: '2026-02-30' })).body.errors
        .plannedDate,
    ).toBeTruthy();
    expect((await send('POST', base(), t.reporter, { ...fields, hospitalUnitId: 999999 })).status).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('bad uploads answer 400 and leave no record: a program named .pdf, a text file', async () => {
    const before = await fileCount();
    const exe = await send('POST', base(), t.reporter, fields, ['plan.pdf', sampleFiles.exe()]);
    expect(exe.status).toBe(400);
    expect(exe.body.errors.key).toBe('validation.extensions');
    expect(
      (await send('POST', base(), t.reporter, fields, ['plan.txt', new TextEncoder().encode('hello')]))
        .status,
    ).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('edits with the version read; a stale version answers 409; a DOCX replaces the PDF', async () => {
    const res = await send(
      'PUT',
      `${base()}/${id}`,
      t.unitadmin,
      { ...fields, text: 'Radioterapie, 25 ședințe', version: 1 },
      ['plan.docx', docx()],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      version: 2,
      text: 'Radioterapie, 25 ședințe',
      documentName: 'plan.docx',
    });
    const stale = await send('PUT', `${base()}/${id}`, t.reporter, { ...fields, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.key).toBe('errors.staleVersion');
    const file = await fetch(`${s.url}${base()}/${id}/document`, {
      headers: { authorization: `Bearer ${t.reporter}` },
    });
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="plan.docx"/);
    const dropped = await send('PUT', `${base()}/${id}`, t.reporter, {
      ...fields,
      version: 2,
      removeDocument: 'true',
    });
    expect(dropped.body).toMatchObject({ version: 3, hasDocument: false, documentName: null });
    expect(
      (
        await fetch(`${s.url}${base()}/${id}/document`, {
          headers: { authorization: `Bearer ${t.reporter}` },
        })
      ).status,
    ).toBe(404);
    expect((await send('PUT', `${base()}/${id}`, t.reporter, fields)).body.errors.version).toBeTruthy();
  });

  it('another unit reads nothing (404 everywhere); a reviewer reads but may not write (403)', async () => {
    expect((await s.request('GET', base(), { token: t.reporter2 })).status).toBe(404);
    expect((await send('POST', base(), t.reporter2, fields)).status).toBe(404);
    expect((await send('PUT', `${base()}/${id}`, t.reporter2, { ...fields, version: 3 })).status).toBe(404);
    expect((await s.request('DELETE', `${base()}/${id}?version=3`, { token: t.reporter2 })).status).toBe(404);
    expect((await s.request('GET', `${base()}/${id}/document`, { token: t.reporter2 })).status).toBe(404);
    const review = await s.request('GET', base(), { token: t.reviewer });
    expect(review.body.edit).toBe(false);
    expect((await send('POST', base(), t.reviewer, fields)).status).toBe(403);
    expect((await s.request('GET', base(999999), { token: t.unitadmin })).status).toBe(404);
  });

  it('deletes (soft) with the version read; stale is 409; audited', async () => {
    expect((await s.request('DELETE', `${base()}/${id}?version=1`, { token: t.reporter })).status).toBe(409);
    expect((await s.request('DELETE', `${base()}/${id}?version=3`, { token: t.reporter })).status).toBe(204);
    const list = await s.request('GET', base(), { token: t.reporter });
    expect(list.body.items.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await s.request('DELETE', `${base()}/${id}?version=4`, { token: t.reporter })).status).toBe(404);
    const trail = (await auditActions(s, id, 'medical_case_recommendation')).map((a) => a.action);
    expect(trail.slice(-1)).toEqual(['recommendation.deleted']);
    expect(trail.filter((a) => a === 'recommendation.edited')).toHaveLength(2);
  });
});
