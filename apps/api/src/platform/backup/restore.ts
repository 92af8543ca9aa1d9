import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import pg from 'pg';
import { copyWithDigest, listStoredFiles } from './copy-files';
import { type Manifest, readManifest } from './manifest';
import { digestTables, isBackedUp, listTables, qualified, type Sql, useCanonicalText } from './table-rows';

export type RestoreTarget = { engine: 'postgres'; url: string } | { engine: 'pglite'; dir: string };
export type RestoreReport = {
  manifest: Manifest;
  tables: { name: string; rows: number; expectedRows: number; ok: boolean }[];
  files: { checked: number; ok: boolean };
  /** Migrations of this release newer than the backup, run after the check. */
  laterMigrations: number;
  problems: string[];
};

/** A target that is not empty: nothing is written, the operator is told why. */
export class RestoreRefused extends Error {}

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');

/**
 * Rebuilds a registry from a backup into an empty database and an empty file directory, then checks it
 * against the manifest: every table's row count and checksum (read back from the new database), every
 * file's sha256. Rows go in as one transaction, so a failed restore leaves no half-filled registry.
 */
export async function restoreBackup(backupDir: string, target: RestoreTarget, filesRoot: string) {
  const manifest = readManifest(backupDir);
  if (listStoredFiles(filesRoot).length > 0 || hasAnyFile(filesRoot))
    throw new RestoreRefused(`the file directory ${filesRoot} is not empty: restore needs an empty one`);
  const db = await openEmpty(target);
  try {
    const { pending, temporaryFolder } = migrationsUpTo(manifest);
    await db.migrate(temporaryFolder ?? migrationsFolder);
    await loadRows(db.sql, backupDir, manifest);
    const report = await checkTables(db.sql, manifest);
    if (temporaryFolder) {
      await db.migrate(migrationsFolder);
      fs.rmSync(temporaryFolder, { recursive: true, force: true });
    }
    report.laterMigrations = pending;
    const files = await restoreFiles(backupDir, filesRoot, manifest);
    report.files = { checked: manifest.files.length, ok: files.length === 0 };
    report.problems.push(...files);
    for (const name of manifest.missingFiles)
      report.problems.push(`${name}: referenced, missing at backup time`);
    return report;
  } finally {
    await db.close();
  }
}

function hasAnyFile(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .some((e) => !e.isDirectory() || hasAnyFile(path.join(dir, e.name)));
}

async function openEmpty(target: RestoreTarget) {
  if (target.engine === 'postgres') {
    const client = new pg.Client({ connectionString: target.url, application_name: 'registry-restore' });
    await client.connect();
    const { rows } = await client.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    if (rows[0].n > 0) {
      await client.end();
      throw new RestoreRefused(
        `the database ${new URL(target.url).pathname.slice(1)} is not empty (${rows[0].n} tables, views or sequences): ` +
          'restore needs an empty database (createdb a new one)',
      );
    }
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    return {
      sql: client as Sql,
      migrate: (folder: string) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.end(),
    };
  }
  if (fs.existsSync(target.dir) && fs.readdirSync(target.dir).length > 0)
    throw new RestoreRefused(`the database directory ${target.dir} is not empty: restore needs an empty one`);
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  fs.mkdirSync(target.dir, { recursive: true });
  const client = await PGlite.create(target.dir);
  return {
    sql: client as Sql,
    migrate: (folder: string) => migrate(drizzle(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/**
 * The rows fit the schema the backup was made at. A backup of an older release is restored at its own
 * migration, then this release's newer migrations run, as an upgrade would; a newer backup is refused.
 */
function migrationsUpTo(manifest: Manifest) {
  const journalFile = path.join(migrationsFolder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const known: number[] = journal.entries.map((e: { when: number }) => e.when);
  const theirs = manifest.migrations.map((m) => m.when);
  const unknown = theirs.find((when, i) => known[i] !== when);
  if (unknown !== undefined)
    throw new RestoreRefused(
      `the backup was made at a migration this release does not know (journal "when" ${unknown}): restore it with the release that made it`,
    );
  if (theirs.length === known.length) return { pending: 0, temporaryFolder: null };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-restore-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const trimmed = { ...journal, entries: journal.entries.slice(0, theirs.length) };
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(trimmed));
  return { pending: known.length - theirs.length, temporaryFolder: folder };
}

/** Inserts every table's rows as they were, with triggers and foreign-key checks off (the rows are whole). */
async function loadRows(sql: Sql, backupDir: string, manifest: Manifest) {
  const tables = new Map((await listTables(sql)).map((t) => [`${t.schema}.${t.name}`, t]));
  await sql.query('begin');
  try {
    // Counting triggers must not count restored rows a second time; the counters come from the backup.
    await sql.query(`set local session_replication_role = replica`);
    for (const entry of manifest.tables.filter((t) => isBackedUp(t.name))) {
      const table = tables.get(entry.name);
      if (!table) throw new Error(`the backup has a table ${entry.name} this schema does not have`);
      const columns = table.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');
      const insert = `insert into ${qualified(table)} (${columns}) select ${columns}
        from jsonb_populate_recordset(null::${qualified(table)}, $1::jsonb)`;
      let batch: string[] = [];
      let bytes = 0;
      const flush = async () => {
        if (batch.length) await sql.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
        bytes = 0;
      };
      const lines = readline.createInterface({
        input: fs.createReadStream(path.join(backupDir, entry.file)).pipe(zlib.createGunzip()),
        crlfDelay: Number.POSITIVE_INFINITY,
      });
      for await (const line of lines) {
        batch.push(line);
        bytes += line.length;
        if (batch.length >= 1000 || bytes > 4_000_000) await flush();
      }
      await flush();
    }
    for (const s of manifest.sequences)
      await sql.query('select setval($1::regclass, $2::bigint, true)', [s.name, s.value]);
    await sql.query('commit');
  } catch (err) {
    await sql.query('rollback');
    throw err;
  }
}

async function checkTables(sql: Sql, manifest: Manifest): Promise<RestoreReport> {
  await sql.query('begin isolation level repeatable read');
  await useCanonicalText(sql);
  const digests = await digestTables(sql, await listTables(sql));
  await sql.query('commit');
  const problems: string[] = [];
  const tables = manifest.tables
    .filter((t) => isBackedUp(t.name))
    .map((t) => {
      const got = digests[t.name] ?? { rows: -1, sha256: '' };
      const ok = got.rows === t.rows && got.sha256 === t.sha256;
      if (!ok)
        problems.push(
          `${t.name}: ${got.rows} rows (${got.sha256.slice(0, 12)}), backup ${t.rows} (${t.sha256.slice(0, 12)})`,
        );
      return { name: t.name, rows: got.rows, expectedRows: t.rows, ok };
    });
  const extra = Object.keys(digests).filter(
    (n) => !manifest.tables.some((t) => t.name === n) && digests[n].rows > 0,
  );
  for (const n of extra) problems.push(`${n}: ${digests[n].rows} rows the backup does not have`);
  return { manifest, tables, files: { checked: 0, ok: true }, laterMigrations: 0, problems };
}

/** Copies the files into place, each checked against the manifest; returns what differs. */
async function restoreFiles(backupDir: string, filesRoot: string, manifest: Manifest) {
  const problems: string[] = [];
  for (const f of manifest.files) {
    const got = await copyWithDigest(path.join(backupDir, 'files', f.path), path.join(filesRoot, f.path));
    if (got.sha256 !== f.sha256 || got.bytes !== f.bytes) problems.push(`${f.path}: sha256 or size differs`);
  }
  return problems;
}
