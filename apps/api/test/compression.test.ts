import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// Issue 17 item 6: the web app's files go out precompressed, JSON answers above 1 kB compressed.
let s: TestServer;
let token: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-dist-'));
const script = `console.log(${JSON.stringify('registru '.repeat(400))});`;
beforeAll(async () => {
  // A built app as apps/web/vite.config.ts leaves it: each text file beside its .br and .gz.
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dist, name), text);
    fs.writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', `<!doctype html><title>Registru</title>${'<!-- x -->'.repeat(200)}`);
  write('assets/index-AbC123.js', script);
  s = await startTestServer({ WEB_DIST_DIR: dist });
  token = await s.signIn('reporter@demo.local');
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string>) => fetch(s.url + p, { headers });

describe('web app files', () => {
  it('a hashed script goes out as the prebuilt brotli or gzip copy, cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
    expect(await br.text()).toBe(script);
    // Only what a script obeys: no document-only helmet headers, nosniff and CORP kept.
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
    expect(br.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(br.headers.get(name), name).toBeNull();
    // Immutable: nothing to revalidate with, no ranges, no request id (bytes every script paid for nothing).
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id'])
      expect(br.headers.get(name), name).toBeNull();
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('index.html (and any client route) is compressed but never cached without asking', async () => {
    for (const p of ['/', '/login', '/index.html']) {
      const res = await get(p, { 'accept-encoding': 'br, gzip' });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-encoding'), p).toBe('br');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(await res.text()).toContain('<title>Registru</title>');
      // The document keeps every helmet header: it is what they protect.
      expect(res.headers.get('content-security-policy'), p).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options'), p).toBe('DENY');
    }
  });
});

describe('API answers', () => {
  const countries = (encoding: string) =>
    get('/api/language/lists/2', { 'accept-encoding': encoding, authorization: `Bearer ${token}` });

  it('a JSON list above 1 kB is compressed as the client asks, and plain when it does not', async () => {
    const plain = await countries('identity');
    const body = await plain.text();
    expect(body.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const res = await countries(encoding);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toBe(body);
    }
  });

  it('a small answer is sent as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
