import { randomUUID } from 'node:crypto';
import { cnpCheckDigit } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { rowsOf } from './medical-case-fixtures';
import { completeBody, draftBody } from './notification-fixtures';

/**
 * Issue 26, several servers: a save sent again with the same Idempotency-Key (its answer was lost when
 * a server died) is written once, and the repeat gets the first answer (platform/idempotency.ts).
 */
/** A valid CNP of a boy born in January 2014, one per test (`n` is the day). */
const cnp = (n: number) => {
  const first12 = `51401${String(n).padStart(2, '0')}52001`;
  return `${first12}${cnpCheckDigit(first12)}`;
};

let s: TestServer;
let reporter: string;
let reviewer: string;

const save = (token: string, key: string | undefined, identifier: string) =>
  s.request('POST', '/api/cancer-notification', {
    token,
    body: completeBody({ patientDetails: { identifier } }),
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
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
  it('is written once; the repeat gets the first answer, marked as replayed', async () => {
    const key = randomUUID();
    const first = await save(reporter, key, cnp(1));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await save(reporter, key, cnp(1));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await notificationsOf(cnp(1))).toBe(1);
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
    await s.sql(`insert into idempotent_requests (user_id, key, method, path)
      values (${userId}, '${key}', 'POST', '/api/cancer-notification')`);
    const refused = await save(reporter, key, cnp(5));
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('errors.requestRepeated');
    expect(refused.body.message).toMatch(/^Această salvare a fost deja trimisă/);
    expect(await notificationsOf(cnp(5))).toBe(0);
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

  it('a key that is not a UUID is a 400', async () => {
    const res = await save(reporter, 'not-a-uuid', cnp(7));
    expect(res.status).toBe(400);
    expect(await notificationsOf(cnp(7))).toBe(0);
  });
});
