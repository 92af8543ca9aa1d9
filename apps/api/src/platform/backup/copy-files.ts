import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Stored files live in two-character shard folders (file-store.ts); everything else there is bookkeeping. */
const SHARD = /^[0-9a-f]{2}$/;

/**
 * A backup holds every child's record: its folders are the owner's alone (0700), its files too (0600),
 * whatever the umask of the shell or cron job that ran it (issue 38). Modes are set after creating, as
 * a create's mode passes through the umask.
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates a folder (and the missing ones above it) and makes it the owner's alone. */
export function privateDir(dir: string) {
  const first = fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  // Every folder this call created, from the first one down to `dir`.
  if (first) for (let d = dir; d.length >= first.length; d = path.dirname(d)) fs.chmodSync(d, PRIVATE_DIR);
}

/** Copies a file and returns its size and sha256, read once; `mode` (a backup's) is set on the copy and on the folders made for it. */
export async function copyWithDigest(from: string, to: string, mode?: number) {
  const hash = createHash('sha256');
  let bytes = 0;
  if (mode === undefined) await fs.promises.mkdir(path.dirname(to), { recursive: true });
  else privateDir(path.dirname(to));
  await pipeline(
    fs.createReadStream(from),
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    }),
    fs.createWriteStream(to, { flags: 'wx', mode }),
  );
  if (mode !== undefined) await fs.promises.chmod(to, mode);
  return { bytes, sha256: hash.digest('hex') };
}

export function listStoredFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const files: string[] = [];
  for (const shard of fs
    .readdirSync(root)
    .filter((n) => SHARD.test(n))
    .sort())
    for (const name of fs.readdirSync(path.join(root, shard)).sort()) files.push(`${shard}/${name}`);
  return files;
}

/**
 * Copies the store's files into `out`, then any file the snapshot references that a user removed meanwhile
 * (kept aside in `deferredDir` by the backup's hold). Files saved after the snapshot come along too: extra
 * files are harmless, a missing one is not.
 */
export async function copyStore(root: string, deferredDir: string, out: string, referenced: Set<string>) {
  const files: { path: string; bytes: number; sha256: string }[] = [];
  const copied = new Set<string>();
  const copy = async (from: string, relative: string) => {
    try {
      files.push({ path: relative, ...(await copyWithDigest(from, path.join(out, relative), PRIVATE_FILE)) });
      copied.add(path.basename(relative));
    } catch (error) {
      const err = error as NodeJS.ErrnoException;
      if (err.code !== 'ENOENT') throw err;
      // Removed since it was listed: no half copy stays, and deferred/ is looked at below.
      await fs.promises.rm(path.join(out, relative), { force: true });
    }
  };
  for (const relative of listStoredFiles(root)) await copy(path.join(root, relative), relative);
  for (const name of [...referenced].sort()) {
    if (copied.has(name)) continue;
    await copy(path.join(deferredDir, name), `${name.slice(0, 2)}/${name}`);
  }
  const missingFiles = [...referenced].filter((name) => !copied.has(name)).sort();
  return { files, missingFiles };
}
