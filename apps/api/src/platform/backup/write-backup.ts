import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { deferredDir, holdRemovals } from '../files/backup-hold';
import { copyStore, PRIVATE_FILE, privateDir } from './copy-files';
import { BACKUP_FORMAT, type Manifest } from './manifest';
import {
  isBackedUp,
  lineDigest,
  listTables,
  readRows,
  referencedFiles,
  type Sql,
  useCanonicalText,
} from './table-rows';

/** Where the database comes from: a PostgreSQL URL, or a way to get an image of the embedded database. */
export type BackupSource =
  | { engine: 'postgres'; url: string }
  | { engine: 'pglite'; image: () => Promise<{ image: Blob; stallMs: number }> };

export type BackupResult = { dir: string; manifest: Manifest };

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Writes a backup into a new folder under `outDir`: the database's rows as of one snapshot, then the
 * store's files, then manifest.json (last: a folder without one is unfinished). Order and why:
 *   1. removals in the store are held (see backup-hold.ts), so no file the snapshot can reference goes away;
 *   2. the database snapshot is read (PostgreSQL: one REPEATABLE READ READ ONLY transaction; PGlite: an
 *      image of its data directory, read in a private copy so users wait only for the image);
 *   3. the files are copied: each referenced file was in place before the commit that referenced it, so it
 *      is in the store or, if removed since, in deferred/. Files saved after the snapshot are extra.
 */
export async function writeBackup(
  source: BackupSource,
  filesRoot: string,
  outDir: string,
): Promise<BackupResult> {
  const started = new Date();
  const dir = path.join(outDir, `registry-${source.engine}-${stamp(started)}`);
  const work = `${dir}.partial`;
  privateDir(path.join(work, 'db'));
  const release = holdRemovals(filesRoot);
  try {
    const db =
      source.engine === 'postgres' ? await fromPostgres(source.url, work) : await fromPglite(source, work);
    const { files, missingFiles } = await copyStore(
      filesRoot,
      deferredDir(filesRoot),
      path.join(work, 'files'),
      db.referenced,
    );
    const { referenced: _, ...dbPart } = db;
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      engine: source.engine,
      ...dbPart,
      finishedAt: new Date().toISOString(),
      files,
      missingFiles,
    };
    const manifestFile = path.join(work, 'manifest.json');
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`, { mode: PRIVATE_FILE });
    fs.chmodSync(manifestFile, PRIVATE_FILE);
    fs.renameSync(work, dir);
    return { dir, manifest };
  } catch (err) {
    fs.rmSync(work, { recursive: true, force: true });
    throw err;
  } finally {
    release();
  }
}

async function fromPostgres(url: string, work: string) {
  const client = new pg.Client({ connectionString: url, application_name: 'registry-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // The first statement fixes the snapshot every later read sees.
    const { rows } = await client.query(`select now() as at, current_setting('server_version') as version`);
    const part = await exportSnapshot(client, work);
    await client.query('commit');
    return {
      ...part,
      serverVersion: rows[0].version,
      snapshotAt: new Date(rows[0].at).toISOString(),
      stallMs: 0,
    };
  } finally {
    await client.end();
  }
}

async function fromPglite(source: Extract<BackupSource, { engine: 'pglite' }>, work: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const takenAt = new Date().toISOString();
  const { image, stallMs } = await source.image();
  const copy = await PGlite.create({ loadDataDir: image });
  try {
    await copy.query('begin isolation level repeatable read read only');
    const { rows } = await copy.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    const part = await exportSnapshot(copy, work);
    await copy.query('commit');
    return { ...part, serverVersion: `${rows[0].version} (PGlite)`, snapshotAt: takenAt, stallMs };
  } finally {
    await copy.close();
  }
}

/** Every table into db/<schema>.<table>.jsonl.gz with its count and checksum, plus migrations and sequences. */
async function exportSnapshot(sql: Sql, work: string) {
  await useCanonicalText(sql);
  const tables: Manifest['tables'] = [];
  for (const table of (await listTables(sql)).filter((t) => isBackedUp(`${t.schema}.${t.name}`))) {
    const file = `db/${table.schema}.${table.name}.jsonl.gz`;
    const gzip = zlib.createGzip();
    const written = gzip.pipe(fs.createWriteStream(path.join(work, file), { mode: PRIVATE_FILE }));
    const digest = lineDigest();
    await readRows(sql, table, async (line) => {
      digest.add(line);
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    });
    gzip.end();
    await once(written, 'finish');
    fs.chmodSync(path.join(work, file), PRIVATE_FILE);
    tables.push({ name: `${table.schema}.${table.name}`, file, ...digest.done() });
  }
  const migrations = (
    await sql.query('select created_at::text as when, hash from drizzle.__drizzle_migrations order by id')
  ).rows.map((r) => ({ when: Number(r.when), hash: r.hash as string }));
  const sequences = (
    await sql.query(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
       from pg_sequences where schemaname <> 'drizzle' and last_value is not null order by 1`,
    )
  ).rows as Manifest['sequences'];
  return { tables, migrations, sequences, referenced: await referencedFiles(sql) };
}
