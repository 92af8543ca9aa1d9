import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { draftBody } from './notification-fixtures';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * Graceful stop (issue 26 item 2): on SIGTERM the real server stops accepting, answers every request
 * and upload in flight, closes the database and exits 0 — within SHUTDOWN_TIMEOUT_SECONDS, past
 * which it cuts what is left and exits 1.
 */
let server: ServerProcess | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function call(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: {
      LanguageId: '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function prepare(base: string) {
  const login = await call('POST', `${base}/api/identity/login`, undefined, {
    email: 'reporter@demo.local',
    password: 'Registru#2026',
  });
  const token = login.body.accessToken as string;
  const created = await call('POST', `${base}/api/cancer-notification/`, token, draftBody());
  expect(created.status).toBe(200);
  return { token, notificationId: created.body.id as number };
}

/**
 * A one-chunk upload whose body is sent in two goes: the fields and the file's first bytes now, the
 * rest when `finish` is called. Until then the request is in flight on the server.
 */
function slowUpload(base: string, token: string, notificationId: number) {
  const boundary = `slow-${randomBytes(4).toString('hex')}`;
  const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000)]);
  const field = (name: string, value: string | number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('chunkIndex', 0) +
      field('numberOfChunks', 1) +
      field('fileName', 'scan.pdf') +
      `--${boundary}\r\nContent-Disposition: form-data; name="fileChunk"; filename="scan.pdf"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request(`${base}/api/document/${notificationId}/1/1`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + content.length + tail.length,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  req.write(head);
  req.write(content.subarray(0, 1000));
  return {
    answer,
    finish: () => {
      req.write(content.subarray(1000));
      req.end(tail);
    },
  };
}

it('answers every request and upload in flight under load, then exits 0', async () => {
  server = await startServerProcess({ SHUTDOWN_TIMEOUT_SECONDS: '20' });
  const { base, child } = server;
  const { token, notificationId } = await prepare(base);

  // Load: six clients listing notifications back to back until the server is gone.
  let sigtermAt = Number.POSITIVE_INFINITY;
  const outcomes: { sentAt: number; result: number | string }[] = [];
  const client = async () => {
    while (child.exitCode === null) {
      const sentAt = Date.now();
      const result = await call('POST', `${base}/api/cancer-notification/filter`, token, {
        take: 8,
        skip: 0,
      }).then(
        (r) => r.status,
        (err: Error) => String((err.cause as { code?: string })?.code ?? err.message),
      );
      outcomes.push({ sentAt, result });
      if (sentAt > sigtermAt) break;
    }
  };
  const clients = Array.from({ length: 6 }, client);
  const uploads = Array.from({ length: 3 }, () => slowUpload(base, token, notificationId));
  // The uploads' first bytes reach the server and their handlers start; then SIGTERM.
  await new Promise((r) => setTimeout(r, 3000));
  sigtermAt = Date.now();
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  // New connections are refused meanwhile (the proxy sends them to another server).
  const late = await fetch(`${base}/api/health`).then(
    (r) => r.status,
    (err: Error) => String((err.cause as { code?: string })?.code),
  );
  expect(late).toBe('ECONNREFUSED');
  for (const upload of uploads) upload.finish();
  const answers = await Promise.all(uploads.map((u) => u.answer));
  expect(answers.map((a) => [a.status, JSON.parse(a.body).uploadStatus])).toEqual([
    [200, 2],
    [200, 2],
    [200, 2],
  ]);
  await Promise.all(clients);
  const exit = await server.exited;
  expect({ code: exit.code, signal: exit.signal }, server.output()).toEqual({ code: 0, signal: null });
  expect(exit.at - sigtermAt).toBeLessThan(20_000);
  // Every list call sent well before SIGTERM was answered; the ones sent around or after it were
  // answered or refused a connection — none was cut off half-way with an error of another kind.
  const before = outcomes.filter((o) => o.sentAt < sigtermAt - 1000);
  expect(before.length).toBeGreaterThan(5);
  expect(before.filter((o) => o.result !== 200)).toEqual([]);
  const around = outcomes.filter((o) => o.sentAt >= sigtermAt - 1000);
  expect(
    around.filter((o) => ![200, 503, 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(o.result)),
  ).toEqual([]);
  expect(server.output()).not.toMatch(/shutting down failed|cutting them/);
}, 180_000);

it('cuts what is still in flight once SHUTDOWN_TIMEOUT_SECONDS has passed, and says so with exit code 1', async () => {
  server = await startServerProcess({ SHUTDOWN_TIMEOUT_SECONDS: '2' });
  const { base, child } = server;
  const { token, notificationId } = await prepare(base);
  const stuck = slowUpload(base, token, notificationId);
  const answer = stuck.answer.then(
    (a) => a.status,
    () => 'cut',
  );
  await new Promise((r) => setTimeout(r, 1000));
  const sigtermAt = Date.now();
  child.kill('SIGTERM');
  const exit = await server.exited;
  expect(exit.code).toBe(1);
  expect(exit.at - sigtermAt).toBeGreaterThanOrEqual(1900);
  expect(exit.at - sigtermAt).toBeLessThan(8000);
  expect(await answer).toBe('cut');
  expect(server.output()).toMatch(/cutting them/);
}, 180_000);

it('drains first behind a proxy: health answers 503 stopping while requests are still served, then the listener closes', async () => {
  server = await startServerProcess({ SHUTDOWN_DRAIN_SECONDS: '2' });
  const { base, child } = server;
  const { token } = await prepare(base);
  expect((await call('GET', `${base}/api/health`)).status).toBe(200);
  const sigtermAt = Date.now();
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  // Draining: the proxy's check fails, so it sends no new request here; what still comes is served.
  expect(await call('GET', `${base}/api/health`)).toEqual({ status: 503, body: { status: 'stopping' } });
  expect((await call('GET', `${base}/api/ready`)).body.status).toBe('stopping');
  expect(
    (await call('POST', `${base}/api/cancer-notification/filter`, token, { take: 8, skip: 0 })).status,
  ).toBe(200);
  const exit = await server.exited;
  expect({ code: exit.code, signal: exit.signal }, server.output()).toEqual({ code: 0, signal: null });
  expect(exit.at - sigtermAt).toBeGreaterThanOrEqual(1900);
  const late = await fetch(`${base}/api/health`).then(
    (r) => r.status,
    (err: Error) => String((err.cause as { code?: string })?.code),
  );
  expect(late).toBe('ECONNREFUSED');
}, 180_000);
