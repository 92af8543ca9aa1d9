/**
 * The restore drill (issue 26 item 3): a registry is backed up while a writer keeps saving notifications
 * and replacing a profile picture, restored into a fresh database and file directory, and compared with the
 * snapshot the manifest describes — row by row, file by file. On PGlite by default, on PostgreSQL with
 * TEST_DATABASE_URL (CI runs both).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyStore } from '../src/platform/backup/copy-files';
import { takeImage } from '../src/platform/backup/pglite-image';
import { RestoreRefused, restoreBackup } from '../src/platform/backup/restore';
import { listTables, readRows, type Sql, useCanonicalText } from '../src/platform/backup/table-rows';
import { writeBackup } from '../src/platform/backup/write-backup';
import { deferredDir, holdRemovals } from '../src/platform/files/backup-hold';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { CNP_BOY, draftBody } from './notification-fixtures';

let s: TestServer;
let token: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-drill-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const dropAfter: string[] = [];
/** The server's error lines: a write refused during the backup fails the drill with the server's reason. */
const serverErrors: string[] = [];

beforeAll(async () => {
  s = await startTestServer(
    { PATIENT_LOOKUP_LIMIT: '100000', LOG_LEVEL: 'error' },
    { logStream: { write: (line) => void serverErrors.push(line) } },
  );
  token = await s.signIn('reporter@demo.local');
  // A registry to back up: notifications of several patients and a stored file besides the seeded documents.
  for (let i = 0; i < 20; i++) expect((await saveDraft(`Pre${i}`)).status).toBe(200);
  expect((await replacePicture()).status).toBe(200);
});
afterAll(async () => {
  await s.close();
  for (const name of dropAfter) await adminQuery(`drop database if exists ${name} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
});

const saveDraft = (firstName: string) =>
  s.request('POST', '/api/cancer-notification/', {
    token,
    body: draftBody({
      patientDetails: { identifier: CNP_BOY, firstName, lastName: 'Popescu', countyId: 127, cityId: 54975 },
    }),
  });
const replacePicture = () =>
  s.form(
    '/api/identity/user-profile',
    { firstName: 'Rep', lastName: 'Orter', twoFa: 'false' },
    { token, files: { profilePicture: ['me.png', sampleFiles.png()] } },
  );

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text).finally(() => admin.end());
}

async function freshTarget(name: string) {
  if (!adminUrl) return { engine: 'pglite', dir: path.join(work, name, 'db') } as const;
  const db = `drill_${name}_${Date.now()}`;
  await adminQuery(`create database ${db}`);
  dropAfter.push(db);
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  return { engine: 'postgres', url: url.toString() } as const;
}

async function openTarget(
  target: Awaited<ReturnType<typeof freshTarget>>,
): Promise<Sql & { close(): Promise<unknown> }> {
  if (target.engine === 'pglite') return PGlite.create(target.dir);
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return Object.assign(client, { close: () => client.end() });
}

async function gzLines(file: string) {
  const lines: string[] = [];
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  for await (const line of readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }))
    lines.push(line);
  return lines;
}

it('backs up while writes continue, restores, and the restore equals the snapshot record by record', async () => {
  const acked: number[] = [];
  let writing = true;
  let round = 0;
  let failed: Error | undefined;
  const acknowledged = (what: string, res: { status: number; body: unknown }) => {
    if (res.status === 200) return;
    failed = new Error(
      `${what} answered ${res.status} during the backup: ${JSON.stringify(res.body)}\nserver: ${serverErrors.join('')}`,
    );
    throw failed;
  };
  const writer = (async () => {
    while (writing) {
      const res = await saveDraft(`Writer${round}`);
      acknowledged('a save', res);
      acked.push(res.body.id);
      if (++round % 3 === 0) acknowledged('a picture', await replacePicture());
    }
  })();
  // Waits for the writer's acknowledgements; a refused write ends the drill at once, with its reason.
  const ackedReach = async (count: number) => {
    while (acked.length < count) {
      if (failed) throw failed;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await ackedReach(3);

  const ackedBefore = acked.length;
  const source = s.database.dumpDataDir
    ? ({ engine: 'pglite', image: () => takeImage(s.database) } as const)
    : ({ engine: 'postgres', url: s.app.context.config.databaseUrl! } as const);
  const filesRoot = s.app.context.files.root;
  const { dir, manifest } = await writeBackup(source, filesRoot, path.join(work, 'backups'));
  const ackedDuring = acked.length - ackedBefore;
  // A few more saves after the backup, then the writer stops.
  await ackedReach(acked.length + 3);
  writing = false;
  await writer;
  console.log(
    `drill (${manifest.engine}): ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows, ${manifest.files.length} files; ` +
      `${ackedDuring} saves acknowledged during the backup; users waited ${manifest.stallMs} ms`,
  );
  expect(manifest.missingFiles).toEqual([]);
  expect(fs.existsSync(`${dir}.partial`)).toBe(false);

  // Restore into a fresh database and an empty file directory; the restore checks itself against the manifest.
  const target = await freshTarget('restored');
  const restoredFiles = path.join(work, 'restored', 'files');
  const report = await restoreBackup(dir, target, restoredFiles);
  expect(report.problems).toEqual([]);
  expect(report.tables.every((t) => t.ok)).toBe(true);
  expect(report.tables.length).toBeGreaterThan(40);

  // Record by record: every table of the new database, in key order, equals the backup's rows of that table.
  const restored = await openTarget(target);
  try {
    await restored.query('begin');
    await useCanonicalText(restored);
    const tables = await listTables(restored);
    for (const entry of manifest.tables) {
      const table = tables.find((t) => `${t.schema}.${t.name}` === entry.name)!;
      const rows: string[] = [];
      await readRows(restored, table, (line) => void rows.push(line));
      const expected = await gzLines(path.join(dir, entry.file));
      expect(rows.length, entry.name).toBe(entry.rows);
      expect(rows, entry.name).toEqual(expected);
    }
    await restored.query('commit');

    // Never half: acknowledged saves in the backup are a prefix of the acknowledgements, holding every save
    // acknowledged before the backup began, each with its version row; every foreign key holds.
    const { rows: present } = await restored.query(
      `select n.id, count(v.id)::int as versions from cancer_notifications n
       left join notification_versions v on v.notification_id = n.id where n.id = any($1::int[]) group by n.id`,
      [acked],
    );
    const presentIds = new Set(present.map((r) => r.id));
    const prefix = acked.findIndex((id) => !presentIds.has(id));
    const inBackup = prefix === -1 ? acked.length : prefix;
    expect(inBackup).toBeGreaterThanOrEqual(ackedBefore);
    expect(acked.slice(inBackup).some((id) => presentIds.has(id))).toBe(false);
    expect(present.every((r) => r.versions >= 1)).toBe(true);
    expect(await foreignKeyViolations(restored)).toEqual([]);

    // Files: every file a restored row references is there, with the bytes the manifest names.
    const { rows: pictures } = await restored.query(
      `select profile_picture_storage_name as n from users where profile_picture_storage_name is not null`,
    );
    for (const { n } of pictures)
      expect(fs.existsSync(path.join(restoredFiles, n.slice(0, 2), n)), n).toBe(true);
    expect(pictures.length).toBeGreaterThan(0);
  } finally {
    await restored.close();
  }
}, 110_000);

it('refuses a target that is not empty, and says why', async () => {
  const backups = path.join(work, 'backups');
  const [dir] = fs.readdirSync(backups).map((d) => path.join(backups, d));
  const filled = path.join(work, 'filled-files');
  fs.mkdirSync(path.join(filled, 'ab'), { recursive: true });
  fs.writeFileSync(path.join(filled, 'ab', 'x.pdf'), 'x');
  await expect(restoreBackup(dir, await freshTarget('second'), filled)).rejects.toThrow(
    /file directory .* is not empty/,
  );
  // The database restored above is not empty any more.
  const used = adminUrl
    ? ({ engine: 'postgres', url: s.app.context.config.databaseUrl! } as const)
    : ({ engine: 'pglite', dir: path.join(work, 'restored', 'db') } as const);
  const error = await restoreBackup(dir, used, path.join(work, 'empty-files')).catch((e) => e);
  expect(error).toBeInstanceOf(RestoreRefused);
  expect(error.message).toMatch(/is not empty/);
});

it('keeps a file removed during a backup for that backup, and deletes it once the backup is done', async () => {
  const files = s.app.context.files;
  const name = files.newStorageName('pdf');
  fs.mkdirSync(path.dirname(files.pathOf(name)!), { recursive: true });
  fs.writeFileSync(files.pathOf(name)!, 'kept');
  const release = holdRemovals(files.root);
  await files.remove(name); // a user replaced it after the snapshot was taken
  expect(fs.existsSync(files.pathOf(name)!)).toBe(false);
  const out = path.join(work, 'hold-copy');
  const { missingFiles } = await copyStore(files.root, deferredDir(files.root), out, new Set([name]));
  expect(missingFiles).toEqual([]);
  expect(fs.readFileSync(path.join(out, name.slice(0, 2), name), 'utf8')).toBe('kept');
  release();
  expect(fs.existsSync(deferredDir(files.root))).toBe(false);
  // Without a hold a removal deletes at once.
  fs.writeFileSync(files.pathOf(name)!, 'gone');
  await files.remove(name);
  expect(fs.existsSync(files.pathOf(name)!) || fs.existsSync(path.join(deferredDir(files.root), name))).toBe(
    false,
  );
});

/** Rows whose foreign key points at nothing, per constraint (restore loads with the checks off). */
async function foreignKeyViolations(sql: Sql) {
  const { rows: keys } = await sql.query(
    `select c.conname, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
       array(select quote_ident(a.attname) from unnest(c.conkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as cols,
       array(select quote_ident(a.attname) from unnest(c.confkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as refs
     from pg_constraint c where c.contype = 'f'`,
  );
  const broken: string[] = [];
  for (const k of keys) {
    const cols: string[] = k.cols;
    const refs: string[] = k.refs;
    const match = cols.map((c, i) => `p.${refs[i]} = c.${c}`).join(' and ');
    const { rows } = await sql.query(
      `select count(*)::int as n from ${k.child} c where ${cols.map((c) => `c.${c} is not null`).join(' and ')}
       and not exists (select 1 from ${k.parent} p where ${match})`,
    );
    if (rows[0].n > 0) broken.push(`${k.conname}: ${rows[0].n}`);
  }
  return broken;
}
