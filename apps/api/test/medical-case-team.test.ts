import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  auditActions,
  employeeIdOf,
  makeMedicalCase,
  makeUnit2Central,
  rowsOf,
} from './medical-case-fixtures';
import { CNP_GIRL } from './notification-fixtures';

let s: TestServer;
const t: Record<string, string> = {};
const e: Record<string, number> = {};
let mc: number;
beforeAll(async () => {
  s = await startTestServer();
  // Vlad Dobre (unit 1, never on the team) signs in without his second factor here.
  await s.sql("update users set two_fa = false where email = 'twofa@demo.local'");
  for (const who of ['superadmin', 'unitadmin', 'reporter', 'reporter2', 'reviewer', 'auditor', 'twofa'])
    t[who] = await s.signIn(`${who}@demo.local`);
  for (const who of ['unitadmin', 'reporter', 'reporter2', 'twofa'])
    e[who] = await employeeIdOf(s, `${who}@demo.local`);
  await makeUnit2Central(s);
  mc = await makeMedicalCase(s, t.reporter);
});
afterAll(() => s.close());

const team = (who: string, id = mc) =>
  s.request('GET', `/api/medical-case/${id}/team`, { token: t[who], language: 2 });
const add = (who: string, employeeId: number, teamKind: number, reportingUnitId = 1, id = mc) =>
  s.request('POST', `/api/medical-case/${id}/team`, {
    token: t[who],
    language: 2,
    body: { employeeId, teamKind, reportingUnitId },
  });
const remove = (who: string, employeeId: number, reportingUnitId = 1, id = mc) =>
  s.request('DELETE', `/api/medical-case/${id}/team/${employeeId}?reportingUnitId=${reportingUnitId}`, {
    token: t[who],
    language: 2,
  });

describe('GET /api/medical-case/:id/team', () => {
  it('shows the named owner with unit, unit type, phone, e-mail, roles and the hospital-admin flag', async () => {
    const res = await team('unitadmin');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      medicalCaseId: mc,
      reportingUnitId: 1,
      local: [],
      central: [],
      manageTeam: true,
      transfer: true,
    });
    expect(res.body.owner).toMatchObject({
      employeeId: e.unitadmin,
      teamKind: 3,
      fullName: 'Elena Popescu',
      reportingUnitId: 1,
      reportingUnitTypeId: 2,
      email: 'unitadmin@demo.local',
      admin: true,
    });
    expect(res.body.owner.permissions).toEqual(['Admin', 'Case owner', 'Reporter']);
    expect(Array.isArray(res.body.owner.professionalRoles)).toBe(true);
  });

  it('a reviewer reads without managing; a stranger of the unit or of another unit gets 404; an auditor 403', async () => {
    expect((await team('reviewer')).body).toMatchObject({ manageTeam: false, transfer: false });
    expect((await team('reporter')).status).toBe(404);
    expect((await team('reporter2')).status).toBe(404);
    expect((await team('auditor')).status).toBe(403);
    expect((await team('unitadmin', 999999)).status).toBe(404);
    const units = await s.request('GET', `/api/medical-case/${mc}/units`, { token: t.reviewer });
    expect(units.body.map((u: { id: number }) => u.id).sort()).toEqual([1, 2]);
    expect((await s.request('GET', `/api/medical-case/${mc}/units`, { token: t.reporter2 })).status).toBe(
      404,
    );
  });
});

describe('the employee picker', () => {
  it('offers the treating unit for the local team and Central units for the central team, without the owner', async () => {
    const local = await s.request('GET', `/api/medical-case/${mc}/team/candidates?teamKind=2`, {
      token: t.unitadmin,
    });
    expect(local.status).toBe(200);
    const localIds = local.body.items.map((m: { employeeId: number }) => m.employeeId);
    expect(localIds).toContain(e.reporter);
    expect(localIds).not.toContain(e.unitadmin);
    expect(localIds).not.toContain(e.reporter2);
    const central = await s.request(
      'GET',
      `/api/medical-case/${mc}/team/candidates?teamKind=1&search=constantin`,
      {
        token: t.unitadmin,
      },
    );
    expect(central.body.items.map((m: { employeeId: number }) => m.employeeId)).toEqual([e.reporter2]);
    expect(central.body.items[0]).toMatchObject({ reportingUnitTypeId: 1, fullName: 'Maria Constantin' });
    expect(
      (await s.request('GET', `/api/medical-case/${mc}/team/candidates?teamKind=2`, { token: t.reporter2 }))
        .status,
    ).toBe(404);
    expect(
      (await s.request('GET', `/api/medical-case/${mc}/team/candidates?teamKind=9`, { token: t.unitadmin }))
        .status,
    ).toBe(400);
  });
});

describe('adding and removing members', () => {
  it('the case owner adds a local member, audited; the member reads and edits but does not manage', async () => {
    const res = await add('unitadmin', e.reporter, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const read = await team('reporter');
    expect(read.status).toBe(200);
    expect(read.body.local.map((m: { employeeId: number }) => m.employeeId)).toEqual([e.reporter]);
    expect(read.body.manageTeam).toBe(false);
    expect((await add('reporter', e.twofa, 2)).status).toBe(403);
    expect(await auditActions(s, mc)).toContainEqual({
      action: 'medicalTeam.memberAdded',
      details: { employeeId: e.reporter, teamKind: 2 },
    });
  });

  it('adding one already there answers "The team already has this member" and changes nothing', async () => {
    const res = await add('unitadmin', e.reporter, 2);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      key: 'medicalTeam.alreadyMember',
      message: 'The team already has this member',
    });
    const ro = await s.request('POST', `/api/medical-case/${mc}/team`, {
      token: t.unitadmin,
      body: { employeeId: e.unitadmin, teamKind: 2, reportingUnitId: 1 },
    });
    expect(ro.status).toBe(409);
    expect(ro.body.message).toBe('Echipa are deja acest membru');
    expect(
      await rowsOf(s, `select 1 from medical_case_team_members where medical_case_id = ${mc}`),
    ).toHaveLength(1);
  });

  it('the local team is staff of the treating unit, the central team staff of a Central unit', async () => {
    expect((await add('unitadmin', e.reporter2, 2)).body.errors.key).toBe('medicalTeam.notOfTreatingUnit');
    expect((await add('unitadmin', e.twofa, 1)).body.errors.key).toBe('medicalTeam.notOfCentralUnit');
    expect((await add('unitadmin', 999999, 1)).status).toBe(400);
  });

  it('a removed member is told "No more rights on medical case" on their next call', async () => {
    expect((await add('unitadmin', e.reporter2, 1)).status).toBe(204);
    expect((await team('reporter2')).body.central[0]).toMatchObject({
      employeeId: e.reporter2,
      reportingUnitTypeId: 1,
    });
    expect(
      (await s.request('GET', `/api/medical-case/${mc}/recommendations`, { token: t.reporter2 })).status,
    ).toBe(200);

    expect((await remove('unitadmin', e.reporter2)).status).toBe(204);
    const after = await team('reporter2');
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({
      key: 'medicalCase.noMoreRights',
      message: 'No more rights on medical case',
    });
    const recs = await s.request('GET', `/api/medical-case/${mc}/recommendations`, { token: t.reporter2 });
    expect(recs.body.key).toBe('medicalCase.noMoreRights');
    // Someone who was never on the team still learns nothing.
    expect((await team('twofa')).status).toBe(404);
    expect(await auditActions(s, mc)).toContainEqual({
      action: 'medicalTeam.memberRemoved',
      details: { employeeId: e.reporter2, teamKind: 1 },
    });
    // Added again, they are a member again.
    expect((await add('unitadmin', e.reporter2, 1)).status).toBe(204);
    expect((await team('reporter2')).status).toBe(200);
    expect((await remove('unitadmin', e.reporter2)).status).toBe(204);
  });

  it('the named owner is not a member row; an unknown member is 404; only case owners remove', async () => {
    expect((await remove('unitadmin', e.unitadmin)).body.errors.key).toBe('medicalTeam.ownerIsNotMember');
    expect((await remove('unitadmin', e.twofa)).status).toBe(404);
    expect((await remove('reporter', e.reporter)).status).toBe(403);
    expect((await remove('reporter2', e.reporter)).body.key).toBe('medicalCase.noMoreRights');
  });

  it('a case deleted since the screen read it answers "Operation failed because the case was already transferred or deleted"', async () => {
    await s.sql(`update medical_cases set is_deleted = true where id = ${mc}`);
    try {
      const res = await add('unitadmin', e.twofa, 2);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        key: 'medicalCase.transferredOrDeleted',
        message: 'Operation failed because the case was already transferred or deleted',
      });
      expect((await remove('unitadmin', e.reporter)).body.key).toBe('medicalCase.transferredOrDeleted');
      // Someone who is not a case owner of that unit learns nothing.
      expect((await add('reporter2', e.twofa, 2)).status).toBe(404);
    } finally {
      await s.sql(`update medical_cases set is_deleted = false where id = ${mc}`);
    }
  });
});

describe('POST /api/medical-case/:id/transfer', () => {
  it('moves the case to another unit with a named owner there, drops the local team, audited', async () => {
    const other = await makeMedicalCase(s, t.reporter, {
      patientDetails: { identifier: CNP_GIRL, firstName: 'Ana' },
    });
    expect((await add('unitadmin', e.reporter, 2, 1, other)).status).toBe(204);
    const transfer = (who: string, body: Record<string, unknown>) =>
      s.request('POST', `/api/medical-case/${other}/transfer`, { token: t[who], language: 2, body });

    expect(
      (
        await transfer('unitadmin', {
          reportingUnitId: 2,
          ownerEmployeeId: e.reporter,
          fromReportingUnitId: 1,
          fromOwnerEmployeeId: e.unitadmin,
        })
      ).body.errors.key,
    ).toBe('medicalTeam.ownerNotOfUnit');
    expect(
      (
        await transfer('reporter', {
          reportingUnitId: 2,
          ownerEmployeeId: e.reporter2,
          fromReportingUnitId: 1,
          fromOwnerEmployeeId: e.unitadmin,
        })
      ).status,
    ).toBe(403);
    // The named owner must hold CaseOwner on the unit (medical-case-team-guards.test.ts): Maria gets it.
    await s.sql(`insert into employee_permissions (employee_id, permission_id) values (${e.reporter2}, 2)`);
    t.reporter2 = await s.signIn('reporter2@demo.local');
    const owners = await s.request('GET', `/api/medical-case/${other}/transfer/owners?reportingUnitId=2`, {
      token: t.unitadmin,
    });
    expect(owners.body.items.map((m: { employeeId: number }) => m.employeeId)).toEqual([e.reporter2]);

    const res = await transfer('unitadmin', {
      reportingUnitId: 2,
      ownerEmployeeId: e.reporter2,
      fromReportingUnitId: 1,
      fromOwnerEmployeeId: e.unitadmin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const now = await team('reporter2', other);
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({
      reportingUnitId: 2,
      local: [],
      owner: { employeeId: e.reporter2, teamKind: 3 },
    });
    expect((await team('reporter', other)).body.key).toBe('medicalCase.noMoreRights');
    expect((await team('unitadmin', other)).body.key).toBe('medicalCase.noMoreRights');
    // The former owner's screen still shows unit 1: their next team change is told the case moved.
    const late = await add('unitadmin', e.twofa, 2, 1, other);
    expect(late.status).toBe(409);
    expect(late.body.key).toBe('medicalCase.transferredOrDeleted');
    expect((await auditActions(s, other)).at(-1)).toEqual({
      action: 'medicalCase.transferred',
      details: {
        fromReportingUnitId: 1,
        toReportingUnitId: 2,
        fromOwnerEmployeeId: e.unitadmin,
        toOwnerEmployeeId: e.reporter2,
        droppedLocalTeam: [e.reporter],
      },
    });
  });
});
