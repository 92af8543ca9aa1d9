import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client';

/**
 * The embedded database belongs to the one server process that opened it; a backup of a running server
 * asks that process for an image through a Unix socket in DATA_DIR (only the service's user can reach it).
 * The server answers one JSON line (size, how long users waited) followed by the tarball's bytes.
 */
export const imageSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Takes an image of the embedded database and says how long its single connection was held. */
export async function takeImage(database: Pick<Database, 'dumpDataDir'>) {
  if (!database.dumpDataDir) throw new Error('not an embedded database');
  const started = performance.now();
  const image = await database.dumpDataDir();
  return { image, stallMs: Math.round(performance.now() - started) };
}

/** Serves images of the running server's embedded database on the backup socket. */
export function serveImages(
  database: Database,
  dataDir: string,
  log: { info: (o: object, m: string) => void },
) {
  const socketPath = imageSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true }); // left by a server that died
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    void (async () => {
      try {
        const { image, stallMs } = await takeImage(database);
        const bytes = Buffer.from(await image.arrayBuffer());
        log.info({ stallMs, bytes: bytes.length }, 'backup: image of the embedded database taken');
        socket.write(`${JSON.stringify({ bytes: bytes.length, stallMs })}\n`);
        socket.end(bytes);
      } catch (err) {
        socket.end(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
      }
    })();
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      fs.chmodSync(socketPath, 0o600);
      resolve();
    });
  });
  return {
    listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An image from the running server, or null when none answers on the socket (no server: the caller may
 * open the directory itself).
 */
export async function requestImage(dataDir: string): Promise<{ image: Blob; stallMs: number } | null> {
  const socketPath = imageSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return null;
  const socket = net.connect(socketPath);
  const chunks: Buffer[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', resolve);
      socket.on('error', reject);
    });
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') return null; // a socket left by a dead server
    throw err;
  }
  const all = Buffer.concat(chunks);
  const newline = all.indexOf(0x0a);
  const head = JSON.parse(all.subarray(0, newline).toString('utf8'));
  if (head.error) throw new Error(`the server could not take an image: ${head.error}`);
  const body = all.subarray(newline + 1);
  if (body.length !== head.bytes) throw new Error(`image cut short: ${body.length} of ${head.bytes} bytes`);
  return { image: new Blob([body]), stallMs: head.stallMs };
}
