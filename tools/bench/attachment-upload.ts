// Chunked upload of a 1 GB file in 20 MB chunks over loopback to the real server run as a child
// process (issue 9): upload and download throughput, and the server's peak RSS growth (target < 200 MB).
// Run: npm run bench -- attachment-upload   (BENCH_UPLOAD_MB to change the size, BENCH_DATABASE_URL the server)
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { ATTACHMENT_CHUNK_SIZE } from '../../packages/domain/src/attachments/contracts';
import { memoryOf, startServerProcess } from './bench-server';

const totalBytes = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 * 1024;
const chunkSize = ATTACHMENT_CHUNK_SIZE;
const chunks = Math.ceil(totalBytes / chunkSize);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Sends one chunk, streaming its bytes from a reused 1 MiB block: the client holds no chunk whole. */
function sendChunk(
  url: string,
  token: string,
  fields: Record<string, string | number>,
  size: number,
  fill: (piece: Buffer, offset: number) => void,
) {
  const boundary = `bench-${randomBytes(8).toString('hex')}`;
  const head =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="fileChunk"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': Buffer.byteLength(head) + size + Buffer.byteLength(tail),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.write(head);
    const piece = Buffer.alloc(1 << 20);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(piece.length, size - sent);
        fill(piece, sent);
        sent += n;
        if (!req.write(n === piece.length ? piece : Buffer.from(piece.subarray(0, n)))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end(tail);
    };
    pump();
  });
}

if (fs.statfsSync(os.tmpdir()).bavail * fs.statfsSync(os.tmpdir()).bsize < totalBytes * 2.5)
  throw new Error(`not enough free space in ${os.tmpdir()} for a ${totalBytes} byte upload`);
const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;
let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
try {
  const running = await startServerProcess(dbUrl.toString());
  server = running;
  const { pid } = running;
  const json = async (p: string, token: string | null, body: unknown) => {
    const res = await fetch(running.base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const token = (
    await json('/api/identity/login', null, { email: 'reporter@demo.local', password: 'Registru#2026' })
  ).accessToken as string;
  const notification = await json('/api/cancer-notification/', token, {
    id: 0,
    version: 0,
    status: 1,
    diagnosticReportingReasonId: 1,
    patientDetails: {
      identifier: '5150101400011',
      firstName: 'Ion',
      lastName: 'Popescu',
      countyId: 127,
      cityId: 54975,
    },
    notificationOverview: { reportingUnitId: 1 },
  });

  // The file's bytes, made on the fly: a random 1 MiB block stamped with its offset; the PDF header first.
  const block = randomBytes(1 << 20);
  const fill = (chunk: number) => (piece: Buffer, offset: number) => {
    block.copy(piece);
    piece.writeDoubleBE(chunk * chunkSize + offset, 16);
    if (chunk === 0 && offset === 0) piece.write('%PDF-1.7\n', 0);
  };
  const clientHash = createHash('sha256');

  // Let the server settle (JIT, pools), then measure from here.
  await new Promise((r) => setTimeout(r, 1000));
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  const baseline = memoryOf(pid).rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 20);

  const started = performance.now();
  let storageName = '';
  let status = 0;
  for (let i = 0; i < chunks; i++) {
    const size = Math.min(chunkSize, totalBytes - i * chunkSize);
    const f = fill(i);
    const res = await sendChunk(
      `${running.base}/api/document/${notification.id}/1/1`,
      token,
      { chunkIndex: i, numberOfChunks: chunks, fileName: 'bench.pdf', storageFileName: storageName },
      size,
      (piece, offset) => {
        f(piece, offset);
        clientHash.update(piece.subarray(0, Math.min(piece.length, size - offset)));
      },
    );
    if (res.status !== 200) throw new Error(`chunk ${i}: ${res.status} ${res.body}`);
    const answer = JSON.parse(res.body) as { fileStorageName: string; uploadStatus: number };
    storageName = answer.fileStorageName;
    status = answer.uploadStatus;
  }
  const uploadMs = performance.now() - started;
  if (status !== 2) throw new Error(`upload ended with status ${status}`);

  const list = (await (
    await fetch(`${running.base}/api/document/cancer-notification/${notification.id}/1/0`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: number }[];
  const downloadStarted = performance.now();
  const download = await fetch(`${running.base}/api/document/${list[0].id}/1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const serverHash = createHash('sha256');
  let downloaded = 0;
  for await (const piece of download.body as unknown as AsyncIterable<Uint8Array>) {
    serverHash.update(piece);
    downloaded += piece.length;
  }
  const downloadMs = performance.now() - downloadStarted;
  clearInterval(sampler);
  const hwm = memoryOf(pid).hwm;
  const same = serverHash.digest('hex') === clientHash.digest('hex') && downloaded === totalBytes;

  const mb = totalBytes / 1e6;
  const growth = (Math.max(peak, hwm) - baseline) / 1e6;
  console.log(
    `attachment upload, ${(totalBytes / 2 ** 30).toFixed(2)} GiB in ${chunks} chunks of ${chunkSize} bytes, loopback, PostgreSQL`,
  );
  console.log(
    `  upload     ${(uploadMs / 1000).toFixed(1)} s   ${(mb / (uploadMs / 1000)).toFixed(0)} MB/s (check, hash and move included)`,
  );
  console.log(
    `  download   ${(downloadMs / 1000).toFixed(1)} s   ${(mb / (downloadMs / 1000)).toFixed(0)} MB/s   byte-identical: ${same}`,
  );
  console.log(
    `  server RSS ${(baseline / 1e6).toFixed(0)} MB before, peak ${(Math.max(peak, hwm) / 1e6).toFixed(0)} MB: growth ${growth.toFixed(0)} MB (target < 200 MB)`,
  );
  console.log(`  storage    ${storageName}`);
  if (!same) process.exitCode = 1;
} finally {
  await server?.stop();
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}
