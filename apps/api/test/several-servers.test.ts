import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { recoverUploads } from '../src/modules/attachments/upload-upkeep';
import { runScheduledJob } from '../src/platform/scheduled-jobs';
import { openServerInstance } from '../src/platform/server-instance';
import { gate, startTestServer, type TestServer } from './harness';
import { draftBody } from './notification-fixtures';

/**
 * Two API servers on one database and one files directory (issue 26 item 1): what one server counts
 * or claims, the other sees; a background job runs on one of them; the work of a server that is gone
 * is taken over at once. On PostgreSQL the second server has its own connections; the embedded
 * database can be opened by one process only, so there the two servers share it.
 */
const CHUNK = 1024;
let a: TestServer;
let b: { app: App; url: string; database: Database; close: () => Promise<void> };

beforeAll(async () => {
  a = await startTestServer({ UPLOAD_CHUNK_SIZE: String(CHUNK), IDENTITY_RATE_LIMIT_PER_MINUTE: '6' });
  const { config } = a.app.context;
  const database = config.databaseUrl ? await openDatabase({ url: config.databaseUrl }) : a.database;
  const app = await buildApp({ config, database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  b = {
    app,
    database,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.app.close();
      if (database !== a.database) await database.close();
    },
  };
}, 120_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

const signInAt = (url: string, email: string, password = 'Registru#2026') =>
  fetch(`${url}/api/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', LanguageId: '1' },
    body: JSON.stringify({ email, password }),
  });

describe('request-rate limits', () => {
  it('count a client’s requests to every server together', async () => {
    // IDENTITY_RATE_LIMIT_PER_MINUTE=6: three sign-ins on each server use the whole minute's allowance.
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push((await signInAt(a.url, 'reporter@demo.local')).status);
      answers.push((await signInAt(b.url, 'reporter@demo.local')).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    const seventh = await signInAt(b.url, 'reporter@demo.local');
    expect(seventh.status).toBe(429);
    expect(Number(seventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signInAt(a.url, 'reporter@demo.local')).status).toBe(429);
    // The window ends for every server at once.
    await a.sql(`update rate_limit_hits set window_ends_at = now() - interval '1 second'`);
    expect((await signInAt(b.url, 'reporter@demo.local')).status).toBe(200);
  });
});

const pdfOf = (size: number) => {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function sendChunk(
  url: string,
  token: string,
  id: number,
  index: number,
  content: Uint8Array,
  name = '',
) {
  const count = Math.ceil(content.length / CHUNK);
  const body = new FormData();
  const fields = { chunkIndex: index, numberOfChunks: count, fileName: 'scan.pdf', storageFileName: name };
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  body.append('fileChunk', new Blob([content.slice(index * CHUNK, (index + 1) * CHUNK)]), 'scan.pdf');
  const res = await fetch(`${url}/api/document/${id}/1/1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, LanguageId: '1' },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { fileStorageName: string; uploadStatus: number },
  };
}

async function newNotification(token: string) {
  const res = await a.request('POST', '/api/cancer-notification/', { token, body: draftBody() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}
const attachment = async (storageName: string) =>
  (await a.sql(
    `select upload_status, sha256 from notification_attachments where storage_name = '${storageName}'`,
  )) as { rows: { upload_status: number; sha256: string | null }[] };

describe('chunked uploads', () => {
  it('reassemble when their chunks reach different servers', async () => {
    const token = await a.signIn('reporter@demo.local');
    const id = await newNotification(token);
    const content = pdfOf(4 * CHUNK - 100);
    const first = await sendChunk(a.url, token, id, 0, content);
    expect(first.status).toBe(200);
    const name = first.body.fileStorageName;
    expect((await sendChunk(b.url, token, id, 2, content, name)).body.uploadStatus).toBe(1);
    expect((await sendChunk(a.url, token, id, 1, content, name)).body.uploadStatus).toBe(1);
    const last = await sendChunk(b.url, token, id, 3, content, name);
    expect(last).toMatchObject({ status: 200, body: { uploadStatus: 2, fileStorageName: name } });
    expect((await attachment(name)).rows).toEqual([{ upload_status: 2, sha256: sha(content) }]);
    // Either server serves the whole file.
    const [fileId] = (
      (await a.sql(`select id from notification_attachments where storage_name = '${name}'`)) as {
        rows: { id: number }[];
      }
    ).rows;
    for (const url of [a.url, b.url]) {
      const res = await fetch(`${url}/api/document/${fileId.id}/1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(sha(content));
    }
  });

  it('are finished by another server when the one that claimed them is gone, never while it lives', async () => {
    const token = await a.signIn('reporter@demo.local');
    const id = await newNotification(token);
    const content = pdfOf(2 * CHUNK - 10);
    const first = await sendChunk(a.url, token, id, 0, content);
    const name = first.body.fileStorageName;
    const claimBy = (instance: number) =>
      a.sql(`update attachment_uploads set finishing_at = now(), finishing_instance = ${instance}
             where attachment_id = (select id from notification_attachments where storage_name = '${name}')`);
    // A live server (A) is finishing it: B's last chunk is recorded, the finishing is left to A.
    await claimBy(a.app.context.instance.id);
    expect((await sendChunk(b.url, token, id, 1, content, name)).body.uploadStatus).toBe(1);
    // B's start-up and periodic recovery leave A's claim alone too.
    await recoverUploads(b.app.context, b.app.app.log);
    expect((await attachment(name)).rows[0].upload_status).toBe(1);
    // A server that has gone (its instance closed: its advisory lock is free) claimed it: B takes over.
    const gone = await openServerInstance(b.database, a.app.context.config.databaseUrl, b.app.app.log);
    await gone.close();
    await claimBy(gone.id);
    const retried = await sendChunk(b.url, token, id, 1, content, name);
    expect(retried.body.uploadStatus).toBe(2);
    expect((await attachment(name)).rows).toEqual([{ upload_status: 2, sha256: sha(content) }]);
  });
});

describe('server liveness and background jobs', () => {
  it('a server is alive while it holds its lock, and gone the moment it lets go', async () => {
    const { instance } = a.app.context;
    const other = b.app.context.instance;
    expect(other.id).not.toBe(instance.id);
    expect([await instance.isAlive(instance.id), await instance.isAlive(other.id)]).toEqual([true, true]);
    const extra = await openServerInstance(b.database, a.app.context.config.databaseUrl, b.app.app.log);
    expect(await instance.isAlive(extra.id)).toBe(true);
    await extra.close();
    expect(await instance.isAlive(extra.id)).toBe(false);
    expect(await instance.isAlive(null)).toBe(false);
  });

  it('a server of another database holding the same number is not taken for one of this database', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const name = `other_${Date.now()}_${randomBytes(3).toString('hex')}`;
    let otherUrl: string | undefined;
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      otherUrl = url.toString();
    }
    const other = await openDatabase({ url: otherUrl, dir: null });
    try {
      await other.migrate();
      await other.db.execute(sql`select setval('api_instance_ids', 999)`);
      const there = await openServerInstance(other, otherUrl, b.app.app.log);
      expect(there.id).toBe(1000);
      expect(await there.isAlive(1000)).toBe(true);
      expect(await a.app.context.instance.isAlive(1000)).toBe(false);
      await there.close();
    } finally {
      await other.close();
      if (adminUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  });

  it('a job runs on one server at a time, and a periodic one once per period across servers', async () => {
    const { open: release, opened: held } = gate();
    const { open: started, opened: running } = gate();
    const first = a.app.context.instance.runExclusive('test-job', () => {
      started();
      return held;
    });
    await running;
    // While A runs it, neither B nor A itself starts it again.
    expect(await b.app.context.instance.runExclusive('test-job', async () => 1)).toEqual({ ran: false });
    expect(await a.app.context.instance.runExclusive('test-job', async () => 1)).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, value: undefined });
    expect(await b.app.context.instance.runExclusive('test-job', async () => 2)).toEqual({
      ran: true,
      value: 2,
    });

    let runs = 0;
    const work = async () => {
      runs++;
    };
    const ran = await Promise.all([
      runScheduledJob(a.database.db, a.app.context.instance, 'test-sweep', 60_000, work),
      runScheduledJob(b.database.db, b.app.context.instance, 'test-sweep', 60_000, work),
    ]);
    const again = await runScheduledJob(b.database.db, b.app.context.instance, 'test-sweep', 60_000, work);
    expect([runs, ran.filter(Boolean).length, again]).toEqual([1, 1, false]);
    // The period over (its start moved back), the next tick on any server runs it.
    await a.sql(
      `update scheduled_jobs set started_at = now() - interval '2 minutes' where name = 'test-sweep'`,
    );
    expect(await runScheduledJob(b.database.db, b.app.context.instance, 'test-sweep', 60_000, work)).toBe(
      true,
    );
    expect(runs).toBe(2);
  });

  it('a registry check whose server is gone is reported failed at once', async () => {
    const gone = await openServerInstance(b.database, a.app.context.config.databaseUrl, b.app.app.log);
    await gone.close();
    await a.sql(
      `insert into registry_check_runs (status, started_by, instance_id) values ('running', 1, ${gone.id})`,
    );
    const token = await a.signIn('reviewer@demo.local');
    const latest = await a.request('GET', '/api/registry-check/latest', { token });
    expect(latest.status).toBe(200);
    expect(latest.body.latest).toMatchObject({ status: 'failed' });
    // A run of a live server with a fresh heartbeat stays running.
    await a.sql(
      `insert into registry_check_runs (status, started_by, instance_id) values ('running', 1, ${b.app.context.instance.id})`,
    );
    const still = await a.request('GET', '/api/registry-check/latest', { token });
    expect(still.body.latest).toMatchObject({ status: 'running' });
    await a.sql(`update registry_check_runs set status = 'failed' where status = 'running'`);
  });
});
