import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('access declarations', () => {
  it('every registered route declares who may call it', () => {
    const undeclared = s.app.routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(s.app.routes.length).toBeGreaterThan(10);
    expect(undeclared).toEqual([]);
  });
});

describe('platform answers', () => {
  it('health checks the database', async () => {
    expect(await s.request('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('publishes OpenAPI generated from the contracts', async () => {
    const res = await s.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const login = res.body.paths['/api/identity/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'email',
      'password',
    ]);
  });

  it('404 for an unknown API path, 405 for a known path with another method, both translated', async () => {
    expect(await s.request('GET', '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { key: 'errors.notFound' },
    });
    const wrongMethod = await s.request('GET', '/api/identity/login', { language: 2 });
    expect(wrongMethod).toMatchObject({
      status: 405,
      body: { message: 'The method has a different signature' },
    });
  });

  it('rejects invalid route parameters with 400', async () => {
    const res = await s.request('POST', '/api/language/abc');
    expect(res.status).toBe(400);
    expect((await s.request('POST', '/api/language/7')).status).toBe(400);
  });

  it('answers an unexpected failure with 500 and a code, no stack', async () => {
    const broken = await startTestServer();
    await broken.sql('drop table login_throttle');
    try {
      const res = await broken.request('POST', '/api/identity/login', {
        body: { email: 'reporter@demo.local', password: 'Whatever#1' },
      });
      expect(res.status).toBe(500);
      expect(res.body.errCode).toMatch(/^[0-9A-F]{12}$/);
      expect(JSON.stringify(res.body)).not.toMatch(/ at |stack|select|insert|throttle/i);
    } finally {
      await broken.close();
    }
  });
});

// PostgreSQL only (the embedded database has no parallel workers, no JIT): the server's connections start
// none unless DATABASE_PARALLEL_WORKERS says so (issue 25: on a small server they cost more than they save),
// and compile no plan (issue 41).
describe.skipIf(!process.env.TEST_DATABASE_URL)('parallel workers and JIT on PostgreSQL', () => {
  const workers = async (db: Database['db']) =>
    (
      (await db.execute(sql`show max_parallel_workers_per_gather`)) as unknown as {
        rows: Record<string, string>[];
      }
    ).rows[0].max_parallel_workers_per_gather;
  it("no JIT compilation on any of the pool's connections (an OLTP server)", async () => {
    const jit = async (db: Database['db']) =>
      ((await db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] }).rows[0].jit;
    expect(await jit(s.database.db)).toBe('off');
    const other = await openDatabase({ url: process.env.TEST_DATABASE_URL, parallelWorkers: 2 });
    try {
      expect(await jit(other.db)).toBe('off');
    } finally {
      await other.close();
    }
  });

  it('none by default, as many as configured', async () => {
    expect(await workers(s.database.db)).toBe('0');
    const other = await openDatabase({ url: process.env.TEST_DATABASE_URL, parallelWorkers: 2 });
    try {
      expect(await workers(other.db)).toBe('2');
    } finally {
      await other.close();
    }
  });
});

describe('security headers and rate limits', () => {
  it('sends helmet headers', async () => {
    const other = await startTestServer();
    try {
      const res = await other.request('GET', '/api/health');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      await other.close();
    }
  });

  it('rate-limits the identity routes per client', async () => {
    const limited = await startTestServer({ IDENTITY_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await limited.request('POST', '/api/identity/login', {
          body: { email: `p${i}@demo.local`, password: 'Guess#123' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
