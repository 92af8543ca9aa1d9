import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, eventually, startTestServer, type TestServer } from './harness';

/**
 * Issue 22 finding 10: a distributed attack must not lock the owner out. At the production threshold
 * (LOGIN_MAX_FAILURES 5, so the address's counter starts at 20 failures), 25 clients × 5 wrong
 * passwords hold every failing client, while the owner with the right password on a client that has
 * not failed signs in at once. The owner hears of it once per window.
 */
let s: TestServer;
beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the production proxy.
  s = await startTestServer({
    LOGIN_MAX_FAILURES: '5',
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
const attackMails = async (email: string) =>
  (await s.outbox(email)).filter((m) => /Încercări de autentificare eșuate/.test(m.subject));
/** Warnings are audited before the e-mail goes out in the background: the count that cannot lag. */
const warningsAudited = async (email: string) => {
  const res = (await s.sql(
    `select count(*)::int as n from audit_log a join users u on u.id = a.user_id
     where a.action = 'login.owner-warned' and u.email = '${email}'`,
  )) as { rows: { n: number }[] };
  return res.rows[0].n;
};
const owner = 'reviewer@demo.local';
const attacker = (i: number) => `10.7.0.${i}`;

describe('25 clients × 5 wrong passwords against one address', () => {
  const statuses: number[][] = [];
  beforeAll(async () => {
    for (let c = 1; c <= 25; c++) {
      const row: number[] = [];
      for (let i = 0; i < 5; i++) row.push((await login(owner, 'Bad#Guess1', attacker(c))).status);
      statuses.push(row);
    }
  });

  it('lets each client guess only until its own delay, and each client after the 20th failure only once', () => {
    const held = [429, 429, 429, 429, 429];
    // Clients 1–4: 5 guesses each (their own counter). Then the address's delay holds every client
    // that has failed on it: each later client's first guess is its last.
    expect(statuses).toEqual([...new Array(4).fill([400, 400, 400, 400, 429]), ...new Array(21).fill(held)]);
  });

  it('signs the owner in at once, with tokens, from a client that has not failed', async () => {
    const res = await login(owner, DEMO_PASSWORD, '10.7.1.1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(res.body).toMatchObject({ success: true, twoFaRequired: false });
    expect(res.body.accessToken).toEqual(expect.any(String));
    expect(res.body.refreshToken).toEqual(expect.any(String));
  });

  it("still holds every failing client, even with the right password, after the owner's sign-in", async () => {
    for (const c of [1, 4, 5, 25]) {
      const res = await login(owner, DEMO_PASSWORD, attacker(c));
      expect(res.status).toBe(429);
      // 41 counted failures: 10 s doubled 21 times, capped at LOCKOUT_MINUTES.
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(890);
      expect(res.body.key).toBe('auth.tooManyAttemptsMinutes');
    }
  });

  it('gives a new client one guess and then holds it', async () => {
    const first = await login(owner, 'Bad#Guess2', '10.7.2.1');
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(890);
    expect((await login(owner, DEMO_PASSWORD, '10.7.2.1')).status).toBe(429);
    const counted = (await s.sql(`select failures from login_throttle where key = 'account:${owner}'`)) as {
      rows: { failures: number }[];
    };
    // 4 × 5 + 21 + 1: attempts refused during a delay were not checked and do not count.
    expect(counted.rows[0].failures).toBe(42);
  });

  it('warns the owner by e-mail once per window, not once per failure', async () => {
    await eventually(async () => ((await attackMails(owner)).length ? true : null));
    expect(await warningsAudited(owner)).toBe(1);
    expect(await attackMails(owner)).toHaveLength(1);

    // The window has passed since the warning: the attack going on warns again, once.
    await s.sql(
      `update login_throttle set warned_at = now() - interval '25 hours' where key = 'account:${owner}'`,
    );
    await login(owner, 'Bad#Guess3', '10.7.3.1');
    await login(owner, 'Bad#Guess3', '10.7.3.2');
    expect(await warningsAudited(owner)).toBe(2);
    await eventually(async () => ((await attackMails(owner)).length === 2 ? true : null));
  });
});

describe('the per-client delays stay', () => {
  it('a single client hammering one address is delayed after LOGIN_MAX_FAILURES, even with the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login('auditor@demo.local', 'Bad#Guess1', '10.8.0.1')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const res = await login('auditor@demo.local', DEMO_PASSWORD, '10.8.0.1');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    expect((await login('auditor@demo.local', DEMO_PASSWORD, '10.8.0.2')).status).toBe(200);
  });

  it('one client across many addresses is delayed after 10 × LOGIN_MAX_FAILURES, on every address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 50; i++)
      statuses.push((await login(`spray${i}@demo.local`, 'Bad#Guess1', '10.8.1.1')).status);
    expect(statuses).toEqual([...new Array(49).fill(400), 429]);
    const res = await login('executive@demo.local', DEMO_PASSWORD, '10.8.1.1');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(10);
  });
});
