import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cnpCheckDigit } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeImage } from '../src/platform/backup/pglite-image';
import { writeBackup } from '../src/platform/backup/write-backup';
import { startTestServer, type TestServer } from './harness';
import { rowsOf } from './medical-case-fixtures';
import { completeBody, draftBody } from './notification-fixtures';

/**
 * Issue 26, several servers: a save sent again with the same Idempotency-Key (its answer was lost when
 * a server died) is written once (platform/idempotency.ts). Issue 38, as the IETF draft and Stripe
 * have it: the key stands for one request (another body gets 422), and what is kept holds no patient
 * data — the repeat reads the saved record again through the access model, audited.
 */
/** A valid CNP of a boy born in January 2014, one per test (`n` is the day). */
const cnp = (n: number) => {
  const first12 = `51401${String(n).padStart(2, '0')}52001`;
  return `${first12}${cnpCheckDigit(first12)}`;
};

let s: TestServer;
let reporter: string;
let reviewer: string;

/** A child whose names and address are nowhere else in the registry, to look for them in the key store. */
const child = (identifier: string) => ({
  identifier,
  firstName: 'Zenovia',
  lastName: 'Idempotescu',
  address: 'Strada Cheii Uitate 17',
});
const saveBody = (identifier: string) => completeBody({ patientDetails: child(identifier) });
const save = (token: string, key: string | undefined, identifier: string, language?: string) =>
  s.request('POST', '/api/cancer-notification', {
    token,
    body: saveBody(identifier),
    headers: {
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      ...(language ? { LanguageId: language } : {}),
    },
  });
/** The fingerprint the server keeps for a JSON request (method, path, body). */
const fingerprint = (method: string, url: string, body: unknown) =>
  createHash('sha256').update(`${method} ${url}\n`).update(JSON.stringify(body)).digest('hex');
const readsAudited = async (id: number) =>
  Number(
    (
      await rowsOf(
        s,
        `select count(*)::int as n from audit_log where action = 'notification.read' and entity_id = '${id}'`,
      )
    )[0].n,
  );
const notificationsOf = async (identifier: string) =>
  (
    await rowsOf(
      s,
      `select count(*)::int as n from cancer_notifications n join patients p on p.id = n.patient_id
       where p.identifier = '${identifier}'`,
    )
  )[0].n;

beforeAll(async () => {
  s = await startTestServer();
  reporter = await s.signIn('reporter@demo.local');
  reviewer = await s.signIn('reviewer@demo.local');
}, 60_000);
afterAll(() => s.close());

describe('a save sent again with its Idempotency-Key', () => {
  it('is written once; the repeat reads the saved record again, audited as a read, marked as replayed', async () => {
    const key = randomUUID();
    const first = await save(reporter, key, cnp(1));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const readsBefore = await readsAudited(first.body.id);
    const again = await save(reporter, key, cnp(1));
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The record as GET /:id reads it: the same notification, version and child.
    const read = await s.request('GET', `/api/cancer-notification/${first.body.id}`, { token: reporter });
    expect(again.body).toEqual({ ...read.body, warnings: again.body.warnings });
    expect(again.body).toMatchObject({ id: first.body.id, version: first.body.version });
    expect(again.body.patientDetails).toMatchObject(child(cnp(1)));
    // The repeat's read is in the trail, as the GET's (one each).
    expect(await readsAudited(first.body.id)).toBe(readsBefore + 2);
    expect(await notificationsOf(cnp(1))).toBe(1);
  });

  it('keeps no patient data: the status and the record (kind, id, version), nothing of the child', async () => {
    const key = randomUUID();
    const first = await save(reporter, key, cnp(8));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const kept = await rowsOf(
      s,
      `select to_jsonb(k)::text as row, k.* from idempotent_requests k where key = '${key}'`,
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      status: 200,
      record_kind: 'cancer-notification',
      record_id: first.body.id,
      record_version: first.body.version,
      refusal: null,
    });
    // Scan the whole store: the CNP, the names and the address are in no column of any row.
    const store = (await rowsOf(s, 'select to_jsonb(k)::text as row from idempotent_requests k'))
      .map((r) => r.row)
      .join('\n');
    for (const text of [cnp(8), 'Zenovia', 'Idempotescu', 'Cheii Uitate']) expect(store).not.toContain(text);
  });

  it('sent with another body under the same key: 422, translated, nothing written', async () => {
    const key = randomUUID();
    expect((await save(reporter, key, cnp(9))).status).toBe(200);
    const other = await save(reporter, key, cnp(10));
    expect(other.status).toBe(422);
    expect(other.body.key).toBe('errors.idempotencyKeyReused');
    expect(other.body.message).toMatch(/^Această cheie Idempotency-Key a fost folosită deja/);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    const english = await save(reporter, key, cnp(10), '2');
    expect(english.status).toBe(422);
    expect(english.body.message).toMatch(/^This Idempotency-Key was already used for another request/);
    // On another path too (the same key for a delete).
    const elsewhere = await s.request('DELETE', '/api/cancer-notification/1', {
      token: reporter,
      headers: { 'Idempotency-Key': key },
    });
    expect(elsewhere.status).toBe(422);
    expect(await notificationsOf(cnp(10))).toBe(0);
    expect(await notificationsOf(cnp(9))).toBe(1);
  });

  it('a repeat reads through the access model: a record deleted since is a 404, not the first answer', async () => {
    const key = randomUUID();
    const first = await save(reporter, key, cnp(11));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const removed = await s.request('DELETE', `/api/cancer-notification/${first.body.id}`, {
      token: reviewer,
    });
    expect(removed.status).toBe(204);
    const again = await save(reporter, key, cnp(11));
    expect(again.status).toBe(404);
    expect(JSON.stringify(again.body)).not.toContain('Zenovia');
    expect(await notificationsOf(cnp(11))).toBe(1);
  });

  it('a 204 answer is replayed as 204, and the delete is not done twice', async () => {
    const saved = await s.request('POST', '/api/cancer-notification', {
      token: reporter,
      body: draftBody({ patientDetails: { ...draftBody().patientDetails, identifier: cnp(2) } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const key = randomUUID();
    const path = `/api/cancer-notification/${saved.body.id}`;
    const headers = { 'Idempotency-Key': key };
    const first = await s.request('DELETE', path, { token: reviewer, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(204);
    const again = await s.request('DELETE', path, { token: reviewer, headers });
    expect(again.status).toBe(204);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // Without the key the same delete now finds nothing to delete.
    expect((await s.request('DELETE', path, { token: reviewer })).status).toBe(404);
  });

  it("a unit's save is read again too: replayed with the unit as saved, written once (the web's repeat of a lost answer)", async () => {
    const admin = await s.signIn('superadmin@demo.local');
    const form = {
      name: 'Unitatea cheii',
      typeId: 2,
      countryId: 642,
      countyId: 127,
      cityId: 54975,
      phone: '0264 111 222',
    };
    const created = await s.request('POST', '/api/reporting-unit', { token: admin, body: form });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const edit = { ...form, id: created.body.id, version: created.body.version, phone: '0264 333 444' };
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await s.request('POST', '/api/reporting-unit', { token: admin, body: edit, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await s.request('POST', '/api/reporting-unit', { token: admin, body: edit, headers });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(first.body.version).toBe(created.body.version + 1);
  });

  it('belongs to its user: the same key from someone else is their own save', async () => {
    const key = randomUUID();
    expect((await save(reporter, key, cnp(3))).status).toBe(200);
    const other = await save(reviewer, key, cnp(4));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await notificationsOf(cnp(4))).toBe(1);
  });

  it('whose first attempt is still running, or died after writing, gets a translated 409 and writes nothing', async () => {
    const key = randomUUID();
    const [{ id: userId }] = await rowsOf(s, "select id from users where email = 'reporter@demo.local'");
    // What a server that died between its commit and its answer leaves: the key, without an answer.
    const print = fingerprint('POST', '/api/cancer-notification', saveBody(cnp(5)));
    await s.sql(`insert into idempotent_requests (user_id, key, fingerprint)
      values (${userId}, '${key}', '${print}')`);
    const refused = await save(reporter, key, cnp(5));
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('errors.requestRepeated');
    expect(refused.body.message).toMatch(/^Această salvare a fost deja trimisă/);
    // Another body under that key while the first is not answered: 422, not a second write either.
    expect((await save(reporter, key, cnp(12))).status).toBe(422);
    expect(await notificationsOf(cnp(5))).toBe(0);
    expect(await notificationsOf(cnp(12))).toBe(0);
  });

  it('a refused save writes no key, its look-up count is no part of it: sent again it is checked again', async () => {
    const key = randomUUID();
    const badBody = completeBody({ patientDetails: { identifier: cnp(6), lastName: '' } });
    const send = (body: unknown) =>
      s.request('POST', '/api/cancer-notification', {
        token: reporter,
        body,
        headers: { 'Idempotency-Key': key },
      });
    // The reporter's save looks the child up in a transaction of its own (committed) before the rules
    // refuse it: that transaction is no part of the save and leaves no key.
    expect((await send(badBody)).status).toBe(400);
    expect(await rowsOf(s, `select key from idempotent_requests where key = '${key}'`)).toEqual([]);
    const fixed = await send(completeBody({ patientDetails: { identifier: cnp(6) } }));
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await notificationsOf(cnp(6))).toBe(1);
  });

  it('a keyed export is a read: its snapshot opens as before and the whole file comes, nothing kept', async () => {
    const key = randomUUID();
    const executive = await s.signIn('executive@demo.local');
    const res = await fetch(`${s.url}/api/report/anonymyzed-rich-native-cancer-cases/export`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${executive}`,
        'Idempotency-Key': key,
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    // A whole xlsx (a zip): the snapshot refused would cut the stream short of its end record.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
    expect(await rowsOf(s, `select key from idempotent_requests where key = '${key}'`)).toEqual([]);
  });

  it('never enters a backup, whose files are 0600 and folders 0700 whatever the umask', async () => {
    const key = randomUUID();
    expect((await save(reporter, key, cnp(13))).status).toBe(200);
    expect(await rowsOf(s, 'select key from idempotent_requests')).not.toEqual([]);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-idempotency-backup-'));
    const umask = process.umask(0o000);
    try {
      const source = s.database.dumpDataDir
        ? ({ engine: 'pglite', image: () => takeImage(s.database) } as const)
        : ({ engine: 'postgres', url: s.app.context.config.databaseUrl! } as const);
      const { dir, manifest } = await writeBackup(source, s.app.context.files.root, out);
      expect(manifest.tables.map((t) => t.name)).not.toContain('public.idempotent_requests');
      expect(manifest.tables.length).toBeGreaterThan(40);
      const names = fs.readdirSync(path.join(dir, 'db'));
      expect(names.some((n) => n.includes('idempotent'))).toBe(false);
      // Every folder and file of the backup is the owner's alone, though the umask allowed everyone.
      const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
      expect(entries.some((e) => e.isFile() && e.parentPath.includes(`${path.sep}files`))).toBe(true);
      expect((fs.statSync(dir).mode & 0o777).toString(8)).toBe('700');
      for (const e of entries) {
        const mode = (fs.statSync(path.join(e.parentPath, e.name)).mode & 0o777).toString(8);
        expect(`${e.name} ${mode}`).toBe(`${e.name} ${e.isDirectory() ? '700' : '600'}`);
      }
    } finally {
      process.umask(umask);
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('a key that is not a UUID is a 400', async () => {
    const res = await save(reporter, 'not-a-uuid', cnp(7));
    expect(res.status).toBe(400);
    expect(await notificationsOf(cnp(7))).toBe(0);
  });
});
