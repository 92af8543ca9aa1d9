import { EventStatus, InterventionType, interventionMessagesRo } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { dayFrom } from './intervention-fixtures';
import { auditActions, makeMedicalCase } from './medical-case-fixtures';

/**
 * Issue 23 item 10: a completion carries the real date. A lab test planned for a later day and done
 * today completes today (its start moves to the real date, the plan is kept in the audit), but never
 * with a date ahead of today or before the case's diagnosis — refused with the field named, nothing
 * written.
 */
let s: TestServer;
let token: string;
let mc: number;
const DIAGNOSED = dayFrom(-100);
beforeAll(async () => {
  s = await startTestServer();
  token = await s.signIn('unitadmin@demo.local');
  mc = await makeMedicalCase(s, await s.signIn('reporter@demo.local'));
  await s.sql(
    `update medical_cases set data = jsonb_build_object('cancerDiagnostic', jsonb_build_object('diagnosticDate', '${DIAGNOSED}')) where id = ${mc}`,
  );
});
afterAll(() => s.close());

const labDone = { analyses: [{ name: 'AFP', result: '3' }] };
const common = { startTime: '09:00', unitId: 1, significant: true };
const post = (path: string, body: unknown) => s.request('POST', path, { token, body });

async function planLabTest(plannedDate: string) {
  const res = await post('/api/intervention', {
    medicalCaseId: mc,
    type: InterventionType.LabTest,
    plannedDate,
    ...common,
    detail: { analyses: [{ name: 'AFP' }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}
const complete = (id: number, plannedDate: string, endDate: string) =>
  post(`/api/intervention/${id}/complete`, { version: 1, plannedDate, ...common, endDate, detail: labDone });

describe('completing with the real date', () => {
  it('a test planned for later and done today completes today; the plan it replaced is in the audit', async () => {
    const plannedDate = dayFrom(4);
    const id = await planLabTest(plannedDate);
    const done = await complete(id, plannedDate, dayFrom(0));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ version: 2, status: EventStatus.Completed });
    const read = await s.request('GET', `/api/intervention/${id}`, { token });
    expect(read.body).toMatchObject({ plannedDate: dayFrom(0), endDate: dayFrom(0), status: 2 });
    const trail = await auditActions(s, id, 'clinical_intervention');
    const completed = trail.find((a) => a.action === 'intervention.completed');
    expect(completed?.details).toMatchObject({ plannedDate, doneOn: dayFrom(0) });
  });

  it.each([
    ['ahead of today', dayFrom(1), 'intervention.dateRange'],
    ['before the diagnosis', dayFrom(-101), 'intervention.beforeDiagnosis'],
  ])('a real date %s is refused on endDate and nothing is written', async (_what, endDate, code) => {
    const plannedDate = dayFrom(4);
    const id = await planLabTest(plannedDate);
    const refused = await complete(id, plannedDate, endDate);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['endDate']);
    expect(refused.body.errors.endDate).toBe(interventionMessagesRo[code]);
    const read = await s.request('GET', `/api/intervention/${id}`, { token });
    expect(read.body).toMatchObject({ version: 1, status: EventStatus.Pending, plannedDate, endDate: null });
    const trail = (await auditActions(s, id, 'clinical_intervention')).map((a) => a.action);
    expect(trail).not.toContain('intervention.completed');
  });
});
