import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { auditActions, employeeIdOf, makeMedicalCase, rowsOf } from './medical-case-fixtures';

/**
 * Issue 14 review: who a transfer may name owner, a deleted case's medical case, and what a team
 * write tells a caller who names a unit the case is not at.
 */
let s: TestServer;
const t: Record<string, string> = {};
const e: Record<string, number> = {};
// Valid CNPs of this file only (check digit by spec 01 §5), so each case is its own.
const CNP = { a: '5170404400031', b: '6170808400047', c: '5150312400015' };
beforeAll(async () => {
  s = await startTestServer();
  await s.sql("update users set two_fa = false where email = 'twofa@demo.local'");
  for (const who of ['unitadmin', 'reporter', 'reporter2', 'twofa']) {
    t[who] = await s.signIn(`${who}@demo.local`);
    e[who] = await employeeIdOf(s, `${who}@demo.local`);
  }
});
afterAll(() => s.close());

const caseFor = (identifier: string, firstName: string) =>
  makeMedicalCase(s, t.reporter, { patientDetails: { identifier, firstName } });
const add = (who: string, id: number, reportingUnitId: number, employeeId = e.twofa) =>
  s.request('POST', `/api/medical-case/${id}/team`, {
    token: t[who],
    language: 2,
    body: { employeeId, teamKind: 2, reportingUnitId },
  });
const transfer = (who: string, id: number, body: Record<string, unknown>) =>
  s.request('POST', `/api/medical-case/${id}/transfer`, { token: t[who], language: 2, body });
const ownerIds = async (id: number, unit: number) =>
  (
    await s.request('GET', `/api/medical-case/${id}/transfer/owners?reportingUnitId=${unit}`, {
      token: t.unitadmin,
    })
  ).body.items.map((m: { employeeId: number }) => m.employeeId);
const unitOf = async (id: number) =>
  Number(
    (await rowsOf(s, `select reporting_unit_id from medical_cases where id = ${id}`))[0].reporting_unit_id,
  );

/** Grants Maria Constantin (reporter2) CaseOwner on unit 2; the permission travels in a new sign-in. */
async function makeReporter2CaseOwner() {
  await s.sql(`insert into employee_permissions (employee_id, permission_id) values (${e.reporter2}, 2)
    on conflict do nothing`);
  t.reporter2 = await s.signIn('reporter2@demo.local');
}

describe('a transfer names a case owner who can manage the case', () => {
  it('only an employee holding CaseOwner on the target unit is offered and accepted', async () => {
    const id = await caseFor(CNP.a, 'Ana');
    // Maria Constantin is a reporter of unit 2 only: named owner, she could not manage the team.
    expect(await ownerIds(id, 2)).toEqual([]);
    const refused = await transfer('unitadmin', id, {
      reportingUnitId: 2,
      ownerEmployeeId: e.reporter2,
      fromReportingUnitId: 1,
      fromOwnerEmployeeId: e.unitadmin,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { key: 'medicalTeam.ownerNotCaseOwner' },
      message: 'The case owner must hold the Case owner permission on the chosen unit',
    });
    expect(await unitOf(id)).toBe(1);
    // Renaming the owner within the unit follows the same rule (Vlad Dobre is a reporter).
    expect(await ownerIds(id, 1)).toEqual([e.unitadmin]);
    const rename = await transfer('unitadmin', id, {
      reportingUnitId: 1,
      ownerEmployeeId: e.twofa,
      fromReportingUnitId: 1,
      fromOwnerEmployeeId: e.unitadmin,
    });
    expect(rename.body.errors.key).toBe('medicalTeam.ownerNotCaseOwner');

    await makeReporter2CaseOwner();
    expect(await ownerIds(id, 2)).toEqual([e.reporter2]);
    const moved = await transfer('unitadmin', id, {
      reportingUnitId: 2,
      ownerEmployeeId: e.reporter2,
      fromReportingUnitId: 1,
      fromOwnerEmployeeId: e.unitadmin,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(204);
    const team = await s.request('GET', `/api/medical-case/${id}/team`, { token: t.reporter2 });
    expect(team.body).toMatchObject({ reportingUnitId: 2, manageTeam: true, transfer: true });
  });
});

describe('two case owners renaming the owner at once', () => {
  it('the later one, whose screen showed the former owner, is told the case was transferred (409)', async () => {
    await makeReporter2CaseOwner();
    const id = await caseFor('6150101400011', 'Elisa');
    await s.sql(`insert into employee_permissions (employee_id, permission_id) values (${e.twofa}, 2)`);
    t.twofa = await s.signIn('twofa@demo.local');
    const seen = { reportingUnitId: 1, fromReportingUnitId: 1, fromOwnerEmployeeId: e.unitadmin };
    expect((await transfer('unitadmin', id, { ...seen, ownerEmployeeId: e.twofa })).status).toBe(204);
    const late = await transfer('twofa', id, { ...seen, ownerEmployeeId: e.twofa });
    expect(late.status).toBe(409);
    expect(late.body.key).toBe('medicalCase.transferredOrDeleted');
    // Sent with the owner now shown, the rename goes through.
    const current = { ...seen, fromOwnerEmployeeId: e.twofa, ownerEmployeeId: e.unitadmin };
    expect((await transfer('twofa', id, current)).status).toBe(204);
    await s.sql(`delete from employee_permissions where employee_id = ${e.twofa} and permission_id = 2`);
    t.twofa = await s.signIn('twofa@demo.local');
  });
});

describe('a team write naming a unit the case is not at', () => {
  it('tells a case owner tied to the case that it moved (409), a stranger 404 as for no case', async () => {
    await makeReporter2CaseOwner();
    const probed = await caseFor(CNP.b, 'Bianca');
    // Maria is a case owner of unit 2 with no tie to this unit-1 case: exists or not, the same 404.
    for (const id of [probed, 999_999]) {
      expect((await add('reporter2', id, 2)).status).toBe(404);
      expect(
        (
          await s.request('DELETE', `/api/medical-case/${id}/team/${e.reporter}?reportingUnitId=2`, {
            token: t.reporter2,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await transfer('reporter2', id, {
            reportingUnitId: 2,
            ownerEmployeeId: e.reporter2,
            fromReportingUnitId: 2,
          })
        ).status,
      ).toBe(404);
    }
    await s.sql(`update medical_cases set is_deleted = true where id = ${probed}`);
    expect((await add('reporter2', probed, 2)).status).toBe(404);
    // The case owner of the unit it was deleted at is told why.
    expect((await add('unitadmin', probed, 1)).body.key).toBe('medicalCase.transferredOrDeleted');
  });

  it('after a transfer, the former unit’s case owner is told it moved even if never on its team', async () => {
    await makeReporter2CaseOwner();
    const id = await caseFor(CNP.c, 'Cezar');
    // A second case owner of unit 1, never on the team nor named owner.
    await s.sql(`insert into employee_permissions (employee_id, permission_id) values (${e.twofa}, 2)`);
    const colleague = await s.signIn('twofa@demo.local');
    expect(
      (
        await transfer('unitadmin', id, {
          reportingUnitId: 2,
          ownerEmployeeId: e.reporter2,
          fromReportingUnitId: 1,
          fromOwnerEmployeeId: e.unitadmin,
        })
      ).status,
    ).toBe(204);
    const late = await s.request('POST', `/api/medical-case/${id}/team`, {
      token: colleague,
      language: 2,
      body: { employeeId: e.reporter, teamKind: 2, reportingUnitId: 1 },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Operation failed because the case was already transferred or deleted');
    await s.sql(`delete from employee_permissions where employee_id = ${e.twofa} and permission_id = 2`);
  });
});

describe('deleting the last record of a case', () => {
  it('marks its medical case deleted in the same transaction, audited; the team is told so', async () => {
    const id = await caseFor('6150524400023', 'Dana');
    const [n] = await rowsOf(
      s,
      `select n.id from cancer_notifications n join medical_cases m on m.cancer_case_id = n.case_id where m.id = ${id}`,
    );
    const list = () =>
      s.request('POST', '/api/medical-case/filter', { token: t.unitadmin, body: { take: 50 } });
    expect((await list()).body.items.map((i: { id: number }) => i.id)).toContain(id);

    const deleted = await s.request('DELETE', `/api/cancer-notification/${n.id}`, { token: t.unitadmin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const res = await add('unitadmin', id, 1, e.reporter);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      key: 'medicalCase.transferredOrDeleted',
      message: 'Operation failed because the case was already transferred or deleted',
    });
    expect((await list()).body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await s.request('GET', `/api/medical-case/${id}`, { token: t.unitadmin })).status).toBe(404);
    expect((await auditActions(s, id)).at(-1)).toEqual({
      action: 'medicalCase.deleted',
      details: { cancerCaseId: expect.any(Number), notificationId: Number(n.id) },
    });
  });
});

describe('route ids beyond a database integer', () => {
  it('answer a translated 400, not a 500', async () => {
    for (const path of [
      '/api/medical-case/2147483648/team',
      '/api/medical-case/2147483648/recommendations',
    ]) {
      const res = await s.request('GET', path, { token: t.unitadmin, language: 2 });
      expect(res.status, path).toBe(400);
    }
    const patient = await s.request('GET', '/api/patient/2147483648', { token: t.unitadmin });
    expect(patient.status).toBe(400);
  });
});
