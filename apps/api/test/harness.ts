import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, migrationsFolder, openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { prepareReferenceData } from '../src/modules/dictionaries/import/run-import';
import { ensureRegistryDocuments } from '../src/modules/documents/useful-documents.service';

/**
 * A real server on a real database for one test file: PGlite in memory by default, a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set (dropped again on close). Requests go over HTTP.
 */
export type TestServer = {
  url: string;
  app: App;
  database: Database;
  request: (method: string, path: string, options?: RequestOptions) => Promise<TestResponse>;
  signIn: (email: string, password?: string) => Promise<string>;
  /** A multipart request: text fields (arrays repeat the field) and files as [name, bytes]. */
  form: (
    path: string,
    fields: Record<string, unknown>,
    options?: { token?: string; files?: Record<string, [string, Uint8Array]> },
  ) => Promise<TestResponse>;
  outbox: (to: string) => Promise<{ subject: string; text: string }[]>;
  /** Raw SQL for arranging a state no API call makes (an expired code, a lock that has run out). */
  sql: (text: string) => Promise<unknown>;
  close: () => Promise<void>;
};
export type RequestOptions = {
  body?: unknown;
  token?: string;
  language?: 1 | 2;
  headers?: Record<string, string>;
};
// Tests read answers freely; the contracts themselves are checked by the server's zod schemas.
export type TestResponse = { status: number; body: any; headers: Headers };

export const DEMO_PASSWORD = 'Registru#2026';

/**
 * The embedded database as the migrations leave it, made once per set of migrations (and PGlite
 * version) and kept as a file in the temporary directory, which every test server on PGlite starts
 * from: creating a database and migrating it cost ~3 s of CPU per server (over 150 servers a run).
 * Written under a private name and renamed, so test processes starting together never read half a file.
 */
async function migratedImage(): Promise<Blob> {
  const hash = createHash('sha256');
  // The package's own manifest (its exports do not name it): dist/index.js → ../package.json.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const name of fs.readdirSync(migrationsFolder).sort())
    if (name.endsWith('.sql')) hash.update(name).update(fs.readFileSync(path.join(migrationsFolder, name)));
  hash.update(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  const file = path.join(os.tmpdir(), `registry-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const empty = await openDatabase({ dir: null });
    await empty.migrate();
    const image = await empty.dumpDataDir!();
    await empty.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

async function freshPostgres(adminUrl: string) {
  const name = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/** `logStream`: receives every JSON log line the server writes (at LOG_LEVEL, default info). */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logStream?: { write: (line: string) => void } } = {},
): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await freshPostgres(adminUrl) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    IDENTITY_RATE_LIMIT_PER_MINUTE: '10000',
    // Revocations must show on the very next request in tests.
    SESSION_CHECK_CACHE_SECONDS: '0',
    WEB_DIST_DIR: '/nonexistent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const database = await openDatabase(pgDb ? { url: pgDb.url } : { dir: null, image: await migratedImage() });
  await database.migrate();
  const logger = options.logStream
    ? { level: env.LOG_LEVEL ?? 'info', stream: options.logStream }
    : env.LOG_LEVEL
      ? { level: env.LOG_LEVEL }
      : false;
  const app = await buildApp({ config, database, logger });
  await prepareReferenceData(database.db, undefined, { info: () => {} });
  await ensureRegistryDocuments(app.context);
  await seedDemo(app.context);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request: TestServer['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { LanguageId: String(options.language ?? 1), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const form: TestServer['form'] = async (path, fields, options = {}) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, String(v));
    }
    for (const [name, [fileName, bytes]] of Object.entries(options.files ?? {}))
      body.append(name, new Blob([bytes]), fileName);
    const headers: Record<string, string> = { LanguageId: '1' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(url + path, { method: 'POST', headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  let adminToken: string | null = null;
  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const res = await request('POST', '/api/identity/login', { body: { email, password } });
    if (res.status !== 200 || !res.body?.accessToken)
      throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.accessToken as string;
  };
  const outbox = async (to: string) => {
    adminToken ??= await signIn('superadmin@demo.local');
    const res = await request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`, { token: adminToken });
    return res.body.items as { subject: string; text: string }[];
  };

  return {
    url,
    app,
    database,
    request,
    form,
    signIn,
    outbox,
    sql: (text) => database.db.execute(sql.raw(text)),
    async close() {
      await app.app.close();
      await database.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `probe` returns a value (mail is sent in the background by some flows). */
export async function eventually<T>(
  probe: () => Promise<T | null | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A promise someone else opens: `opened` settles when `open()` is called (one side of a race held open). */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** 'waiting' when `answer` has not come within `ms` (a request held behind a lock), else 'answered <status>'. */
export const stateAfter = (answer: Promise<TestResponse>, ms = 700) =>
  Promise.race([
    answer.then((r) => `answered ${r.status}`),
    new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ]);

export const sixDigitCode = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

/** Small valid files of each kind, for upload tests. */
export const sampleFiles = {
  png: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(1)]),
  pdf: () => new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  exe: () => new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(64).fill(0)]),
};
