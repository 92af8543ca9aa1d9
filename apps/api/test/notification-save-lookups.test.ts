import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListCache,
  dictionariesChangedHere,
  VERSION_CHECK_MS,
} from '../src/modules/dictionaries/list-cache';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody, dictionaryIds } from './notification-fixtures';

// Issue 25: a save reads the dictionaries' codes, the cities' counties and the ICCC-3 associations
// from memory, built once per dictionary version. What a re-import changes is seen by the next save,
// and the answers are the ones the database gives (the city must lie in the county).
let s: TestServer;
let reporter = '';
const { countyId, cityId } = dictionaryIds.romaniaCluj;

beforeAll(async () => {
  s = await startTestServer();
  reporter = await s.signIn('reporter@demo.local');
});
afterAll(() => s.close());

const save = (identifier: string, over: Record<string, any> = {}) =>
  s.request('POST', '/api/cancer-notification/', {
    token: reporter,
    body: completeBody({ ...over, patientDetails: { identifier, ...over.patientDetails } }),
  });

describe('the save reads the reference data from memory, per dictionary version', () => {
  it('refuses a city of another county, and follows a re-import that moves the city', async () => {
    expect((await save(CNP_BOY)).status).toBe(200);
    const [other] = (
      (await s.sql(`select id from counties where id <> ${countyId} order by id limit 1`)) as {
        rows: { id: number }[];
      }
    ).rows;
    const wrongCounty = await save(CNP_GIRL, { patientDetails: { countyId: other.id, cityId } });
    expect(wrongCounty.status).toBe(400);
    expect(JSON.stringify(wrongCounty.body)).toContain('patientDetails.cityId');

    // A re-import moves the city to the other county and stamps a new dictionary version.
    await s.sql(`update localities set county_id = ${other.id} where id = ${cityId}`);
    await s.sql(`insert into app_settings (key, value, updated_at)
      values ('dictionaries.version', '"re-import"'::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
    // As another process's import: this server reads the stamp again within VERSION_CHECK_MS.
    await new Promise((r) => setTimeout(r, VERSION_CHECK_MS + 50));
    const moved = await save(CNP_GIRL, { patientDetails: { countyId: other.id, cityId } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await s.sql(`update localities set county_id = ${countyId} where id = ${cityId}`);
  });
});

describe('the list cache reads the dictionary stamp at most once a second (issue 41)', () => {
  const stampAs = (value: string) =>
    s.sql(`insert into app_settings (key, value, updated_at) values ('dictionaries.version', '"${value}"'::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = now()`);

  it("serves what it built until the window passes, and at once after this process's import", async () => {
    const cache = createListCache(s.database.db);
    let builds = 0;
    const list = () => cache.get('probe', async () => ++builds);
    expect(await list()).toBe(1);
    await stampAs('other-process');
    // Within the window another process's stamp is not read yet: the built answer stays.
    expect(await list()).toBe(1);
    await new Promise((r) => setTimeout(r, VERSION_CHECK_MS + 50));
    expect(await list()).toBe(2);
    await stampAs('this-process');
    dictionariesChangedHere();
    expect(await list()).toBe(3);
  });
});
