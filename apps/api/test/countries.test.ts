import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { draftBody } from './notification-fixtures';

// Issue 17 item 7: the spec numbers Romania 1 ("the county list is for country 1"); 1 means Romania
// wherever a country id is read, and Romania's ISO code 642 is still understood and stored as 1.
let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter']) t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const unit = (countryId: number, name: string) => ({
  name,
  typeId: 2,
  countryId,
  countyId: 127,
  cityId: 54975,
});
/** A treatment abroad needs its kind too; the first of the abroad-treatment list (48) will do. */
const abroad = async (treatmentCountryId: number) => {
  const [kind] = await rows('select id from dictionary_entries where list_id = 48 order by id limit 1');
  return { hasAbroadTreatment: true, abroadTreatmentTypeId: kind.id, treatmentCountryId };
};
const rows = async (text: string) => ((await s.sql(text)) as { rows: Record<string, unknown>[] }).rows;

describe('Romania is country 1', () => {
  it('the country list gives Romania id 1 and has no 642', async () => {
    const list = await s.request('GET', '/api/language/lists/2', { token: t.reporter, language: 2 });
    const ro = list.body.find((c: { code: string }) => c.code === 'RO');
    expect(ro).toMatchObject({ id: 1, text: 'Romania' });
    expect(list.body.some((c: { id: number }) => c.id === 642)).toBe(false);
  });

  it('the county list for country 1 (and for the ISO code) is Romania’s', async () => {
    const one = await s.request('GET', '/api/language/county/1', { token: t.reporter });
    expect(one.body).toHaveLength(42);
    expect((await s.request('GET', '/api/language/county/642', { token: t.reporter })).body).toEqual(
      one.body,
    );
  });

  it('saves a unit with countryId 1, county and city required as in Romania; 642 is stored as 1', async () => {
    const saved = await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: unit(1, 'Spitalul Unu'),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ countryId: 1, country: 'România', countyId: 127, cityId: 54975 });
    const iso = await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: unit(642, 'Spitalul ISO'),
    });
    expect(iso.status).toBe(200);
    expect(iso.body.countryId).toBe(1);
    const noCounty = await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: { ...unit(1, 'Fără județ'), countyId: null, cityId: null },
    });
    expect(noCounty.status).toBe(400);
    expect(Object.keys(noCounty.body.codes).sort()).toEqual(['cityId', 'countyId']);
  });

  it('a notification’s treatment country: Romania’s id 1 is kept, 642 is read as 1', async () => {
    for (const sent of [1, 642]) {
      const body = draftBody({ cancerTreatment: await abroad(sent) });
      const res = await s.request('POST', '/api/cancer-notification/', { token: t.reporter, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const read = await s.request('GET', `/api/cancer-notification/${res.body.id}`, { token: t.reporter });
      expect(read.body.cancerTreatment.treatmentCountryId).toBe(1);
      await s.request('DELETE', `/api/cancer-notification/${res.body.id}`, { token: t.reporter });
    }
  });

  it('migration 0015 renumbers Romania from 642 in every table that holds a country id', async () => {
    const body = draftBody({ cancerTreatment: await abroad(1) });
    const saved = await s.request('POST', '/api/cancer-notification/', { token: t.reporter, body });
    expect(saved.status).toBe(200);
    const id = saved.body.id;
    // Put the database back as it was before the migration …
    await s.sql('update countries set id = 642 where id = 1');
    await s.sql('update reporting_units set country_id = 642 where country_id = 1');
    for (const [table, column] of [
      ['cancer_notifications', 'data'],
      ['notification_versions', 'snapshot'],
    ])
      await s.sql(
        `update ${table} set ${column} = jsonb_set(${column}, '{cancerTreatment,treatmentCountryId}', '642') where ${column} #>> '{cancerTreatment,treatmentCountryId}' = '1'`,
      );
    // … and run it again.
    const file = path.resolve(import.meta.dirname, '../src/db/migrations/0015_romania_country_one.sql');
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await s.sql(statement);
    expect(await rows('select id from countries where alpha2 = $$RO$$')).toEqual([{ id: 1 }]);
    expect(await rows('select count(*)::int as n from reporting_units where country_id = 642')).toEqual([
      { n: 0 },
    ]);
    expect(await rows('select count(*)::int as n from reporting_units where country_id = 1')).not.toEqual([
      { n: 0 },
    ]);
    const data = await rows(
      `select data #>> '{cancerTreatment,treatmentCountryId}' as c from cancer_notifications where id = ${id}`,
    );
    expect(data).toEqual([{ c: '1' }]);
    const versions = await rows(
      `select distinct snapshot #>> '{cancerTreatment,treatmentCountryId}' as c from notification_versions where notification_id = ${id}`,
    );
    expect(versions).toEqual([{ c: '1' }]);
  });
});
