import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'unitadmin', 'reporter', 'reporter2', 'reviewer', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const cluj = { countryId: 1, countyId: 127, cityId: 54975 };
const newUnit = (over: Record<string, unknown> = {}) => ({
  name: 'Spitalul de Test',
  typeId: 2,
  ...cluj,
  phone: '0264 123 456',
  email: 'Test@Spital.ro',
  ...over,
});

describe('POST /api/reporting-unit/filter', () => {
  it('pages, counts and sorts by name, city and type', async () => {
    await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: newUnit({ name: 'Alfa', typeId: 4 }),
    });
    await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: newUnit({ name: 'Zeta', typeId: 1, countyId: 403, cityId: 179132 }),
    });
    const page = await s.request('POST', '/api/reporting-unit/filter', {
      token: t.reporter,
      body: { take: 2, skip: 0, sortBy: 'name' },
    });
    expect(page.status).toBe(200);
    expect(page.body.totalRows).toBe(4);
    expect(page.body.items.map((u: { name: string }) => u.name)).toEqual([
      'Alfa',
      'Unitatea demo 1 — Spitalul Clinic de Urgență pentru Copii',
    ]);
    const byCityDesc = await s.request('POST', '/api/reporting-unit/filter', {
      token: t.reporter,
      body: { take: 8, sortBy: 'city', sortDesc: true },
    });
    expect(byCityDesc.body.items[0].city).toBe('Iași');
    const byType = await s.request('POST', '/api/reporting-unit/filter', {
      token: t.reporter,
      body: { take: 8, sortBy: 'type' },
    });
    expect(byType.body.items.map((u: { typeId: number }) => u.typeId)).toEqual([1, 2, 2, 4]);
    const beyond = await s.request('POST', '/api/reporting-unit/filter', {
      token: t.reporter,
      body: { take: 2, skip: 10 },
    });
    expect(beyond.body).toEqual({ items: [], totalRows: 4 });
  });

  it('filters by type and searches the name case-insensitively, wildcards taken literally', async () => {
    const external = await s.request('POST', '/api/reporting-unit/filter', {
      token: t.reporter,
      body: { take: 8, typeId: 4 },
    });
    expect(external.body.items.map((u: { name: string }) => u.name)).toEqual(['Alfa']);
    const search = await s.request('POST', '/api/reporting-unit/filter', {
      token: t.reporter,
      body: { take: 8, search: 'ZET' },
    });
    expect(search.body.totalRows).toBe(1);
    expect(
      (
        await s.request('POST', '/api/reporting-unit/filter', {
          token: t.reporter,
          body: { take: 8, search: '%' },
        })
      ).body.totalRows,
    ).toBe(0);
  });

  it('answers labels in the request language', async () => {
    const en = await s.request('POST', '/api/reporting-unit/filter', {
      token: t.reporter,
      language: 2,
      body: { take: 8, typeId: 4 },
    });
    expect(en.body.items[0]).toMatchObject({
      type: 'External unit',
      country: 'Romania',
      county: 'Cluj',
      city: 'Cluj-Napoca',
    });
  });

  it('refuses a sort column outside the whitelist, and an oversized page', async () => {
    expect(
      (
        await s.request('POST', '/api/reporting-unit/filter', {
          token: t.reporter,
          body: { take: 8, sortBy: 'password' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await s.request('POST', '/api/reporting-unit/filter', { token: t.reporter, body: { take: 100000 } }))
        .status,
    ).toBe(400);
  });
});

describe('adding, editing and deleting units (spec 01 §6)', () => {
  it('only the super administrator adds', async () => {
    for (const who of ['unitadmin', 'reporter', 'reviewer']) {
      expect(
        (await s.request('POST', '/api/reporting-unit', { token: t[who], body: newUnit() })).status,
        who,
      ).toBe(403);
    }
    const created = await s.request('POST', '/api/reporting-unit', { token: t.superadmin, body: newUnit() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Spitalul de Test',
      email: 'test@spital.ro',
      county: 'Cluj',
      city: 'Cluj-Napoca',
      version: 1,
    });
  });

  it('validates the form: limits, county and city in Romania, a typed city abroad, the phone for the country', async () => {
    const bad = await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: { name: '', typeId: 9, countryId: 1, description: 'x'.repeat(2001), email: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.codes).toMatchObject({
      name: 'validation.required',
      typeId: 'validation.required',
      countyId: 'validation.required',
      cityId: 'validation.required',
      description: 'validation.maxLength_2000',
      email: 'validation.email',
    });
    const abroad = await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: { name: 'Clinic', typeId: 4, countryId: 276 },
    });
    expect(abroad.body.codes).toEqual({ city: 'validation.required' });
    const phone = await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: newUnit({ phone: '12' }),
    });
    expect(phone.body.codes).toEqual({ phone: 'validation.invalid' });
    const german = await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: { name: 'Klinik', typeId: 4, countryId: 276, city: 'Berlin', phone: '030 901820' },
    });
    expect(german.status).toBe(200);
    const wrongCity = await s.request('POST', '/api/reporting-unit', {
      token: t.superadmin,
      body: newUnit({ cityId: 95060 }),
    });
    expect(wrongCity.body.codes).toEqual({ cityId: 'validation.invalid' });
  });

  it('the admin of a unit edits it; the admin of another unit and a plain reporter cannot', async () => {
    const unit = (await s.request('GET', '/api/reporting-unit/1', { token: t.unitadmin })).body;
    const edited = await s.request('POST', '/api/reporting-unit', {
      token: t.unitadmin,
      body: { ...unit, description: 'Secția de oncologie pediatrică' },
    });
    expect(edited.body).toMatchObject({});
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Secția de oncologie pediatrică',
      version: unit.version + 1,
    });
    const unit2 = (await s.request('GET', '/api/reporting-unit/2', { token: t.unitadmin })).body;
    expect(
      (
        await s.request('POST', '/api/reporting-unit', {
          token: t.unitadmin,
          body: { ...unit2, name: 'Hijacked' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await s.request('POST', '/api/reporting-unit', {
          token: t.reporter,
          body: { ...edited.body, name: 'X' },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a stale edit with 409', async () => {
    const unit = (await s.request('GET', '/api/reporting-unit/1', { token: t.unitadmin })).body;
    expect(
      (
        await s.request('POST', '/api/reporting-unit', {
          token: t.unitadmin,
          body: { ...unit, address: 'A' },
        })
      ).status,
    ).toBe(200);
    const stale = await s.request('POST', '/api/reporting-unit', {
      token: t.unitadmin,
      body: { ...unit, address: 'B' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('version');
  });

  it('only the super administrator deletes; the unit leaves lists and the sessions of its staff', async () => {
    const created = (
      await s.request('POST', '/api/reporting-unit', {
        token: t.superadmin,
        body: newUnit({ name: 'De șters' }),
      })
    ).body;
    expect(
      (await s.request('DELETE', `/api/reporting-unit/${created.id}`, { token: t.unitadmin })).status,
    ).toBe(403);
    expect(
      (await s.request('DELETE', `/api/reporting-unit/${created.id}`, { token: t.superadmin })).status,
    ).toBe(204);
    expect(
      (await s.request('GET', `/api/reporting-unit/${created.id}`, { token: t.superadmin })).status,
    ).toBe(404);
    expect(
      (await s.request('DELETE', `/api/reporting-unit/${created.id}`, { token: t.superadmin })).status,
    ).toBe(404);
    const audit = await s.database.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.action, 'unit.deleted'),
    });
    expect(audit).toHaveLength(1);
  });
});

describe('dropdowns and visit details', () => {
  it('reporters get only their own units; others all', async () => {
    const mine = await s.request('GET', '/api/reporting-unit/ddl', { token: t.reporter2 });
    expect(mine.body).toEqual([{ id: 2, text: 'Unitatea demo 2 — Institutul Oncologic' }]);
    const all = await s.request('GET', '/api/reporting-unit/ddl', { token: t.reviewer });
    expect(all.body.length).toBeGreaterThan(2);
  });

  it('visit details name the unit admins', async () => {
    const res = await s.request('POST', '/api/reporting-unit/visit-details', {
      token: t.reporter,
      body: { reportingUnitId: 1 },
    });
    expect(res.body.admins).toEqual([
      { fullName: 'Elena Popescu', email: 'unitadmin@demo.local', phone: null },
    ]);
    expect(res.body.employeesCount).toBeGreaterThanOrEqual(4);
  });
});
