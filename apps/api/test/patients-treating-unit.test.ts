import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { makeMedicalCase } from './medical-case-fixtures';

/**
 * Issue 14 review: a unit that only treats a child (the treating unit of its live medical case, never
 * a notifier) shares the patient record like a notifying unit: warning, unit column and unit filter.
 */
let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2']) t[who] = await s.signIn(`${who}@demo.local`);
}, 60_000);
afterAll(() => s.close());

const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
const read = (id: number, token = t.reporter) => s.request('GET', `/api/patient/${id}`, { token });
async function fieldsOf(id: number, token = t.reporter) {
  const p = (await read(id, token)).body;
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== null && typeof v !== 'object'));
}
const save = (fields: Record<string, unknown>, options: { token?: string } = {}) =>
  s.form('/api/patient', fields, { token: options.token ?? t.reporter });

describe('a unit that only treats the child (its medical case)', () => {
  const CNP_TREATED = '5170404400031'; // notified by unit 1 only, treated by unit 2
  const list = (token: string, body: Record<string, unknown> = {}) =>
    s.request('POST', '/api/patient/filter', { token, body: { take: 20, ...body } });
  const unitNames = async () =>
    (await rows<{ name: string }>('select name from reporting_units where id in (1, 2) order by id')).map(
      (r) => r.name,
    );

  it('is named in the warning, the unit column and the unit filter; not once its medical case is deleted', async () => {
    const medicalCaseId = await makeMedicalCase(s, t.reporter, {
      patientDetails: { identifier: CNP_TREATED, firstName: 'Radu', lastName: 'Tratat' },
    });
    await s.sql(
      `update medical_cases set reporting_unit_id = 2, owner_employee_id = null where id = ${medicalCaseId}`,
    );
    const [{ patient_id: patientId }] = await rows<{ patient_id: number }>(
      `select patient_id from medical_cases where id = ${medicalCaseId}`,
    );
    const [unit1, unit2] = await unitNames();

    const byUnit2 = await list(t.reporter2, { reportingUnitId: 2, search: CNP_TREATED });
    expect(byUnit2.body.items).toHaveLength(1);
    expect(byUnit2.body.items[0].units).toEqual([unit1, unit2].sort((a, b) => a.localeCompare(b, 'ro')));
    // Unit 1's own list filtered on unit 2 finds the child too (it is treated there).
    expect((await list(t.reporter, { reportingUnitId: 2, search: CNP_TREATED })).body.totalRows).toBe(1);
    const read2 = await read(patientId, t.reporter2);
    expect(read2.body.reportingUnits.map((u: { id: number }) => u.id).sort()).toEqual([1, 2]);
    const saved = await save(await fieldsOf(patientId), { token: t.reporter });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.warning).toBe(
      'Pacientul este raportat de 2 unități: datele generale vor fi actualizate pentru toate',
    );

    await s.sql(`update medical_cases set is_deleted = true where id = ${medicalCaseId}`);
    expect((await list(t.reporter, { reportingUnitId: 2, search: CNP_TREATED })).body.totalRows).toBe(0);
    expect((await read(patientId)).body.reportingUnits.map((u: { id: number }) => u.id)).toEqual([1]);
    expect((await save(await fieldsOf(patientId))).body.warning).toBeNull();
  });
});
