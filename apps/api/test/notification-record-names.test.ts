// Issue 41 item 1, migration 0059: a notification row carries a copy of its child's registry names so
// a unit's name search reads one index. The copy must follow the record wherever it changes — a
// rename of the child, a notification moved to another child (a merge) — or the search finds a child
// by a name the registry no longer has, or misses it by the one it has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody } from './notification-fixtures';

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, number> = {};

const save = async (token: string, body: unknown) => {
  const res = await s.request('POST', '/api/cancer-notification/', { token, body });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
};
/** The ids a search finds, as `who` sees the list. */
const found = async (who: string, search: string) => {
  const res = await s.request('POST', '/api/cancer-notification/filter', {
    token: t[who],
    body: { take: 20, search },
  });
  expect(res.status).toBe(200);
  const body = res.body as { totalRows: number; items: { id: number; lastName: string }[] };
  expect(body.totalRows).toBe(body.items.length);
  return body.items.map((i) => i.id).sort((a, b) => a - b);
};
const copyOf = async (id: number) =>
  (
    (await s.sql(
      `select record_first_name as first, record_last_name as last from cancer_notifications where id = ${id}`,
    )) as { rows: { first: string; last: string }[] }
  ).rows[0];

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
  ids.boy = (
    await save(
      t.reporter,
      completeBody({ patientDetails: { identifier: CNP_BOY, firstName: 'Radu', lastName: 'Vasilache' } }),
    )
  ).id;
  ids.girl = (
    await save(
      t.reporter,
      completeBody({ patientDetails: { identifier: CNP_GIRL, firstName: 'Ioana', lastName: 'Marinescu' } }),
    )
  ).id;
});
afterAll(() => s.close());

describe("a notification's copy of its child's names", () => {
  it('is written with the notification: the search finds the child by either name, for the unit and the reviewer', async () => {
    expect(await copyOf(ids.boy)).toEqual({ first: 'Radu', last: 'Vasilache' });
    for (const who of ['reporter', 'reviewer']) {
      expect(await found(who, 'vasil')).toEqual([ids.boy]);
      expect(await found(who, 'Rad')).toEqual([ids.boy]);
    }
  });

  it('follows a rename of the child: found by the new name, no longer by the old one', async () => {
    await s.sql(`update patients set last_name = 'Dumitrescu' where identifier = '${CNP_BOY}'`);
    expect(await copyOf(ids.boy)).toEqual({ first: 'Radu', last: 'Dumitrescu' });
    // The reviewer reads the registry's names only; the holding unit too (its row shows the record's).
    for (const who of ['reporter', 'reviewer']) {
      expect(await found(who, 'Dumitr')).toEqual([ids.boy]);
      expect(await found(who, 'Vasil')).toEqual([]);
    }
  });

  it('follows a notification moved to another child (a merge keeps the survivor)', async () => {
    await s.sql(
      `update cancer_notifications set patient_id = (select patient_id from cancer_notifications where id = ${ids.girl})
        where id = ${ids.boy}`,
    );
    expect(await copyOf(ids.boy)).toEqual({ first: 'Ioana', last: 'Marinescu' });
    expect(await found('reviewer', 'Marin')).toEqual([ids.boy, ids.girl].sort((a, b) => a - b));
    expect(await found('reviewer', 'Dumitr')).toEqual([]);
  });
});
