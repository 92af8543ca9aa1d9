import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** Issue 26 item 4: liveness (`/api/health`, unchanged) and readiness (`/api/ready`) with the failing check named. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const ready = () => s.request('GET', '/api/ready');

describe('liveness', () => {
  it('keeps its contract: 200 { status: ok } without a token, not stored', async () => {
    const res = await s.request('GET', '/api/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('readiness', () => {
  it('is 200 with each check ok on a migrated database and a writable file store', async () => {
    expect(await ready()).toMatchObject({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
  });

  it('is 503 naming the storage when the file store takes no write, and ready again once it does', async () => {
    const tmp = path.join(s.app.context.files.root, 'tmp');
    fs.renameSync(tmp, `${tmp}-away`);
    // A file where the directory was: no write can go in, even for root (chmod would not stop root).
    fs.writeFileSync(tmp, 'not a directory');
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'ok', migrations: 'ok', storage: 'failed' } },
      });
      // Liveness is about the process and its database: still alive.
      expect((await s.request('GET', '/api/health')).status).toBe(200);
    } finally {
      fs.rmSync(tmp);
      fs.renameSync(`${tmp}-away`, tmp);
    }
    expect((await ready()).status).toBe(200);
  });

  it('is 503 naming the migrations when the newest migration of this build is not applied', async () => {
    const removed = (await s.sql(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at',
    )) as { rows: { hash: string; created_at: string }[] };
    const [row] = removed.rows;
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'ok', migrations: 'failed', storage: 'ok' } },
      });
    } finally {
      await s.sql(
        `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${row.hash}', ${Number(row.created_at)})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is public and listed in the API description', async () => {
    const doc = await s.request('GET', '/api/docs/json');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
  });
});
