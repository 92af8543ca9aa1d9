import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * Issue 26 item 6: security headers on every answer over real HTTP — an API answer, the web app's
 * index.html and a built asset — and HSTS only over TLS (here: a trusted proxy saying https).
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-web-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><script type="module" src="/assets/index-Ab12.js"></script>',
);
fs.writeFileSync(path.join(dist, 'assets/index-Ab12.js'), 'console.log(1)');

let s: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  s = await startTestServer({ WEB_DIST_DIR: dist });
  behindProxy = await startTestServer({ TRUST_PROXY: 'on' });
}, 60_000);
afterAll(async () => {
  await s.close();
  await behindProxy.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('on every answer', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an API refusal', '/api/cancer-notification/marker-ranks'],
    ['index.html', '/'],
    ['a client route (index.html)', '/notifications/12'],
    ['a built asset', '/assets/index-Ab12.js'],
  ])('%s: nosniff, no referrer, no HSTS over plain HTTP', async (_, url) => {
    const res = await fetch(s.url + url);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['an API answer', '/api/health'],
    ['index.html', '/'],
  ])('%s: a CSP without inline scripts, no framing by anyone', async (_, url) => {
    const res = await fetch(s.url + url);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // MUI's emotion writes <style> tags at run time: inline styles, never inline scripts.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the API docs', () => {
  it('send their own CSP (swagger-ui needs its inline styles), framed by no one either', async () => {
    const res = await fetch(`${s.url}/api/docs/static/index.html`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over TLS, with upgrade-insecure-requests', async () => {
    const res = await behindProxy.request('GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
  });

  it('is not sent for plain HTTP behind the proxy', async () => {
    const res = await behindProxy.request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const res = await s.request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
