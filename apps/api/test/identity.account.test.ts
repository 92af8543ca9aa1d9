import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, eventually, sixDigitCode, startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NEW_PASSWORD = 'Nou#Parola2026';
const step1 = (email: string) =>
  s.request('POST', '/api/identity/resetpasswordstep1', { body: { email, captchaToken: 'ignored' } });
const step2 = (email: string, code: string, password = NEW_PASSWORD) =>
  s.request('POST', '/api/identity/resetpasswordstep2', { body: { email, code, password } });
const resetCode = (email: string) =>
  eventually(async () => {
    const mail = (await s.outbox(email)).find((m) => m.subject.includes('parol'));
    return mail ? sixDigitCode(mail.text) : null;
  });

describe('password reset', () => {
  it('step 1 answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await step1('reporter@demo.local');
    const unknown = await step1('nobody@demo.local');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await resetCode('reporter@demo.local')).toMatch(/^\d{6}$/);
    expect(await s.outbox('nobody@demo.local')).toEqual([]);
  });

  it('step 2 sets the new password, ends old sessions, and the code cannot be used twice', async () => {
    const before = (
      await s.request('POST', '/api/identity/login', {
        body: { email: 'reporter2@demo.local', password: DEMO_PASSWORD },
      })
    ).body;
    await step1('reporter2@demo.local');
    const code = await resetCode('reporter2@demo.local');
    expect((await step2('reporter2@demo.local', code)).body).toEqual({ success: true });
    expect(
      (await s.request('POST', '/api/identity/refresh-token', { body: { token: before.refreshToken } })).body,
    ).toBeNull();
    expect(
      (
        await s.request('POST', '/api/identity/login', {
          body: { email: 'reporter2@demo.local', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await s.request('POST', '/api/identity/login', {
          body: { email: 'reporter2@demo.local', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const again = await step2('reporter2@demo.local', code, 'Alta#Parola1');
    expect(again.body.errors.key).toBe('auth.invalidCode');
  });

  it('refuses a weak password with the spec message, and a wrong or expired code', async () => {
    await step1('auditor@demo.local');
    const code = await resetCode('auditor@demo.local');
    const weak = await step2('auditor@demo.local', code, 'weakpass');
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe('Minim 8 caractere, o majusculă, o cifră și un caracter special');
    const wrong = await step2('auditor@demo.local', code === '123456' ? '654321' : '123456');
    expect(wrong.body.errors.key).toBe('auth.invalidCode');
    await s.sql(
      "update one_time_codes set expires_at = now() - interval '1 second' where consumed_at is null and purpose = 'reset'",
    );
    expect((await step2('auditor@demo.local', code)).body.errors.key).toBe('auth.invalidCode');
  });

  it('answers an unknown address in step 2 like a wrong code', async () => {
    expect((await step2('nobody@demo.local', '123456')).body.errors.key).toBe('auth.invalidCode');
  });
});

describe('account confirmation', () => {
  const invitationToken = async () => {
    const mail = await eventually(async () => (await s.outbox('invited@demo.local'))[0]);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const url = new URL(link);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('email')).toBe('invited@demo.local');
    return url.searchParams.get('token')!;
  };
  const confirm = (body: Record<string, unknown>) =>
    s.request('POST', '/api/identity/confirm-account', { body });

  it('needs the terms accepted and a strong password', async () => {
    const token = await invitationToken();
    const noTerms = await confirm({
      email: 'invited@demo.local',
      password: NEW_PASSWORD,
      token,
      termsAccepted: false,
    });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.codes.termsAccepted).toBe('validation.termsRequired');
    const weak = await confirm({ email: 'invited@demo.local', password: 'abc', token, termsAccepted: true });
    expect(weak.body.codes.password).toBe('validation.password');
  });

  it('refuses a wrong token and another address', async () => {
    const token = await invitationToken();
    expect(
      (
        await confirm({
          email: 'invited@demo.local',
          password: NEW_PASSWORD,
          token: 'wrong',
          termsAccepted: true,
        })
      ).body.errors.key,
    ).toBe('auth.invalidConfirmationToken');
    expect(
      (await confirm({ email: 'reporter@demo.local', password: NEW_PASSWORD, token, termsAccepted: true }))
        .body.errors.key,
    ).toBe('auth.invalidConfirmationToken');
  });

  it('confirms with the invitation token, then the user signs in; the token is single-use', async () => {
    const token = await invitationToken();
    const ok = await confirm({
      email: 'invited@demo.local',
      password: NEW_PASSWORD,
      token,
      termsAccepted: true,
    });
    expect(ok.body).toEqual({ success: true });
    expect(
      (
        await s.request('POST', '/api/identity/login', {
          body: { email: 'invited@demo.local', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const again = await confirm({
      email: 'invited@demo.local',
      password: 'Alta#Parola1',
      token,
      termsAccepted: true,
    });
    expect(again.body.errors.key).toBe('auth.invalidConfirmationToken');
  });

  it('tells an unconfirmed user who proved the password that the account is not confirmed', async () => {
    const [user] = await s.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.email, 'invited@demo.local'),
    });
    await s.sql(`update users set email_confirmed = false where id = ${user.id}`);
    const res = await s.request('POST', '/api/identity/login', {
      body: { email: 'invited@demo.local', password: NEW_PASSWORD },
    });
    expect(res.body.errors.key).toBe('auth.userNotConfirmed');
  });
});
