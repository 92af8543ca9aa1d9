import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, eventually, sixDigitCode, startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOCKOUT_MINUTES: '15' });
});
afterAll(() => s.close());

const login = (email: string, password: string, language: 1 | 2 = 1) =>
  s.request('POST', '/api/identity/login', { body: { email, password }, language });

describe('POST /api/identity/login', () => {
  it('signs a reporter in with the claims the client decodes', async () => {
    const res = await login('reporter@demo.local', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, twoFaRequired: false, languageId: 1 });
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const claims = decodeJwt(res.body.accessToken);
    expect(claims).toMatchObject({
      role: 2,
      fullname: 'Andrei Ionescu',
      languageId: 1,
      sub: String(claims.userId),
    });
    expect(claims.employeePermissions).toEqual([
      { employeeId: expect.any(Number), reportingUnitId: expect.any(Number), permissionIds: [3] },
    ]);
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
  });

  it('gives the unit admin all three permissions on unit 1 and none elsewhere', async () => {
    const res = await login('unitadmin@demo.local', DEMO_PASSWORD);
    const claims = decodeJwt(res.body.accessToken) as { employeePermissions: { permissionIds: number[] }[] };
    expect(claims.employeePermissions).toHaveLength(1);
    expect(claims.employeePermissions[0].permissionIds).toEqual([1, 2, 3]);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    expect((await login('  Reviewer@Demo.LOCAL ', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await login('auditor@demo.local', 'Wrong#Pass1');
    const unknown = await login('nobody@demo.local', 'Wrong#Pass1');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      errors: { key: 'auth.wrongCredentials', params: [] },
      message: 'E-mail sau parolă greșită',
    });
  });

  it('translates the refusal by LanguageId', async () => {
    const res = await login('nobody2@demo.local', 'x', 2);
    expect(res.body.message).toBe('Wrong e-mail or password');
  });

  it('refuses malformed bodies with 400 field errors, never 500', async () => {
    const cases: unknown[] = [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: 42, password: [] },
      'null',
      '[]',
      '"text"',
    ];
    for (const body of cases) {
      const res = await s.request('POST', '/api/identity/login', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await s.request('POST', '/api/identity/login', { body: { email: '' } });
    expect(res.body.codes).toEqual({ email: 'validation.required', password: 'validation.required' });
    expect(res.body.errors.email).toBe('Câmp obligatoriu');
    const broken = await s.request('POST', '/api/identity/login', { body: '{"email":' });
    expect(broken.status).toBe(400);
  });

  // Throttling after repeated failures: identity.login-throttle.test.ts (issue 17 item 4).

  it('writes the audit trail for success and failure', async () => {
    const rows = await s.database.db.query.auditLog.findMany();
    const actions = new Set(rows.map((r) => r.action));
    for (const a of ['login.succeeded', 'login.failed']) expect(actions).toContain(a);
  });

  it('refuses an unconfirmed account only once the password is proven, and as wrong credentials before', async () => {
    const before = await login('invited@demo.local', DEMO_PASSWORD);
    expect(before.body.errors.key).toBe('auth.wrongCredentials');
  });
});

describe('two-factor sign-in', () => {
  it('answers twoFaRequired without tokens and signs in with the e-mailed code', async () => {
    const first = await login('twofa@demo.local', DEMO_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, twoFaRequired: true, languageId: 1 });
    const mail = await eventually(async () => (await s.outbox('twofa@demo.local'))[0]);
    const code = sixDigitCode(mail.text);
    expect(code).not.toBeNull();
    const second = await s.request('POST', '/api/identity/login-2fa', {
      body: { email: 'twofa@demo.local', code },
    });
    expect(second.status).toBe(200);
    expect(second.body.accessToken).toBeTruthy();
    const reused = await s.request('POST', '/api/identity/login-2fa', {
      body: { email: 'twofa@demo.local', code },
    });
    expect(reused.body.errors.key).toBe('auth.twoFaFailed');
  });

  it('burns the code after CODE_MAX_ATTEMPTS wrong guesses', async () => {
    await login('twofa@demo.local', DEMO_PASSWORD);
    const mail = await eventually(async () => (await s.outbox('twofa@demo.local'))[0]);
    const code = sixDigitCode(mail.text)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      // Forget the per-address count so that only the code's own attempt limit is at work here.
      await s.sql('delete from login_throttle');
      const res = await s.request('POST', '/api/identity/login-2fa', {
        body: { email: 'twofa@demo.local', code: wrong },
      });
      expect(res.body.errors.key).toBe('auth.twoFaFailed');
    }
    const late = await s.request('POST', '/api/identity/login-2fa', {
      body: { email: 'twofa@demo.local', code },
    });
    expect(late.body.errors.key).toBe('auth.twoFaFailed');
  });

  it('refuses an expired code', async () => {
    await s.sql(`delete from login_throttle`);
    await login('twofa@demo.local', DEMO_PASSWORD);
    const mail = await eventually(async () => (await s.outbox('twofa@demo.local'))[0]);
    await s.sql(
      `update one_time_codes set expires_at = now() - interval '1 second' where consumed_at is null and purpose = 'twofa'`,
    );
    const res = await s.request('POST', '/api/identity/login-2fa', {
      body: { email: 'twofa@demo.local', code: sixDigitCode(mail.text) },
    });
    expect(res.body.errors.key).toBe('auth.twoFaFailed');
  });
});
