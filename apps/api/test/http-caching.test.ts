import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';

/** Issue 17 item 5: no API answer may be stored by a browser or proxy; the API description is not public in production. */
let s: TestServer;
let token: string;
beforeAll(async () => {
  // As in production by default: the docs for signed-in callers only.
  s = await startTestServer({ API_DOCS_PUBLIC: 'off' });
  token = await s.signIn('reporter@demo.local');
});
afterAll(() => s.close());

describe('Cache-Control: no-store on every API answer', () => {
  it.each([
    ['200 with data', 'GET', '/api/cancer-notification/marker-ranks', true, undefined, 200],
    ['200 public', 'GET', '/api/health', false, undefined, 200],
    ['400 refused input', 'POST', '/api/identity/login', false, { email: 'x' }, 400],
    ['401 without a token', 'GET', '/api/cancer-notification/marker-ranks', false, undefined, 401],
    ['403 wrong role', 'GET', '/api/dev/outbox', true, undefined, 403],
    ['404 unknown path', 'GET', '/api/nothing-here', true, undefined, 404],
    ['405 other method', 'GET', '/api/identity/login', false, undefined, 405],
  ] as const)('%s', async (_, method, path, signed, body, status) => {
    const res = await s.request(method, path, { token: signed ? token : undefined, body });
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a downloaded file too', async () => {
    const list = await s.request('POST', '/api/employee/filter', {
      token,
      body: { take: 1, reportingUnitId: 1 },
    });
    const res = await s.request('GET', `/api/document/agreement-template/${list.body.items[0].id}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the API description', () => {
  it('when not public, answers 401 without a token and the document with one', async () => {
    for (const path of ['/api/docs/json', '/api/docs', '/api/docs/static/index.html'])
      expect((await s.request('GET', path)).status, path).toBe(401);
    const doc = await s.request('GET', '/api/docs/json', { token });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.headers.get('cache-control')).toBe('no-store');
  });

  it('is private by default only in production, and API_DOCS_PUBLIC decides when set', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ALLOW_OUTBOX_IN_PRODUCTION: 'on',
      METRICS_TOKEN: 'm'.repeat(32),
      DEMO_SEED: 'off',
    };
    expect(loadConfig(production).apiDocsPublic).toBe(false);
    expect(loadConfig({ ...production, API_DOCS_PUBLIC: 'on' }).apiDocsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS_PUBLIC: 'off' }).apiDocsPublic).toBe(false);
  });
});
