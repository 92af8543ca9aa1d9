import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const signInPair = async (email = 'reviewer@demo.local') =>
  (await s.request('POST', '/api/identity/login', { body: { email, password: DEMO_PASSWORD } })).body as {
    accessToken: string;
    refreshToken: string;
  };
const refresh = (token: string) => s.request('POST', '/api/identity/refresh-token', { body: { token } });

describe('refresh tokens', () => {
  it('rotates: a new pair each time, the access token works', async () => {
    const first = await signInPair();
    const next = await refresh(first.refreshToken);
    expect(next.status).toBe(200);
    expect(next.body.refreshToken).not.toBe(first.refreshToken);
    const me = await s.request('POST', '/api/language/2', { token: next.body.accessToken });
    expect(me.status).toBe(204);
  });

  it('answers null for an unknown token', async () => {
    const res = await refresh('not-a-token-at-all');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('revokes the whole family when a spent token is presented again, and audits it', async () => {
    const first = await signInPair();
    const second = (await refresh(first.refreshToken)).body.refreshToken as string;
    expect((await refresh(first.refreshToken)).body).toBeNull();
    // The legitimate holder's newer token dies with the family.
    expect((await refresh(second)).body).toBeNull();
    const audit = await s.database.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.action, 'token.reuse'),
    });
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const a = await signInPair('auditor@demo.local');
    const b = await signInPair('auditor@demo.local');
    await refresh(a.refreshToken);
    await refresh(a.refreshToken);
    expect((await refresh(b.refreshToken)).body?.accessToken).toBeTruthy();
  });

  it('refuses an expired token', async () => {
    const pair = await signInPair('executive@demo.local');
    await s.sql("update refresh_tokens set expires_at = now() - interval '1 second'");
    expect((await refresh(pair.refreshToken)).body).toBeNull();
  });

  it('sign-out revokes the token', async () => {
    const pair = await signInPair();
    const out = await s.request('POST', '/api/identity/logout', { body: { token: pair.refreshToken } });
    expect(out.status).toBe(204);
    expect((await refresh(pair.refreshToken)).body).toBeNull();
  });
});

describe('access tokens', () => {
  it('a missing, forged or expired token gets 401 on a signed-in route', async () => {
    const pair = await signInPair();
    const [header, payload] = pair.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of [undefined, forged, 'garbage']) {
      const res = await s.request('GET', '/api/dev/outbox', { token });
      expect(res.status).toBe(401);
    }
  });

  it('a valid token of the wrong role gets 403', async () => {
    const res = await s.request('GET', '/api/dev/outbox', {
      token: (await signInPair('reporter@demo.local')).accessToken,
    });
    expect(res.status).toBe(403);
    expect(res.body.key).toBe('errors.forbidden');
  });
});

describe('expiry', () => {
  it('rejects an access token past its exp', async () => {
    const short = await startTestServer({ ACCESS_TOKEN_TTL_SECONDS: '5' });
    try {
      const token = await short.signIn('superadmin@demo.local');
      expect((await short.request('GET', '/api/dev/outbox', { token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 6000));
      expect((await short.request('GET', '/api/dev/outbox', { token })).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});
