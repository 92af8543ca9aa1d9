import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertUnitKeepsCaseOwner } from '../src/modules/clinical/medical-cases';
import { treatedBy } from '../src/modules/clinical/patients/patient-scope';
import { confirmPendingHoldings } from './child-holding-fixtures';
import { gate, startTestServer, stateAfter, type TestServer } from './harness';
import { employeeIdOf, followUpByUnit2, rowsOf } from './medical-case-fixtures';
import { CNP_BOY, CNP_GIRL, completeBody, dictionaryIds } from './notification-fixtures';

/**
 * Issue 22 findings 4 and 5: joining a medical case belongs to its team. Only a unit that reported
 * the tumour (a completed new-diagnosis notification on the case) opens it; a unit that reports only
 * follow-ups is told to ask the treating team and never takes the case over; a medical case always
 * has a case owner who can manage it.
 */
let s: TestServer;
const t: Record<string, string> = {};
let caseId: number;
let patientId: number;
let mcId: number;

const call = (who: string, method: string, path: string, body?: unknown, language: 1 | 2 = 2) =>
  s.request(method, path, { token: t[who], body, language });
const medicalCaseRows = (id: number) =>
  rowsOf(s, `select id, reporting_unit_id from medical_cases where cancer_case_id = ${id}`);
const grantCaseOwnerToReporter2 = async () => {
  await s.sql(
    `insert into employee_permissions (employee_id, permission_id) values (${await employeeIdOf(s, 'reporter2@demo.local')}, 2)`,
  );
  t.reporter2 = await s.signIn('reporter2@demo.local');
};

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['unitadmin', 'reporter', 'reporter2', 'reviewer'])
    t[who] = await s.signIn(`${who}@demo.local`);
  // Unit 1 reports the tumour, with what the follow-up prefill hides: the address, TNM staging and
  // the clinical start date.
  const first = await call('reporter', 'POST', '/api/cancer-notification', {
    ...completeBody({
      patientDetails: { address: 'Strada Ascunsă 7' },
      cancerTnmStadialization: { stageTypeId: 1 },
    }),
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  caseId = first.body.caseId;
  patientId = Number(
    (await rowsOf(s, `select patient_id from cancer_cases where id = ${caseId}`))[0].patient_id,
  );
  const followUp = await followUpByUnit2(s, t.reporter2, CNP_BOY, dictionaryIds.neuroblastoma);
  expect(followUp.caseId).toBe(caseId);
}, 60_000);
afterAll(() => s.close());

describe('the probe’s path: a follow-up does not open the medical case (finding 4)', () => {
  it('the follow-up unit is refused with whom to ask (the treating unit, not staff), and nothing is created', async () => {
    const refused = await call('reporter2', 'POST', `/api/medical-case/from-case/${caseId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('medicalCase.askTreatingTeam');
    expect(refused.body.message).toContain('Unitatea demo 1');
    expect(refused.body.message).toMatch(/ask .* to add you to the team/);
    expect(refused.body.message).not.toMatch(/Popescu|Ionescu/);
    const ro = await call('reporter2', 'POST', `/api/medical-case/from-case/${caseId}`, undefined, 1);
    expect(ro.body.message).toMatch(/Cazul medical îl ține echipa care tratează copilul/);
    expect(await medicalCaseRows(caseId)).toEqual([]);
    // The button's facts: unit 2 reports the case but reported no tumour on it; nothing else named.
    const reach = await call('reporter2', 'GET', `/api/medical-case/from-case/${caseId}`);
    expect(reach.body).toEqual({ tumourReportingUnitIds: [], caseReportingUnitIds: [2], medicalCase: null });
  });

  it('unit 1’s case owner opens it and manages it: the named owner, with every right', async () => {
    const reach = await call('unitadmin', 'GET', `/api/medical-case/from-case/${caseId}`);
    expect(reach.body).toEqual({ tumourReportingUnitIds: [1], caseReportingUnitIds: [1], medicalCase: null });
    const opened = await call('unitadmin', 'POST', `/api/medical-case/from-case/${caseId}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.created).toBe(true);
    mcId = opened.body.id;
    const read = await call('unitadmin', 'GET', `/api/medical-case/${mcId}`);
    expect(read.body.access).toEqual({ read: true, edit: true, manageTeam: true, transfer: true });
    expect(read.body.reportingUnitId).toBe(1);
    const team = await call('unitadmin', 'GET', `/api/medical-case/${mcId}/team`);
    expect(team.status).toBe(200);
  });

  it('unit 2 sees nothing of the medical case and still cannot take it over', async () => {
    const again = await call('reporter2', 'POST', `/api/medical-case/from-case/${caseId}`);
    expect(again.status).toBe(403);
    expect(again.body.key).toBe('medicalCase.askTreatingTeam');
    for (const path of [`/api/medical-case/${mcId}`, `/api/medical-case/${mcId}/team`])
      expect((await call('reporter2', 'GET', path)).status).toBe(404);
    const list = await call('reporter2', 'POST', '/api/medical-case/filter', {});
    expect(list.body.items).toEqual([]);
    // Still unit 1's, with unit 1's owner; nobody of unit 2 on the team.
    expect(await medicalCaseRows(caseId)).toEqual([{ id: mcId, reporting_unit_id: 1 }]);
    const unit2Members = await rowsOf(
      s,
      `select 1 from medical_case_team_members tm join employees e on e.id = tm.employee_id
       where tm.medical_case_id = ${mcId} and e.reporting_unit_id = 2`,
    );
    expect(unit2Members).toEqual([]);
    // The button's facts name neither the treating unit nor its team.
    const reach = await call('reporter2', 'GET', `/api/medical-case/from-case/${caseId}`);
    expect(reach.body.medicalCase).toEqual({
      reportingUnitId: 0,
      teamEmployeeIds: [],
      ownerEmployeeId: null,
    });
    // The medical case gives unit 2 no claim on the patient record (patient-scope's `treatedBy`).
    const treated = await s.database.db.execute(
      sql`select ${treatedBy([2])} as treated from patients where id = ${patientId}`,
    );
    expect((treated as unknown as { rows: { treated: boolean }[] }).rows[0].treated).toBe(false);
  });

  it('unit 1’s case owner keeps it: reads, edits, manages the team (finding 5)', async () => {
    const read = await call('unitadmin', 'POST', `/api/medical-case/from-case/${caseId}`);
    expect(read.body).toEqual({ id: mcId, created: false });
    expect((await call('unitadmin', 'GET', `/api/medical-case/${mcId}`)).status).toBe(200);
  });

  it('a stranger to the case gets 404 on both the facts and the opening', async () => {
    const fresh = await call(
      'reporter',
      'POST',
      '/api/cancer-notification',
      completeBody({ patientDetails: { identifier: '5170404400031', firstName: 'Radu', lastName: 'Nou' } }),
    );
    for (const method of ['GET', 'POST'])
      expect(
        (await call('reporter2', method, `/api/medical-case/from-case/${fresh.body.caseId}`)).status,
      ).toBe(404);
  });
});

describe('a unit that reported the tumour too', () => {
  it('is told the case is kept by another team (naming it) when one exists', async () => {
    // Unit 2 also reports the tumour as a new diagnosis (reason 1) on the same case.
    const saved = await call(
      'reporter2',
      'POST',
      '/api/cancer-notification/',
      completeBody({ notificationOverview: { reportingUnitId: 2, lastContactDate: '2025-06-03' } }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.caseId).toBe(caseId);
    // Unit 1 holds the child: unit 2 reports the tumour once a reviewer confirms the link (issue 38).
    await confirmPendingHoldings(s);
    const kept = await call('reporter2', 'POST', `/api/medical-case/from-case/${caseId}`);
    expect(kept.status).toBe(403);
    expect(kept.body.key).toBe('medicalCase.keptByAnotherTeam');
    expect(kept.body.message).toContain('Unitatea demo 1');
    expect(await medicalCaseRows(caseId)).toEqual([{ id: mcId, reporting_unit_id: 1 }]);
  });

  it('opens one when none exists — once its unit has a case owner to manage it', async () => {
    // Unit 1 reports a second child; unit 2 reports the same tumour as a new diagnosis.
    const girl = { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu' };
    const first = await call(
      'reporter',
      'POST',
      '/api/cancer-notification',
      completeBody({ patientDetails: girl }),
    );
    const second = await call(
      'reporter2',
      'POST',
      '/api/cancer-notification',
      completeBody({ patientDetails: girl, notificationOverview: { reportingUnitId: 2 } }),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.caseId).toBe(first.body.caseId);
    await confirmPendingHoldings(s);
    const girlCase = first.body.caseId;
    // Unit 2 has no employee holding CaseOwner: the case would have nobody to manage it.
    const noOwner = await call('reporter2', 'POST', `/api/medical-case/from-case/${girlCase}`);
    expect(noOwner.status).toBe(403);
    expect(noOwner.body.key).toBe('medicalCase.noCaseOwnerInUnit');
    expect(noOwner.body.message).toMatch(/Ask your unit administrator to name one/);
    expect(await medicalCaseRows(girlCase)).toEqual([]);

    await grantCaseOwnerToReporter2();
    const opened = await call('reporter2', 'POST', `/api/medical-case/from-case/${girlCase}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.created).toBe(true);
    const read = await call('reporter2', 'GET', `/api/medical-case/${opened.body.id}`);
    expect(read.body.reportingUnitId).toBe(2);
    expect(read.body.access.manageTeam).toBe(true);
    // Unit 1's reporter (its unit reported the tumour first, but did not open it) is not on the team.
    const kept = await call('reporter', 'POST', `/api/medical-case/from-case/${girlCase}`);
    expect(kept.body.key).toBe('medicalCase.keptByAnotherTeam');
    expect(kept.body.message).toContain('Unitatea demo 2');
  });
});

describe('a unit’s last case owner stays while the unit treats medical cases', () => {
  const employeeForm = async (over: Record<string, unknown>) => ({
    id: await employeeIdOf(s, 'unitadmin@demo.local'),
    reportingUnitId: 1,
    firstName: 'Elena',
    lastName: 'Popescu',
    email: 'unitadmin@demo.local',
    phone: '',
    code: '',
    permissionIds: '1,3',
    professionalRoleIds: '',
    ...over,
  });

  it('refuses taking CaseOwner from the last one, or deleting them, with a translated 409; changes nothing', async () => {
    const demoted = await s.form('/api/employee', await employeeForm({}), { token: t.unitadmin });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(409);
    expect(demoted.body.key).toBe('medicalCase.lastCaseOwner');
    expect(demoted.body.message).toMatch(/ultimul responsabil de caz/);
    const id = await employeeIdOf(s, 'unitadmin@demo.local');
    const deleted = await call('unitadmin', 'DELETE', `/api/employee/${id}/reporting-unit/1`);
    expect(deleted.status).toBe(409);
    const perms = await rowsOf(
      s,
      `select permission_id from employee_permissions where employee_id = ${id} order by 1`,
    );
    expect(perms.map((p) => Number(p.permission_id))).toEqual([1, 2, 3]);
  });

  it('allows it once another employee of the unit holds CaseOwner', async () => {
    const dana = await s.form(
      '/api/employee',
      {
        id: 0,
        reportingUnitId: 1,
        firstName: 'Dana',
        lastName: 'Georgescu',
        email: 'dana.georgescu@spital.ro',
        phone: '',
        code: '',
        permissionIds: '2,3',
        professionalRoleIds: '',
      },
      { token: t.unitadmin },
    );
    expect(dana.status, JSON.stringify(dana.body)).toBe(200);
    const demoted = await s.form('/api/employee', await employeeForm({ permissionIds: '1,3' }), {
      token: t.unitadmin,
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    // Dana is now the last one: she stays. (The demotion moved unitadmin's security stamp.)
    t.unitadmin = await s.signIn('unitadmin@demo.local');
    const gone = await call('unitadmin', 'DELETE', `/api/employee/${dana.body.id}/reporting-unit/1`);
    expect(gone.status).toBe(409);
  });

  // PGlite has one connection: two writes never overlap there. On PostgreSQL they do.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two removals at once leave one: the second waits for the first, then is refused',
    async () => {
      const admin = await employeeIdOf(s, 'unitadmin@demo.local');
      const dana = await employeeIdOf(s, 'dana.georgescu@spital.ro');
      await s.sql(`insert into employee_permissions (employee_id, permission_id) values (${admin}, 2)`);
      // A permission change moves the security stamp: sign in again.
      t.unitadmin = await s.signIn('unitadmin@demo.local');
      // Dana's removal passes the same guard and holds its transaction open after its change.
      const { open: release, opened: held } = gate();
      const { open: removed, opened: changed } = gate();
      const first = s.database.db.transaction(async (tx) => {
        await assertUnitKeepsCaseOwner(tx, 1, dana);
        await tx.execute(
          sql`delete from employee_permissions where employee_id = ${dana} and permission_id = 2`,
        );
        removed();
        await held;
      });
      await changed;
      const second = s.form('/api/employee', await employeeForm({ permissionIds: '1,3' }), {
        token: t.unitadmin,
      });
      const early = await stateAfter(second);
      expect(early).toBe('waiting');
      release();
      await first;
      const answer = await second;
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.key).toBe('medicalCase.lastCaseOwner');
      const owners = await rowsOf(
        s,
        `select employee_id from employee_permissions where permission_id = 2 and employee_id in (${admin}, ${dana})`,
      );
      expect(owners.map((o) => Number(o.employee_id))).toEqual([admin]);
    },
  );

  it('deleting the last one’s account is refused the same way; with another owner it goes', async () => {
    const superadmin = await s.signIn('superadmin@demo.local');
    const admin = await employeeIdOf(s, 'unitadmin@demo.local');
    const dana = await employeeIdOf(s, 'dana.georgescu@spital.ro');
    // Dana alone holds CaseOwner in unit 1, whatever the tests before left.
    await s.sql(`delete from employee_permissions where permission_id = 2
      and employee_id in (select id from employees where reporting_unit_id = 1)`);
    await s.sql(`insert into employee_permissions (employee_id, permission_id) values (${dana}, 2)`);
    const [{ user_id: danaUser }] = await rowsOf(s, `select user_id from employees where id = ${dana}`);
    const refused = await s.request('DELETE', `/api/identity/user/${danaUser}`, { token: superadmin });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.key).toBe('medicalCase.lastCaseOwner');
    expect(await rowsOf(s, `select is_deleted from users where id = ${danaUser}`)).toEqual([
      { is_deleted: false },
    ]);
    await s.sql(`insert into employee_permissions (employee_id, permission_id) values (${admin}, 2)`);
    const deleted = await s.request('DELETE', `/api/identity/user/${danaUser}`, { token: superadmin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
  });
});
