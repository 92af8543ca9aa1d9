import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, sampleFiles, startTestServer, type TestServer } from './harness';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'unitadmin', 'reporter', 'reporter2', 'reviewer', 'auditor'])
    t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const userFields = (over: Record<string, unknown> = {}) => ({
  userId: 0,
  roleId: 3,
  firstName: 'Ion',
  lastName: 'Evaluator',
  email: 'ion.eval@registru.ro',
  ...over,
});

describe('users (super administrator)', () => {
  it('lists with tri-state filters and the spec columns', async () => {
    const all = await s.request('POST', '/api/identity/filter', {
      token: t.superadmin,
      body: { take: 50, sortBy: 'fullName' },
    });
    expect(all.status).toBe(200);
    expect(all.body.totalRows).toBe(9);
    const reporter = all.body.items.find((u: { email: string }) => u.email === 'reporter@demo.local');
    expect(reporter).toMatchObject({
      roleId: 2,
      roleName: 'Raportor',
      fullName: 'Andrei Ionescu',
      reportingUnitId: 1,
      emailConfirmed: true,
      isDeleted: false,
    });
    expect(reporter.employeeId).toEqual(expect.any(Number));
    const pending = await s.request('POST', '/api/identity/filter', {
      token: t.superadmin,
      body: { take: 50, emailConfirmed: false },
    });
    expect(pending.body.items.map((u: { email: string }) => u.email)).toEqual(['invited@demo.local']);
    const unit2 = await s.request('POST', '/api/identity/filter', {
      token: t.superadmin,
      body: { take: 50, reportingUnitId: 2 },
    });
    expect(unit2.body.items.map((u: { email: string }) => u.email)).toEqual(['reporter2@demo.local']);
    const search = await s.request('POST', '/api/identity/filter', {
      token: t.superadmin,
      body: { take: 50, search: 'DEMO.local', roleId: 3 },
    });
    expect(search.body.totalRows).toBe(1);
  });

  it('is refused to everyone else', async () => {
    for (const who of ['unitadmin', 'reporter', 'reviewer', 'auditor']) {
      expect(
        (await s.request('POST', '/api/identity/filter', { token: t[who], body: { take: 8 } })).status,
        who,
      ).toBe(403);
      expect(
        (await s.form('/api/identity/user', userFields({ email: `${who}-x@r.ro` }), { token: t[who] }))
          .status,
        who,
      ).toBe(403);
    }
  });

  it('adds a user, invites them, and refuses the reporter role and duplicate e-mails', async () => {
    const created = await s.form('/api/identity/user', userFields(), {
      token: t.superadmin,
      files: { profilePicture: ['p.png', sampleFiles.png()] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      roleId: 3,
      fullName: 'Ion Evaluator',
      emailConfirmed: false,
      profilePictureName: 'p.png',
    });
    await eventually(async () => (await s.outbox('ion.eval@registru.ro'))[0]);
    const reporterRole = await s.form('/api/identity/user', userFields({ roleId: 2, email: 'r@r.ro' }), {
      token: t.superadmin,
    });
    expect(reporterRole.body.codes).toEqual({ roleId: 'validation.required' });
    const duplicate = await s.form('/api/identity/user', userFields({ email: 'REVIEWER@demo.local' }), {
      token: t.superadmin,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      field: 'email',
      message: 'O înregistrare cu același e-mail există deja',
    });
  });

  it('edits a user, and sends reporters to the employee form', async () => {
    const edited = await s.form(
      '/api/identity/user',
      userFields({
        userId: 3,
        roleId: 4,
        firstName: 'Ioana',
        lastName: 'Auditor',
        email: 'auditor@demo.local',
        phone: '0700000000',
      }),
      { token: t.superadmin },
    );
    expect(edited.body).toMatchObject({ userId: 3, phone: '0700000000' });
    const reporter = (
      await s.request('POST', '/api/identity/filter', { token: t.superadmin, body: { take: 50, roleId: 2 } })
    ).body.items[0];
    const refused = await s.form(
      '/api/identity/user',
      userFields({ userId: reporter.userId, email: reporter.email }),
      { token: t.superadmin },
    );
    expect(refused.status).toBe(403);
  });
});

describe('deleting users (spec 01 §6)', () => {
  it('a unit admin deletes a reporter of their unit but not one of another unit nor a reviewer', async () => {
    const list = (
      await s.request('POST', '/api/identity/filter', { token: t.superadmin, body: { take: 50 } })
    ).body.items;
    const id = (email: string) => list.find((u: { email: string }) => u.email === email).userId;
    expect(
      (await s.request('DELETE', `/api/identity/user/${id('reporter2@demo.local')}`, { token: t.unitadmin }))
        .status,
    ).toBe(403);
    expect(
      (await s.request('DELETE', `/api/identity/user/${id('reviewer@demo.local')}`, { token: t.unitadmin }))
        .status,
    ).toBe(403);
    expect(
      (await s.request('DELETE', `/api/identity/user/${id('reporter@demo.local')}`, { token: t.reporter2 }))
        .status,
    ).toBe(403);
    expect(
      (await s.request('DELETE', `/api/identity/user/${id('reporter@demo.local')}`, { token: t.unitadmin }))
        .status,
    ).toBe(204);
    expect(
      (
        await s.request('POST', '/api/identity/login', {
          body: { email: 'reporter@demo.local', password: 'Registru#2026' },
        })
      ).status,
    ).toBe(400);
    const deleted = await s.request('POST', '/api/identity/filter', {
      token: t.superadmin,
      body: { take: 50, isDeleted: true },
    });
    expect(deleted.body.items.map((u: { email: string }) => u.email)).toEqual(['reporter@demo.local']);
  });

  it('nobody deletes themselves; the super administrator deletes anyone else', async () => {
    expect((await s.request('DELETE', '/api/identity/user/1', { token: t.superadmin })).status).toBe(403);
    expect((await s.request('DELETE', '/api/identity/user/4', { token: t.superadmin })).status).toBe(204);
    expect((await s.request('DELETE', '/api/identity/user/4', { token: t.superadmin })).status).toBe(404);
  });
});

describe('own profile', () => {
  it('reads one’s own profile with the roles tab data, and nobody else’s', async () => {
    const me = JSON.parse(Buffer.from(t.unitadmin.split('.')[1], 'base64url').toString());
    const profile = await s.request('GET', `/api/identity/user-profile/${me.userId}`, { token: t.unitadmin });
    expect(profile.body).toMatchObject({
      email: 'unitadmin@demo.local',
      twoFa: false,
      reportingUnitsIds: [1],
    });
    expect(profile.body.roles).toEqual([
      {
        reportingUnitId: 1,
        reportingUnit: expect.stringContaining('demo 1'),
        permissionIds: [1, 2, 3],
        permissions: ['Administrator', 'Responsabil de caz', 'Raportor'],
      },
    ]);
    expect(
      (await s.request('GET', `/api/identity/user-profile/${me.userId}`, { token: t.reporter2 })).status,
    ).toBe(404);
    expect(
      (await s.request('GET', `/api/identity/user-profile/count/${me.userId}`, { token: t.unitadmin })).body,
    ).toEqual({ reportingUnits: 1, roles: 3 });
  });

  it('saves names, phone, 2FA and picture; e-mail stays as it was', async () => {
    const saved = await s.form(
      '/api/identity/user-profile',
      {
        firstName: 'Elena',
        lastName: 'Popescu-Ionescu',
        phone: '0744111222',
        twoFa: 'true',
        email: 'hacker@x.ro',
      },
      { token: t.unitadmin, files: { profilePicture: ['eu.png', sampleFiles.png()] } },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      fullName: 'Elena Popescu-Ionescu',
      twoFa: true,
      email: 'unitadmin@demo.local',
      profilePictureName: 'eu.png',
    });
    const cleared = await s.form(
      '/api/identity/user-profile',
      { firstName: 'Elena', lastName: 'Popescu', twoFa: 'false', deleteProfilePicture: 'true' },
      { token: t.unitadmin },
    );
    expect(cleared.body).toMatchObject({ twoFa: false, profilePictureName: null });
    const invalid = await s.form(
      '/api/identity/user-profile',
      { firstName: '', lastName: 'P' },
      { token: t.unitadmin },
    );
    expect(invalid.body.codes).toEqual({ firstName: 'validation.required' });
  });
});
