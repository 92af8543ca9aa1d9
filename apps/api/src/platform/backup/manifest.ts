import fs from 'node:fs';
import path from 'node:path';

export const BACKUP_FORMAT = 'registry-backup/1';

/** What a backup holds and how to check a restore against it (manifest.json at its root). */
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  engine: 'pglite' | 'postgres';
  serverVersion: string;
  /** When the database snapshot was taken (the database's clock, ISO). */
  snapshotAt: string;
  /** How long users waited on the embedded database while its image was taken (ms); 0 on PostgreSQL. */
  stallMs: number;
  finishedAt: string;
  /** drizzle's applied migrations, in order: `when` of the journal entry and the SQL's hash. */
  migrations: { when: number; hash: string }[];
  tables: { name: string; file: string; rows: number; sha256: string }[];
  sequences: { name: string; value: string }[];
  files: { path: string; bytes: number; sha256: string }[];
  /** Files the snapshot's rows reference that the store did not have (a damaged store; the backup says so). */
  missingFiles: string[];
};

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`${dir} is not a backup (no manifest.json): an unfinished backup has none`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`unknown backup format ${manifest.format} in ${file}`);
  return manifest;
}
