import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, sampleFiles, startTestServer, type TestServer } from './harness';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'unitadmin', 'reporter', 'reporter2', 'reviewer'])
    t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const employeeFields = (over: Record<string, unknown> = {}) => ({
  id: 0,
  reportingUnitId: 1,
  firstName: 'Dana',
  lastName: 'Georgescu',
  email: 'dana.georgescu@spital.ro',
  phone: '0722 000 111',
  code: 'P12345',
  permissionIds: '3',
  professionalRoleIds: '1,7',
  ...over,
});

describe('POST /api/employee (multipart)', () => {
  it('a unit admin adds an employee with a picture; the new account is invited', async () => {
    const res = await s.form('/api/employee', employeeFields(), {
      token: t.unitadmin,
      files: { profilePicture: ['poza.png', sampleFiles.png()] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      fullName: 'Dana Georgescu',
      reportingUnitId: 1,
      permissionIds: [3],
      professionalRoleIds: [1, 7],
      professionalRoles: ['Medic oncolog pediatru', 'Asistent medical'],
      admin: false,
      emailConfirmed: false,
      profilePictureName: 'poza.png',
      warning: null,
    });
    const mail = await eventually(async () => (await s.outbox('dana.georgescu@spital.ro'))[0]);
    expect(mail.text).toContain('/login?token=');
    const picture = await fetch(`${s.url}/api/document/${res.body.profilePictureStorageName}/1`, {
      headers: { authorization: `Bearer ${t.reporter}` },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(sampleFiles.png());
  });

  it('edits: permissions replace the old ones, the admin flag follows', async () => {
    const list = await s.request('POST', '/api/employee/filter', {
      token: t.unitadmin,
      body: { take: 20, reportingUnitId: 1, search: 'georgescu' },
    });
    const dana = list.body.items[0];
    const res = await s.form(
      '/api/employee',
      employeeFields({ id: dana.id, permissionIds: ['1', '3'], professionalRoleIds: '' }),
      { token: t.unitadmin },
    );
    expect(res.body).toMatchObject({
      id: dana.id,
      permissionIds: [1, 3],
      admin: true,
      professionalRoleIds: [],
    });
  });

  it('only the admin of that unit adds or edits', async () => {
    for (const who of ['reporter', 'reporter2', 'reviewer']) {
      const res = await s.form('/api/employee', employeeFields({ email: `x-${who}@spital.ro` }), {
        token: t[who],
      });
      expect(res.status, who).toBe(403);
    }
    const otherUnit = await s.form(
      '/api/employee',
      employeeFields({ reportingUnitId: 2, email: 'y@spital.ro' }),
      { token: t.unitadmin },
    );
    expect(otherUnit.status).toBe(403);
  });

  it('refuses an e-mail of a non-reporter account or of someone already in the unit (409 email)', async () => {
    const reviewer = await s.form('/api/employee', employeeFields({ email: 'reviewer@demo.local' }), {
      token: t.unitadmin,
    });
    expect(reviewer.status).toBe(409);
    expect(reviewer.body.field).toBe('email');
    const already = await s.form('/api/employee', employeeFields({ email: 'reporter@demo.local' }), {
      token: t.unitadmin,
    });
    expect(already.status).toBe(409);
  });

  it('adds a reporter of another unit to this one, with the shared-data warning', async () => {
    const res = await s.form(
      '/api/employee',
      employeeFields({ email: 'reporter2@demo.local', firstName: 'Maria', lastName: 'Constantin' }),
      { token: t.unitadmin },
    );
    expect(res.status).toBe(200);
    expect(res.body.warning).toContain('alte unități');
    // Gaining a unit changes the claims, so the old token is refused (issue 17 item 3): sign in again.
    expect((await s.request('POST', '/api/employee/filter', { token: t.reporter2, body: {} })).status).toBe(
      401,
    );
    t.reporter2 = await s.signIn('reporter2@demo.local');
    const claims = JSON.parse(Buffer.from(t.reporter2.split('.')[1], 'base64url').toString());
    expect(claims.employeePermissions.map((p: { reportingUnitId: number }) => p.reportingUnitId)).toEqual([
      2, 1,
    ]);
  });

  it('validates fields and files, and leaves no file behind when refused', async () => {
    const bad = await s.form(
      '/api/employee',
      employeeFields({ firstName: '', lastName: 'x'.repeat(51), email: 'nope', permissionIds: '9' }),
      { token: t.unitadmin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.codes).toMatchObject({
      firstName: 'validation.required',
      lastName: 'validation.maxLength_50',
      email: 'validation.email',
      permissionIds: 'validation.invalid',
    });
    const exe = await s.form('/api/employee', employeeFields({ email: 'exe@spital.ro' }), {
      token: t.unitadmin,
      files: { profilePicture: ['poza.png', sampleFiles.exe()] },
    });
    expect(exe.status).toBe(400);
    const gif = await s.form('/api/employee', employeeFields({ email: 'gif@spital.ro' }), {
      token: t.unitadmin,
      files: { profilePicture: ['poza.gif', sampleFiles.png()] },
    });
    expect(gif.body.errors.key).toBe('validation.extensions');
    const big = new Uint8Array(4_000_001);
    big.set(sampleFiles.png());
    const tooBig = await s.form('/api/employee', employeeFields({ email: 'big@spital.ro' }), {
      token: t.unitadmin,
      files: { profilePicture: ['mare.png', big] },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Fișier prea mare!');
    const invalidAfterFile = await s.form('/api/employee', employeeFields({ firstName: '' }), {
      token: t.unitadmin,
      files: { profilePicture: ['ok.png', sampleFiles.png()] },
    });
    expect(invalidAfterFile.status).toBe(400);
    const fs = await import('node:fs');
    const stored = fs
      .readdirSync(s.app.context.files.root, { recursive: true })
      .filter((f) => String(f).endsWith('.png'));
    expect(stored).toHaveLength(1); // only Dana's picture from the first test
    for (const email of ['exe@spital.ro', 'gif@spital.ro', 'big@spital.ro']) {
      expect(
        await s.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) }),
      ).toBeUndefined();
    }
  });
});

describe('POST /api/employee/filter and GET /api/employee/{id}/{unitId}', () => {
  it('lists a unit to its members only, with filters', async () => {
    const all = await s.request('POST', '/api/employee/filter', {
      token: t.reporter,
      body: { take: 20, reportingUnitId: 1, sortBy: 'fullName' },
    });
    expect(all.status).toBe(200);
    expect(all.body.items.every((e: { reportingUnitId: number }) => e.reportingUnitId === 1)).toBe(true);
    const admins = await s.request('POST', '/api/employee/filter', {
      token: t.reporter,
      body: { take: 20, reportingUnitId: 1, roleId: 1 },
    });
    expect(admins.body.items.map((e: { email: string }) => e.email).sort()).toEqual([
      'dana.georgescu@spital.ro',
      'unitadmin@demo.local',
    ]);
    const pending = await s.request('POST', '/api/employee/filter', {
      token: t.reporter,
      body: { take: 20, reportingUnitId: 1, emailConfirmed: false },
    });
    expect(pending.body.items.every((e: { emailConfirmed: boolean }) => !e.emailConfirmed)).toBe(true);
    expect(
      (
        await s.request('POST', '/api/employee/filter', {
          token: t.reporter,
          body: { take: 20, reportingUnitId: 2 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await s.request('POST', '/api/employee/filter', {
          token: t.superadmin,
          body: { take: 20, reportingUnitId: 2 },
        })
      ).status,
    ).toBe(200);
    const beyond = await s.request('POST', '/api/employee/filter', {
      token: t.reporter,
      body: { take: 2, skip: 100, reportingUnitId: 1 },
    });
    expect(beyond.body).toEqual({ items: [], totalRows: all.body.totalRows });
  });

  it('reads one employee only inside the caller’s unit (404 elsewhere)', async () => {
    const list = await s.request('POST', '/api/employee/filter', {
      token: t.reporter2,
      body: { take: 20, reportingUnitId: 2 },
    });
    const id = list.body.items[0].id;
    expect((await s.request('GET', `/api/employee/${id}/2`, { token: t.reporter2 })).status).toBe(200);
    expect((await s.request('GET', `/api/employee/${id}/2`, { token: t.reporter })).status).toBe(404);
    expect((await s.request('GET', `/api/employee/${id}/1`, { token: t.reporter })).status).toBe(404);
  });
});

describe('agreements', () => {
  it('generates the data-processing agreement as a real .docx for the unit’s members', async () => {
    const list = await s.request('POST', '/api/employee/filter', {
      token: t.reporter,
      body: { take: 20, reportingUnitId: 1, search: 'Ionescu' },
    });
    const res = await fetch(`${s.url}/api/document/agreement-template/${list.body.items[0].id}`, {
      headers: { authorization: `Bearer ${t.reporter}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('wordprocessingml');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const JSZip = (await import('jszip')).default;
    const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Andrei Ionescu');
    expect(xml).toContain('Unitatea demo 1');
    // Not a member of unit 1 (reporter2 joined unit 1 in an earlier test, and their token says so now).
    const other = await fetch(`${s.url}/api/document/agreement-template/${list.body.items[0].id}`, {
      headers: { authorization: `Bearer ${t.reviewer}` },
    });
    expect(other.status).toBe(404);
  });
});

describe('DELETE /api/employee/{id}/reporting-unit/{unitId}', () => {
  it('the unit admin removes an employee; a reporter left without units can no longer sign in', async () => {
    const list = await s.request('POST', '/api/employee/filter', {
      token: t.unitadmin,
      body: { take: 20, reportingUnitId: 1, search: 'Dobre' },
    });
    const id = list.body.items[0].id;
    expect(
      (await s.request('DELETE', `/api/employee/${id}/reporting-unit/1`, { token: t.reporter })).status,
    ).toBe(403);
    expect(
      (await s.request('DELETE', `/api/employee/${id}/reporting-unit/2`, { token: t.unitadmin })).status,
    ).toBe(403);
    expect(
      (await s.request('DELETE', `/api/employee/${id}/reporting-unit/1`, { token: t.unitadmin })).status,
    ).toBe(204);
    const login = await s.request('POST', '/api/identity/login', {
      body: { email: 'twofa@demo.local', password: 'Registru#2026' },
    });
    expect(login.body.errors.key).toBe('auth.wrongCredentials');
  });
});
