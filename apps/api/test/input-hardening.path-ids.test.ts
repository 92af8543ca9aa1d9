import { type RoleId, translateCode } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/platform/access';
import { startTestServer, type TestServer } from './harness';
import { draftBody } from './notification-fixtures';
import { rowCounts, storedFiles } from './raw-requests';

// Issue 22 finding 6: a path id is its canonical decimal spelling only (spec 01 §2.1, ARCHITECTURE §4);
// `+1`, ` 1`, `0x1`, `1e0`, `01` named record 1 and a DELETE by such a spelling deleted it.
let s: TestServer;
const tokens: Partial<Record<RoleId, string>> = {};
const DEMO_OF_ROLE: Record<RoleId, string> = {
  1: 'superadmin',
  2: 'reporter',
  3: 'reviewer',
  4: 'auditor',
  5: 'executive',
};
beforeAll(async () => {
  s = await startTestServer();
  for (const [role, who] of Object.entries(DEMO_OF_ROLE))
    tokens[Number(role) as RoleId] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

/**
 * The path parameters that are not integers, each with its own contract, and a value it accepts.
 * Every other path parameter of every route is an integer and must refuse the spellings below: a new
 * integer parameter declared with a coercing schema fails the walk, a new text one fails until it is
 * listed here.
 */
const TEXT_PARAMS: Record<string, string> = {
  // A CNP or a foreigner's document number (lookupIdentifier, notifications.routes.ts).
  'GET /api/cancer-notification/check-identifier/:identifier :identifier': '1900101460012',
  'GET /api/cancer-notification/:identifier/:morphoCode :identifier': '1900101460012',
  // A consistency check's name (qualityCheckId).
  'POST /api/cancer-notification/:id/quality-checks/:checkId/confirm :checkId': 'age-morphology',
  // A stored file's name (documents.routes.ts).
  'GET /api/document/:fileName/:type :fileName': 'ghid.pdf',
};

/** Spellings of an integer that are not its canonical decimal form, and one past 2³¹−1 — as sent on the wire. */
const NON_CANONICAL = ['+1', '%201', '1%20', '0x1', '1e0', '01', '1.0', '-1', '2147483648'];

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
const integerParams = (route: RegisteredRoute) =>
  paramsOf(route.url).filter((name) => !(`${route.method} ${route.url} :${name}` in TEXT_PARAMS));

/** A token of a role that may call the route, so the answer is the parameter's, not a 401/403. */
function tokenFor(route: RegisteredRoute) {
  const access = route.access;
  const role: RoleId = access === undefined || typeof access === 'string' ? 1 : access[0];
  return tokens[role];
}

/** The route's path with `bad` in parameter `name`, other integers 1 and text parameters their listed value. */
function pathWith(route: RegisteredRoute, name: string, bad: string) {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) =>
    param === name ? bad : (TEXT_PARAMS[`${route.method} ${route.url} :${param}`] ?? '1'),
  );
}

describe('integer path parameters take the canonical decimal spelling only', () => {
  it('every text path parameter is listed, and every listed one exists', () => {
    const all = s.app.routes.flatMap((r) => paramsOf(r.url).map((name) => `${r.method} ${r.url} :${name}`));
    expect(Object.keys(TEXT_PARAMS).filter((key) => !all.includes(key))).toEqual([]);
    // The walk below covers the rest: more than fifty integer parameters today.
    expect(s.app.routes.flatMap(integerParams).length).toBeGreaterThan(50);
  });

  it('each non-canonical spelling of every integer path parameter is a translated 400 that changes nothing', async () => {
    const before = { rows: await rowCounts(s), files: storedFiles(s) };
    const failures: string[] = [];
    let calls = 0;
    for (const route of s.app.routes)
      for (const name of integerParams(route))
        for (const [i, bad] of NON_CANONICAL.entries()) {
          const language = i % 2 === 0 ? 1 : 2;
          const path = pathWith(route, name, bad);
          const res = await s.request(route.method, path, { token: tokenFor(route), language });
          calls++;
          const wanted = translateCode('validation.invalid', language === 1 ? 'ro' : 'en');
          if (res.status !== 400 || res.body?.errors?.[name] !== wanted || !res.body?.message)
            failures.push(
              `${route.method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
        }
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
    expect(calls).toBeGreaterThan(400);
    expect({ rows: await rowCounts(s), files: storedFiles(s) }).toEqual(before);
  });

  it('the canonical spelling still reaches the handler: the largest id is a 404, not a 400', async () => {
    const res = await s.request('GET', '/api/reporting-unit/2147483647', { token: tokens[1] });
    expect(res.status).toBe(404);
    const unit = await s.request('GET', '/api/reporting-unit/1', { token: tokens[1] });
    expect(unit).toMatchObject({ status: 200, body: { id: 1 } });
  });

  it('a DELETE by another spelling deletes nothing: the unit and the notification stay', async () => {
    const unit = await s.request('DELETE', '/api/reporting-unit/%201', { token: tokens[1], language: 2 });
    expect(unit).toMatchObject({ status: 400, body: { errors: { id: 'Field is invalid' } } });
    expect((await s.request('GET', '/api/reporting-unit/1', { token: tokens[1] })).status).toBe(200);

    const saved = await s.request('POST', '/api/cancer-notification', {
      token: tokens[1],
      body: draftBody(),
    });
    expect(saved.status).toBe(200);
    const hex = `0x${Number(saved.body.id).toString(16)}`;
    const gone = await s.request('DELETE', `/api/cancer-notification/${hex}`, { token: tokens[1] });
    expect(gone).toMatchObject({ status: 400, body: { errors: { id: 'Câmp invalid' } } });
    const still = await s.request('GET', `/api/cancer-notification/${saved.body.id}`, { token: tokens[1] });
    expect(still.status).toBe(200);
  });
});
