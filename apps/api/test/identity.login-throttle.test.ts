import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, forgetOldFailures } from '../src/modules/identity/login-throttle';
import { DEMO_PASSWORD, eventually, sixDigitCode, startTestServer, type TestServer } from './harness';

/**
 * Issue 17 item 4: repeated failures slow the guesser down with growing delays, per (address, client),
 * per client and per address; nobody can lock the real owner out, and the owner hears of an attack.
 * The distributed attack at the production threshold: identity.login-distributed.test.ts.
 */
let s: TestServer;
beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the production proxy.
  s = await startTestServer({
    LOGIN_MAX_FAILURES: '3',
    LOGIN_BACKOFF_SECONDS: '10',
    LOCKOUT_MINUTES: '15',
    TRUST_PROXY: 'on',
  });
});
afterAll(() => s.close());

const login = (email: string, password: string, client: string) =>
  s.request('POST', '/api/identity/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': client },
  });
/** The delay has run out (instead of waiting for it). */
const endDelays = (email: string) =>
  s.sql(`update login_throttle set blocked_until = now() where email = '${email}' or key like 'client:%'`);
const answer = (res: Awaited<ReturnType<typeof login>>) => ({
  status: res.status,
  body: res.body,
  retryAfter: res.headers.get('retry-after'),
});
const attackMails = async (email: string) =>
  (await s.outbox(email)).filter((m) => /Încercări de autentificare eșuate/.test(m.subject));

describe('growing delays instead of a lock', () => {
  it('doubles the delay with each failure, up to LOCKOUT_MINUTES, the same for known and unknown addresses', async () => {
    const seen: Record<string, unknown[]> = {};
    for (const [email, client] of [
      ['executive@demo.local', '10.0.1.1'],
      ['ghost@demo.local', '10.0.1.2'],
    ]) {
      const answers = [];
      answers.push(answer(await login(email, 'Bad#Guess1', client)));
      answers.push(answer(await login(email, 'Bad#Guess1', client)));
      answers.push(answer(await login(email, 'Bad#Guess1', client))); // the 3rd failure starts a delay
      // During the delay even the right password is not tried, and the attempt does not count.
      answers.push(answer(await login(email, DEMO_PASSWORD, client)));
      for (let i = 0; i < 3; i++) {
        await endDelays(email);
        answers.push(answer(await login(email, 'Bad#Guess1', client)));
      }
      seen[email] = answers;
    }
    const known = seen['executive@demo.local'] as ReturnType<typeof answer>[];
    expect(known.slice(0, 2).map((a) => a.body.errors.key)).toEqual([
      'auth.wrongCredentials',
      'auth.wrongCredentials',
    ]);
    expect(known[2]).toEqual({
      status: 429,
      retryAfter: '10',
      body: {
        key: 'auth.tooManyAttempts',
        params: [10],
        message: 'Prea multe încercări greșite. Încercați din nou după 10 s.',
      },
    });
    expect(known[3].status).toBe(429);
    expect(Number(known[3].retryAfter)).toBeLessThanOrEqual(10);
    expect(known.slice(4).map((a) => [a.status, a.retryAfter, a.body.key, a.body.params])).toEqual([
      [429, '20', 'auth.tooManyAttempts', [20]],
      [429, '40', 'auth.tooManyAttempts', [40]],
      [429, '80', 'auth.tooManyAttemptsMinutes', [2]],
    ]);
    // No enumeration: an address nobody has gets exactly the same answers.
    const strip = (a: ReturnType<typeof answer>) => ({ ...a, retryAfter: a.status === 429 ? 'n' : null });
    expect(seen['ghost@demo.local'].map((a) => strip(a as ReturnType<typeof answer>))).toEqual(
      known.map(strip),
    );
  });

  it('never waits longer than LOCKOUT_MINUTES, and says so in English too', async () => {
    await s.sql(
      `update login_throttle set failures = 60, blocked_until = now() where key = 'pair:executive@demo.local|10.0.1.1'`,
    );
    const res = await s.request('POST', '/api/identity/login', {
      body: { email: 'executive@demo.local', password: 'Bad#Guess1' },
      headers: { 'x-forwarded-for': '10.0.1.1' },
      language: 2,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
    expect(res.body.message).toBe('Too many failed attempts. Try again in 15 min.');
  });
});

describe('the owner is not locked out', () => {
  it('signs in from another client while the attacker waits', async () => {
    const email = 'reviewer@demo.local';
    for (let i = 0; i < 3; i++) await login(email, 'Bad#Guess1', '10.0.2.1');
    expect((await login(email, DEMO_PASSWORD, '10.0.2.1')).status).toBe(429);
    expect((await login(email, DEMO_PASSWORD, '10.0.2.2')).status).toBe(200);
    // The owner's success does not lift the attacker's delay.
    expect((await login(email, 'Bad#Guess1', '10.0.2.1')).status).toBe(429);
  });

  it('many clients guessing one address: their delay holds the failing clients, not the owner; one e-mail warns the owner; a password reset lifts the delay', async () => {
    const email = 'reporter2@demo.local';
    const answers: number[] = [];
    // 12 = 4 × LOGIN_MAX_FAILURES failures from 12 clients, none of which is slowed on its own.
    for (let i = 1; i <= 12; i++) answers.push((await login(email, 'Bad#Guess1', `10.0.3.${i}`)).status);
    expect(answers).toEqual([...new Array(11).fill(400), 429]);
    // The address's delay holds a client that failed on it, even with the right password...
    expect((await login(email, DEMO_PASSWORD, '10.0.3.1')).status).toBe(429);
    // ...but not the owner on a client that has not failed (issue 22 finding 10: was 429).
    expect((await login(email, DEMO_PASSWORD, '10.0.3.100')).status).toBe(200);
    // One warning for the attack, not one per attempt (it went out at the 3rd failure).
    const [warning] = await eventually(async () =>
      (await attackMails(email)).length ? attackMails(email) : null,
    );
    expect(warning.text).toContain('Am refuzat 3 încercări');
    expect(warning.text).toContain('Ați uitat parola?');
    await endDelays(email);
    await login(email, 'Bad#Guess1', '10.0.3.13');
    expect(await attackMails(email)).toHaveLength(1);

    await s.request('POST', '/api/identity/resetpasswordstep1', { body: { email } });
    const resetMail = await eventually(async () =>
      (await s.outbox(email)).find((m) => /Resetarea/.test(m.subject)),
    );
    const reset = await s.request('POST', '/api/identity/resetpasswordstep2', {
      body: { email, code: sixDigitCode(resetMail.text), password: 'Nou#parola1' },
      headers: { 'x-forwarded-for': '10.0.3.100' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await login(email, 'Nou#parola1', '10.0.3.1')).status).toBe(200);
  });

  it('no warning e-mail for an address nobody has, and the same answers', async () => {
    const known = [];
    const unknown = [];
    for (let i = 1; i <= 3; i++) {
      known.push((await login('auditor@demo.local', 'Bad#Guess1', `10.0.5.${i}`)).body);
      unknown.push((await login('nobody-here@demo.local', 'Bad#Guess1', `10.0.6.${i}`)).body);
    }
    expect(unknown).toEqual(known);
    await eventually(async () => ((await attackMails('auditor@demo.local')).length ? true : null));
    expect(await s.outbox('nobody-here@demo.local')).toHaveLength(0);
  });
});

describe('one client trying many addresses', () => {
  it('is slowed down on every address after 10 × LOGIN_MAX_FAILURES failures; other clients are not', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++)
      statuses.push((await login(`spray${i}@demo.local`, 'Bad#Guess1', '10.0.4.1')).status);
    expect(statuses).toEqual([...new Array(29).fill(400), 429]);
    expect((await login('superadmin@demo.local', DEMO_PASSWORD, '10.0.4.1')).status).toBe(429);
    expect((await login('superadmin@demo.local', DEMO_PASSWORD, '10.0.4.2')).status).toBe(200);
  });

  it('forgets counters whose window has passed, keeps the others', async () => {
    await s.sql(`insert into login_throttle (key, email, failures, last_failure_at) values
      ('pair:old@demo.local|10.9.9.9', 'old@demo.local', 4, now() - interval '25 hours'),
      ('pair:recent@demo.local|10.9.9.9', 'recent@demo.local', 4, now() - interval '23 hours')`);
    await forgetOldFailures(s.database.db);
    const left = (await s.sql(`select key from login_throttle where key like 'pair:%|10.9.9.9'`)) as {
      rows: { key: string }[];
    };
    expect(left.rows.map((r) => r.key)).toEqual(['pair:recent@demo.local|10.9.9.9']);
  });

  it('audits delays and warnings', async () => {
    const rows = await s.database.db.query.auditLog.findMany();
    const actions = new Set(rows.map((r) => r.action));
    for (const a of ['login.failed', 'login.throttled', 'login.owner-warned']) expect(actions).toContain(a);
  });
});

describe('the client a failure counts against', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb::9', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, client) => {
    expect(clientOf(ip)).toBe(client);
  });
});
