import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';

const migrations = path.join(__dirname, '../src/db/migrations');
/** The folders made by this test file, removed after its tests. */
const made: string[] = [];
afterAll(() => {
  for (const folder of made) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * A migrations folder holding the migrations as they were before the one whose tag ends with
 * `tagSuffix`, so a migration test can arrange rows written by older code and then run the rest.
 * Found by name, so a renumbering at merge keeps the test right. Removed after the file's tests.
 */
export function migrationsBefore(tagSuffix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  made.push(folder);
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(tagSuffix));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

/** The project's own migrations folder (to run the rest after arranging old rows). */
export const projectMigrations = migrations;
