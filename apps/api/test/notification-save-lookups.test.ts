import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const moved = await save(CNP_GIRL, { patientDetails: { countyId: other.id, cityId } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await s.sql(`update localities set county_id = ${countyId} where id = ${cityId}`);
  });
});
