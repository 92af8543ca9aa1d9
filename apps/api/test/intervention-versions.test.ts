import { EventStatus } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { dayFrom, typeCases } from './intervention-fixtures';
import { employeeIdOf, makeMedicalCase, rowsOf } from './medical-case-fixtures';

// Issue 15, "every write audited and versioned": each write keeps the whole record it left.
let s: TestServer;
const t: Record<string, string> = {};
let mc: number;
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2', 'reviewer', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  mc = await makeMedicalCase(s, t.reporter);
  await s.sql(
    `insert into medical_case_team_members (medical_case_id, employee_id, team_kind, created_by) values (${mc}, ${await employeeIdOf(s, 'reporter@demo.local')}, 2, 1)`,
  );
});
afterAll(() => s.close());

const therapy = typeCases[0];
const common = { plannedDate: dayFrom(-20), startTime: '09:00', unitId: 1, significant: true };
const post = (path: string, body: unknown) => s.request('POST', path, { token: t.reporter, body });
const versions = (id: number, token = t.reporter) =>
  s.request('GET', `/api/intervention/${id}/versions`, { token });

describe('intervention versions', () => {
  it('create, edit and complete each keep the whole record; the edited value stays readable', async () => {
    const id = (
      await post('/api/intervention', {
        medicalCaseId: mc,
        type: therapy.type,
        ...common,
        detail: therapy.planned,
      })
    ).body.id;
    const [field, value] = therapy.edit;
    const edited = { ...therapy.planned, [field]: value };
    const put = await s.request('PUT', `/api/intervention/${id}`, {
      token: t.reporter,
      body: { version: 1, ...common, detail: edited },
    });
    expect(put.status).toBe(200);
    const done = await post(`/api/intervention/${id}/complete`, {
      version: 2,
      ...common,
      endDate: dayFrom(-19),
      detail: therapy.completion,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const res = await versions(id);
    expect(res.status).toBe(200);
    expect(res.body.items.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const [v3, v2, v1] = res.body.items;
    expect(v1).toMatchObject({
      createdBy: expect.stringMatching(/\S/),
      record: {
        type: therapy.type,
        status: EventStatus.Pending,
        plannedDate: common.plannedDate,
        startTime: '09:00',
        endDate: null,
        unitId: 1,
        significant: true,
        cancelReason: null,
      },
    });
    expect(v1.record.detail[field]).toEqual(therapy.planned[field]);
    expect(v2.record.detail[field]).toEqual(value);
    expect(v3.record).toMatchObject({ status: EventStatus.Completed, endDate: dayFrom(-19) });
    expect(new Date(v3.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(v1.createdAt).getTime());
  });

  it('reschedule and cancel keep theirs too; the version row matches the live one', async () => {
    const id = (
      await post('/api/intervention', {
        medicalCaseId: mc,
        type: therapy.type,
        ...common,
        plannedDate: dayFrom(3),
        detail: therapy.planned,
      })
    ).body.id;
    expect(
      (await post(`/api/intervention/${id}/reschedule`, { version: 1, plannedDate: dayFrom(4) })).status,
    ).toBe(200);
    expect((await post(`/api/intervention/${id}/cancel`, { version: 2, reason: 'Febră' })).status).toBe(200);
    const [v3, v2, v1] = (await versions(id)).body.items;
    expect([v1.record.plannedDate, v2.record.plannedDate]).toEqual([dayFrom(3), dayFrom(4)]);
    expect(v3.record).toMatchObject({ status: EventStatus.Canceled, cancelReason: 'Febră' });
    const [live] = await rowsOf(s, `select version from clinical_interventions where id = ${id}`);
    expect(live.version).toBe(v3.version);
  });

  it('a failed write keeps no version; readers of another unit get 404, those without the module 403', async () => {
    const id = (
      await post('/api/intervention', {
        medicalCaseId: mc,
        type: therapy.type,
        ...common,
        detail: therapy.planned,
      })
    ).body.id;
    // Stale, then refused by the rules: neither leaves a version behind.
    expect((await post(`/api/intervention/${id}/cancel`, { version: 7 })).status).toBe(409);
    expect(
      (await post(`/api/intervention/${id}/reschedule`, { version: 1, plannedDate: dayFrom(900) })).status,
    ).toBe(400);
    expect((await versions(id)).body.items).toHaveLength(1);
    expect((await versions(id, t.reviewer)).status).toBe(200);
    expect((await versions(id, t.reporter2)).status).toBe(404);
    expect((await versions(id, t.executive)).status).toBe(403);
    expect((await versions(2_147_483_647)).status).toBe(404);
  });
});
