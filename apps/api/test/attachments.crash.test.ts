import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { draftBody } from './notification-fixtures';

/**
 * The real server as a child process, SIGKILLed in the middle of uploads and started again on the
 * same data directory and database: what it left must be whole or resumable, never a Finished
 * record without its complete file.
 */
const CHUNK = 4096;
const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-crash-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let child: ChildProcess | null = null;
let base = '';

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function startServer() {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _, ...inherited } = process.env;
  child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'accounts',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      IDENTITY_RATE_LIMIT_PER_MINUTE: '10000',
      WEB_DIST_DIR: '/nonexistent',
      UPLOAD_CHUNK_SIZE: String(CHUNK),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (child.exitCode !== null || Date.now() - started > 60_000)
      throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function kill() {
  const c = child!;
  child = null;
  if (c.exitCode !== null || c.signalCode !== null) return;
  const exited = new Promise((r) => c.once('exit', r));
  c.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
}, 60_000);
afterAll(async () => {
  if (child) await kill();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const pdfOf = (size: number) => {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const sliceOf = (content: Uint8Array, i: number) => content.slice(i * CHUNK, (i + 1) * CHUNK);

async function call(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The multipart body of one chunk, split where the chunk's bytes start, to send it in two goes. */
function chunkBody(fileName: string, index: number, count: number, storageName: string, bytes: Uint8Array) {
  const b = 'crash-test-boundary';
  const field = (name: string, value: string | number) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('chunkIndex', index) +
    field('numberOfChunks', count) +
    field('fileName', fileName) +
    field('storageFileName', storageName) +
    `--${b}\r\nContent-Disposition: form-data; name="fileChunk"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    type: `multipart/form-data; boundary=${b}`,
    head: Buffer.from(head),
    bytes: Buffer.from(bytes),
    tail: Buffer.from(`\r\n--${b}--\r\n`),
  };
}

async function sendChunk(
  token: string,
  id: number,
  fileName: string,
  i: number,
  count: number,
  storageName: string,
  bytes: Uint8Array,
) {
  const body = chunkBody(fileName, i, count, storageName, bytes);
  const res = await fetch(`${base}/api/document/${id}/1/1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.type },
    body: Buffer.concat([body.head, body.bytes, body.tail]),
  });
  return {
    status: res.status,
    body: (await res.json()) as { fileStorageName: string; uploadStatus: number },
  };
}

/** Starts a chunk, sends half its bytes, and leaves the request hanging (the server is killed next). */
function sendHalfAChunk(
  token: string,
  id: number,
  fileName: string,
  i: number,
  count: number,
  storageName: string,
  bytes: Uint8Array,
) {
  const body = chunkBody(fileName, i, count, storageName, bytes);
  const req = http.request(`${base}/api/document/${id}/1/1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.type },
  });
  req.on('error', () => {});
  req.write(body.head);
  req.write(body.bytes.subarray(0, bytes.length / 2));
  return new Promise((r) => setTimeout(r, 300));
}

it('leaves uploads whole or resumable when the server is killed mid-upload, never a broken Finished file', async () => {
  await startServer();
  const login = await call('POST', '/api/identity/login', undefined, {
    email: 'reporter@demo.local',
    password: 'Registru#2026',
  });
  const token = login.body.accessToken as string;
  const saved = await call('POST', '/api/cancer-notification/', token, draftBody());
  const id = saved.body.id as number;

  // A finished upload, an upload killed in the middle of a chunk, one killed as its last chunk lands.
  const whole = pdfOf(2 * CHUNK + 10);
  let name = '';
  for (const i of [0, 1, 2]) {
    const res = await sendChunk(token, id, 'whole.pdf', i, 3, name, sliceOf(whole, i));
    name = res.body.fileStorageName;
  }
  const wholeName = name;
  const cut = pdfOf(6 * CHUNK);
  let cutName = '';
  for (const i of [0, 1, 2])
    cutName = (await sendChunk(token, id, 'cut.pdf', i, 6, cutName, sliceOf(cut, i))).body.fileStorageName;
  const racing = pdfOf(3 * CHUNK);
  let racingName = '';
  for (const i of [0, 1])
    racingName = (await sendChunk(token, id, 'racing.pdf', i, 3, racingName, sliceOf(racing, i))).body
      .fileStorageName;
  // And one whose partial file the crash takes with it.
  const lost = pdfOf(2 * CHUNK);
  const lostName = (await sendChunk(token, id, 'lost.pdf', 0, 2, '', sliceOf(lost, 0))).body.fileStorageName;
  void sendChunk(token, id, 'racing.pdf', 2, 3, racingName, sliceOf(racing, 2)).catch(() => null);
  await sendHalfAChunk(token, id, 'cut.pdf', 3, 6, cutName, sliceOf(cut, 3));
  await kill();
  fs.rmSync(path.join(dataDir, 'files', 'tmp', `${lostName}.part`));

  await startServer();
  const again = (
    await call('POST', '/api/identity/login', undefined, {
      email: 'reporter@demo.local',
      password: 'Registru#2026',
    })
  ).body.accessToken as string;
  const listed = await call('GET', `/api/document/cancer-notification/${id}/1/0`, again);
  const byName = Object.fromEntries(
    listed.body.map((f: { fileName: string; id: number; uploadStatus: number }) => [f.fileName, f]),
  );
  const download = async (fileId: number) => {
    const res = await fetch(`${base}/api/document/${fileId}/1`, {
      headers: { authorization: `Bearer ${again}` },
    });
    return { status: res.status, sha: sha(new Uint8Array(await res.arrayBuffer())) };
  };
  // Every Finished record has its whole file.
  const contents: Record<string, Uint8Array> = { 'whole.pdf': whole, 'racing.pdf': racing };
  for (const f of listed.body as { id: number; uploadStatus: number; fileName: string }[]) {
    if (f.uploadStatus === 2)
      expect(await download(f.id)).toEqual({ status: 200, sha: sha(contents[f.fileName]) });
  }
  expect(byName['whole.pdf'].uploadStatus).toBe(2);
  expect(byName['whole.pdf'].fileStorageName).toBe(wholeName);
  // The lost one cannot resume: Error, listed so the user sees it and deletes it.
  expect(byName['lost.pdf'].uploadStatus).toBe(3);
  // The cut upload is still in progress and resumes after the chunks the server recorded.
  expect(byName['cut.pdf'].uploadStatus).toBe(1);
  expect((await download(byName['cut.pdf'].id)).status).toBe(404);
  const answers = [];
  for (const i of [3, 4, 5])
    answers.push(await sendChunk(again, id, 'cut.pdf', i, 6, cutName, sliceOf(cut, i)));
  expect(answers.map((a) => a.body.uploadStatus)).toEqual([1, 1, 2]);
  expect(await download(byName['cut.pdf'].id)).toEqual({ status: 200, sha: sha(cut) });
  // The racing one either finished before the kill or resumes with its last chunk.
  expect([1, 2]).toContain(byName['racing.pdf'].uploadStatus);
  if (byName['racing.pdf'].uploadStatus === 1) {
    const last = await sendChunk(again, id, 'racing.pdf', 2, 3, racingName, sliceOf(racing, 2));
    expect(last.body.uploadStatus).toBe(2);
  }
  expect(await download(byName['racing.pdf'].id)).toEqual({ status: 200, sha: sha(racing) });
  expect(fs.readdirSync(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
  await kill();
}, 180_000);
