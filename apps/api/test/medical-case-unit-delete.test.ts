import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertUnitTreatsNoCase } from '../src/modules/clinical/medical-cases';
import { gate, startTestServer, stateAfter, type TestServer } from './harness';
import { makeMedicalCase, rowsOf } from './medical-case-fixtures';
import { CNP_GIRL, completeBody } from './notification-fixtures';

/**
 * A reporting unit that treats live medical cases is not deleted: its cases would keep a treating
 * unit no picker offers and no administrator manages (they are transferred first). A deleted unit
 * opens no new medical case, also when the delete and the open meet (the unit's case-owner lock).
 */
let s: TestServer;
let superadmin: string;
let unitadmin: string;
let medicalCaseId: number;
/** A case of unit 1 without a medical case yet: what unit 1's case owner would open next. */
let unopenedCaseId: number;

const unitDeleted = async () =>
  (await rowsOf(s, 'select is_deleted from reporting_units where id = 1'))[0].is_deleted;

beforeAll(async () => {
  s = await startTestServer();
  superadmin = await s.signIn('superadmin@demo.local');
  unitadmin = await s.signIn('unitadmin@demo.local');
  const reporter = await s.signIn('reporter@demo.local');
  medicalCaseId = await makeMedicalCase(s, reporter);
  const other = await s.request('POST', '/api/cancer-notification', {
    token: reporter,
    body: completeBody({ patientDetails: { identifier: CNP_GIRL, genderId: 2, firstName: 'Ana' } }),
  });
  expect(other.status, JSON.stringify(other.body)).toBe(200);
  unopenedCaseId = Number(other.body.caseId);
}, 60_000);
afterAll(() => s.close());

describe('deleting a reporting unit that treats medical cases', () => {
  it('is refused with a translated 409 that counts them; the unit stays', async () => {
    const ro = await s.request('DELETE', '/api/reporting-unit/1', { token: superadmin });
    expect(ro.status, JSON.stringify(ro.body)).toBe(409);
    expect(ro.body.key).toBe('medicalCase.unitTreatsCases');
    expect(ro.body.message).toBe(
      'Unitatea are cazuri medicale deschise (1). Transferați-le întâi altei unități, apoi ștergeți unitatea.',
    );
    const en = await s.request('DELETE', '/api/reporting-unit/1', { token: superadmin, language: 2 });
    expect(en.body.message).toMatch(/^The unit has open medical cases \(1\)\. Transfer them/);
    expect(await unitDeleted()).toBe(false);
  });

  // PGlite has one connection: two writes never overlap there. On PostgreSQL they do.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an open that meets the delete waits for it, then finds the unit gone',
    async () => {
      await s.sql(`update medical_cases set is_deleted = true where id = ${medicalCaseId}`);
      const { open: release, opened: held } = gate();
      const { open: passed, opened: checked } = gate();
      const deleting = s.database.db.transaction(async (tx) => {
        await assertUnitTreatsNoCase(tx, 1);
        await tx.execute(sql`update reporting_units set is_deleted = true where id = 1`);
        passed();
        await held;
      });
      await checked;
      const opening = s.request('POST', `/api/medical-case/from-case/${unopenedCaseId}`, {
        token: unitadmin,
      });
      const early = await stateAfter(opening);
      expect(early).toBe('waiting');
      release();
      await deleting;
      expect((await opening).status).toBe(404);
      expect(
        await rowsOf(s, `select id from medical_cases where cancer_case_id = ${unopenedCaseId}`),
      ).toEqual([]);
      await s.sql('update reporting_units set is_deleted = false where id = 1');
      await s.sql(`update medical_cases set is_deleted = false where id = ${medicalCaseId}`);
    },
  );

  it('goes once its cases are no longer live; the deleted unit then opens no new medical case', async () => {
    await s.sql(`update medical_cases set is_deleted = true where id = ${medicalCaseId}`);
    const deleted = await s.request('DELETE', '/api/reporting-unit/1', { token: superadmin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(await unitDeleted()).toBe(true);
    // The unit's staff were signed out by the delete; signed in again, they open nothing there.
    const before = await s.request('POST', `/api/medical-case/from-case/${unopenedCaseId}`, {
      token: unitadmin,
    });
    expect(before.status).toBe(401);
    const again = await s.signIn('unitadmin@demo.local');
    const opened = await s.request('POST', `/api/medical-case/from-case/${unopenedCaseId}`, { token: again });
    expect(opened.status, JSON.stringify(opened.body)).toBe(404);
    expect(await rowsOf(s, `select id from medical_cases where cancer_case_id = ${unopenedCaseId}`)).toEqual(
      [],
    );
  });
});
