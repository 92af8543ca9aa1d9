import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * While a backup runs, a file the backup's database snapshot still references may be replaced or deleted
 * by a user: its row changes after the snapshot, then the file is removed. To keep such a file for the
 * backup, a backup holds removals (a lock file in the store, seen by every server on the shared directory):
 * removed files are moved aside into `deferred/` instead of deleted, and the last backup to finish clears it.
 * Why this suffices: a server checks the hold after the commit that stopped referencing the file, so a file
 * deleted outright was unreferenced before the hold began — before the snapshot, which never sees it.
 */
const locksDir = (root: string) => path.join(root, 'backup-locks');
export const deferredDir = (root: string) => path.join(root, 'deferred');
/** A hold older than this was left by a backup that died; it no longer keeps files. */
const STALE_HOLD_MS = 24 * 3600_000;

function liveHolds(root: string): string[] {
  const dir = locksDir(root);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return names.filter((name) => {
    const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    return stat && Date.now() - stat.mtimeMs < STALE_HOLD_MS;
  });
}

/** Removes a stored file, or moves it aside while a backup holds removals. */
export async function removeOrDefer(root: string, file: string) {
  if (liveHolds(root).length === 0) {
    await fs.promises.rm(file, { force: true });
    return;
  }
  await fs.promises.mkdir(deferredDir(root), { recursive: true });
  await fs.promises.rename(file, path.join(deferredDir(root), path.basename(file))).catch((err) => {
    if (err.code !== 'ENOENT') throw err;
  });
}

/** Starts holding removals; the returned release ends this hold and clears `deferred/` if it was the last. */
export function holdRemovals(root: string): () => void {
  fs.mkdirSync(locksDir(root), { recursive: true });
  for (const name of fs.readdirSync(locksDir(root))) {
    const stat = fs.statSync(path.join(locksDir(root), name), { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs >= STALE_HOLD_MS)
      fs.rmSync(path.join(locksDir(root), name), { force: true });
  }
  const lock = path.join(locksDir(root), `${process.pid}-${randomUUID()}`);
  fs.writeFileSync(lock, new Date().toISOString());
  return () => {
    fs.rmSync(lock, { force: true });
    if (liveHolds(root).length > 0) return;
    // File by file, then the directory only if it is empty: a remover that saw this hold just before it
    // ended may still be moving a file in (a recursive rm then failed with ENOTEMPTY and took the backup
    // down with it). Such a late file waits for the next backup's release; it only costs disk space.
    const dir = deferredDir(root);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    try {
      fs.rmdirSync(dir);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTEMPTY') throw err;
    }
  };
}
