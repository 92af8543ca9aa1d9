import { randomUUID } from 'node:crypto';
import { Role } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createSessionLiveness } from '../src/platform/session-liveness';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

/**
 * Issue 17 item 3: an access token stops working at once when its session ends or its claims stop
 * being true, not when it expires 15 minutes later. The server keeps its session check cached, as in
 * production (at the maximum, 10 s): what is changed through it must still hold from the next request.
 */
let s: TestServer;
let admin: string;
const CACHE_SECONDS = 10;
beforeAll(async () => {
  s = await startTestServer({ SESSION_CHECK_CACHE_SECONDS: String(CACHE_SECONDS) });
  admin = await s.signIn('superadmin@demo.local');
});
afterAll(() => s.close());

type Pair = { accessToken: string; refreshToken: string };
const signInPair = async (email: string) =>
  (await s.request('POST', '/api/identity/login', { body: { email, password: DEMO_PASSWORD } })).body as Pair;
const refresh = (token: string) => s.request('POST', '/api/identity/refresh-token', { body: { token } });
/** Any signed-in route will do: 200 with a live token, 401 with a dead one. */
const works = async (token: string) =>
  (await s.request('GET', '/api/cancer-notification/marker-ranks', { token })).status;
const userIdOf = async (email: string) =>
  ((await s.sql(`select id from users where email = '${email}'`)) as { rows: { id: number }[] }).rows[0].id;

describe('the access token dies with its session', () => {
  it('after sign-out the same access token gets 401', async () => {
    const pair = await signInPair('reviewer@demo.local');
    expect(await works(pair.accessToken)).toBe(200);
    await s.request('POST', '/api/identity/logout', { body: { token: pair.refreshToken } });
    const after = await s.request('GET', '/api/cancer-notification/marker-ranks', {
      token: pair.accessToken,
    });
    expect(after.status).toBe(401);
    expect(after.body.key).toBe('errors.unauthorized');
  });

  it('after the refresh-token family is revoked for reuse, its access tokens get 401; other sessions live', async () => {
    const pair = await signInPair('auditor@demo.local');
    const other = await signInPair('auditor@demo.local');
    const next = (await refresh(pair.refreshToken)).body as Pair;
    expect(await works(next.accessToken)).toBe(200);
    expect((await refresh(pair.refreshToken)).body).toBeNull(); // reuse: the family is revoked
    expect(await works(next.accessToken)).toBe(401);
    expect(await works(pair.accessToken)).toBe(401);
    expect(await works(other.accessToken)).toBe(200);
  });

  it('a correctly signed token for a user or session that does not exist gets 401', async () => {
    const claims = { role: Role.SuperAdministrator, fullname: 'X', languageId: 1, employeePermissions: [] };
    const ghost = await s.app.context.tokens.signAccessToken({
      ...claims,
      userId: 999_999,
      sid: randomUUID(),
      stamp: 1,
    });
    expect(await works(ghost.token)).toBe(401);
    // A real session of the reviewer cannot carry another user's id.
    const reviewer = await signInPair('reviewer@demo.local');
    const sid = JSON.parse(Buffer.from(reviewer.accessToken.split('.')[1], 'base64url').toString()).sid;
    const borrowed = await s.app.context.tokens.signAccessToken({
      ...claims,
      userId: await userIdOf('superadmin@demo.local'),
      sid,
      stamp: 1,
    });
    expect(await works(borrowed.token)).toBe(401);
  });
});

describe('the access token dies when its claims stop being true', () => {
  it('a deleted user: 401 at once, and no refresh', async () => {
    const created = await s.form(
      '/api/identity/user',
      { userId: 0, roleId: Role.Executive, firstName: 'Ion', lastName: 'Șters', email: 'sters@registru.ro' },
      { token: admin },
    );
    expect(created.status).toBe(200);
    await s.sql(
      `update users set email_confirmed = true, password_hash = (select password_hash from users where email = 'executive@demo.local') where id = ${created.body.userId}`,
    );
    const pair = await signInPair('sters@registru.ro');
    expect(await works(pair.accessToken)).toBe(200);
    const del = await s.request('DELETE', `/api/identity/user/${created.body.userId}`, { token: admin });
    expect(del.status).toBe(204);
    expect(await works(pair.accessToken)).toBe(401);
    expect((await refresh(pair.refreshToken)).body).toBeNull();
  });

  it('a demoted user: 401 at once; a refresh gives a token with the new role', async () => {
    const pair = await signInPair('executive@demo.local');
    const id = await userIdOf('executive@demo.local');
    expect(
      (await s.request('POST', '/api/cancer-audit/filter', { token: pair.accessToken, body: {} })).status,
    ).not.toBe(401);
    const saved = await s.form(
      '/api/identity/user',
      {
        userId: id,
        roleId: Role.Auditor,
        firstName: 'Mihai',
        lastName: 'Director',
        email: 'executive@demo.local',
      },
      { token: admin },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await works(pair.accessToken)).toBe(401);
    const renewed = (await refresh(pair.refreshToken)).body as Pair;
    const claims = JSON.parse(Buffer.from(renewed.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.role).toBe(Role.Auditor);
    expect(await works(renewed.accessToken)).toBe(200);
  });

  it('an employee who loses a permission or a unit: 401 at once; a refresh carries the new units', async () => {
    const pair = await signInPair('reporter2@demo.local');
    const userId = await userIdOf('reporter2@demo.local');
    const { rows } = (await s.sql(
      `select id from employees where user_id = ${userId} and reporting_unit_id = 2`,
    )) as { rows: { id: number }[] };
    const employeeId = rows[0].id;
    // A second unit for the reporter, then the unit admin of unit 2 takes away the first one.
    await s.sql(`insert into employees (user_id, reporting_unit_id, code) values (${userId}, 1, 'X1')`);
    const next = (await refresh(pair.refreshToken)).body as Pair;
    expect(await works(next.accessToken)).toBe(200);
    const gone = await s.request('DELETE', `/api/employee/${employeeId}/reporting-unit/2`, { token: admin });
    expect(gone.status).toBe(204);
    expect(await works(next.accessToken)).toBe(401);
    const renewed = (await refresh(next.refreshToken)).body as Pair;
    const claims = JSON.parse(Buffer.from(renewed.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.employeePermissions.map((p: { reportingUnitId: number }) => p.reportingUnitId)).toEqual([
      1,
    ]);
    // A permission change counts too (made here in SQL, as another server would: the database's answer).
    expect(await works(renewed.accessToken)).toBe(200);
    await s.sql(`insert into employee_permissions (employee_id, permission_id)
      select id, 1 from employees where user_id = ${userId} and reporting_unit_id = 1`);
    const verified = await s.app.context.tokens.verifyAccessToken(renewed.accessToken);
    if (!verified) throw new Error('token did not verify');
    expect(await createSessionLiveness(s.database.db, 0).isAlive(verified)).toBe(false);
  });

  it('a password reset ends every session of the user', async () => {
    const pair = await signInPair('unitadmin@demo.local');
    await s.request('POST', '/api/identity/resetpasswordstep1', { body: { email: 'unitadmin@demo.local' } });
    const mail = (await s.outbox('unitadmin@demo.local')).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const reset = await s.request('POST', '/api/identity/resetpasswordstep2', {
      body: { email: 'unitadmin@demo.local', code, password: 'Nou#parola1' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await works(pair.accessToken)).toBe(401);
  });
});

describe('the look-up cache', () => {
  it('answers from memory for the configured seconds, and asks every time at 0', async () => {
    const pair = await signInPair('reporter@demo.local');
    const verified = await s.app.context.tokens.verifyAccessToken(pair.accessToken);
    if (!verified) throw new Error('token did not verify');
    const cached = createSessionLiveness(s.database.db, CACHE_SECONDS);
    const uncached = createSessionLiveness(s.database.db, 0);
    expect(await cached.isAlive(verified)).toBe(true);
    await s.sql(`update user_sessions set revoked_at = now() where id = '${verified.sid}'`);
    // Revoked elsewhere (another server): this one answers from memory for the cache's seconds.
    expect(await cached.isAlive(verified)).toBe(true);
    expect(await uncached.isAlive(verified)).toBe(false);
    cached.forget(verified.sid);
    expect(await cached.isAlive(verified)).toBe(false);
  });

  it('forgets every session of a user whose claims changed, and no other', async () => {
    const mine = await s.app.context.tokens.verifyAccessToken(
      (await signInPair('reviewer@demo.local')).accessToken,
    );
    const theirs = await s.app.context.tokens.verifyAccessToken(
      (await signInPair('auditor@demo.local')).accessToken,
    );
    if (!mine || !theirs) throw new Error('token did not verify');
    const cached = createSessionLiveness(s.database.db, CACHE_SECONDS);
    expect(await cached.isAlive(mine)).toBe(true);
    expect(await cached.isAlive(theirs)).toBe(true);
    await s.sql(`update user_sessions set revoked_at = now() where id in ('${mine.sid}', '${theirs.sid}')`);
    cached.forgetUser(mine.session.userId);
    expect(await cached.isAlive(mine)).toBe(false);
    expect(await cached.isAlive(theirs)).toBe(true);
  });

  it('is "a few seconds at most": more than 10 is refused at start', () => {
    expect(() => loadConfig({ SESSION_CHECK_CACHE_SECONDS: '11' })).toThrow();
    expect(loadConfig({ SESSION_CHECK_CACHE_SECONDS: '10' }).sessionCheckCacheSeconds).toBe(10);
  });
});
