import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStarter } from '../src/modules/dictionaries/import/run-import';
import { startTestServer, type TestServer } from './harness';

// The list calls over real HTTP on the starter set (what a fresh `npm start` has).
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await loadStarter(server.database.db);
  token = await server.signIn('reporter@demo.local');
});
afterAll(async () => server?.close());

const get = (path: string, language: 1 | 2 = 1) => server.request('GET', path, { token, language });
type Item = { id: number; code: string | null; text: string; option: number | null };
const byId = (items: Item[], id: number) => items.find((i) => i.id === id);

const SIGNED_IN_CALLS = [
  '/api/cancer-notification/lists',
  '/api/cancer-notification/marker-ranks',
  '/api/cancer-notification/prognostic-factor-ranks',
  '/api/cancer-notification/95003/1749/association',
  '/api/language/lists/7',
  '/api/language/grouplists/1/1',
  '/api/language/list/1/12',
  '/api/language/notification-many-to-many-lists',
  '/api/language/county/1',
  '/api/language/city/127',
  '/api/language/synonyms/4',
];

describe('dictionary calls', () => {
  it.each(SIGNED_IN_CALLS)('%s answers 401 without a token', async (path) => {
    const res = await server.request('GET', path);
    expect(res.status).toBe(401);
  });

  it.each(SIGNED_IN_CALLS)('%s answers 200 with a token', async (path) => {
    expect((await get(path)).status).toBe(200);
  });

  it('lists/{id} follows the LanguageId header', async () => {
    const ro = await get('/api/language/lists/7', 1);
    const en = await get('/api/language/lists/7', 2);
    expect(ro.body.map((i: Item) => i.text)).toEqual(['Masculin', 'Feminin']);
    expect(en.body.map((i: Item) => i.text)).toEqual(['Male', 'Female']);
  });

  it('list/{languageId}/{tableId} follows the path language; behaviour ids are code + 1', async () => {
    const ro = await get('/api/language/list/1/12', 2);
    const en = await get('/api/language/list/2/12', 1);
    expect(byId(ro.body, 4)).toMatchObject({ code: '3', text: 'Malign, localizare primară' });
    expect(byId(en.body, 4)).toMatchObject({ code: '3', text: 'Malignant, primary site' });
    expect(ro.body.map((i: Item) => i.id)).toEqual([1, 2, 3, 4, 7, 10]);
  });

  it('grouplists answers every list of the group in the path language', async () => {
    const ro = await get('/api/language/grouplists/1/2');
    const en = await get('/api/language/grouplists/2/2');
    expect(Object.keys(ro.body)).toEqual(
      expect.arrayContaining(['reportingReason', 'topography', 'morphology', 'deathReason']),
    );
    expect(byId(ro.body.reportingReason, 10)?.text).toBe('Caz găsit pasiv');
    expect(byId(en.body.reportingReason, 10)?.text).toBe('Passively found case');
    expect(byId(ro.body.trackingStatus, 3)?.text).toBe('Decedat');
    expect(ro.body.topography).toHaveLength(330);
    expect(byId(ro.body.topography, 1719)).toMatchObject({ code: 'C71.9', text: 'Creier, FAS' });
    expect(byId(en.body.topography, 1719)).toMatchObject({ code: 'C71.9', text: 'Brain, NOS' });
    expect(byId(ro.body.deathReason, 999999)?.text).toBe('Altă cauză');
    expect(byId(en.body.deathReason, 999998)?.text).toBe('Cause unavailable');
    expect(byId(ro.body.topography, 999999)).toBeUndefined();
  });

  it('unknown list and group ids are 404, a non-numeric id is 400', async () => {
    expect((await get('/api/language/lists/999')).status).toBe(404);
    expect((await get('/api/language/grouplists/1/99')).status).toBe(404);
    expect((await get('/api/language/lists/abc')).status).toBe(400);
    expect((await get('/api/language/list/3/7')).status).toBe(400);
  });

  it('counties for Romania (1 or 642), none elsewhere; cities by county SIRUTA', async () => {
    const counties = await get('/api/language/county/1');
    expect(counties.body).toHaveLength(42);
    expect(byId(counties.body, 127)).toMatchObject({ code: 'CJ', text: 'Cluj' });
    expect((await get('/api/language/county/642')).body).toHaveLength(42);
    expect((await get('/api/language/county/276')).body).toEqual([]);
    const cities = await get('/api/language/city/127');
    expect(byId(cities.body, 54975)).toMatchObject({ code: '54975', text: 'Cluj-Napoca', option: 127 });
    const countries = await get('/api/language/lists/2', 2);
    expect(byId(countries.body, 1)).toMatchObject({ code: 'RO', text: 'Romania' });
    expect(byId((await get('/api/language/lists/2', 1)).body, 1)?.text).toBe('România');
  });

  it('synonyms/{behaviourId} keeps only codes with "/" + (id − 1), in the header language', async () => {
    const malignant = await get('/api/language/synonyms/4', 1);
    expect(malignant.body.every((s: { code: string }) => s.code.endsWith('/3'))).toBe(true);
    expect(malignant.body).toContainEqual(
      expect.objectContaining({
        code: '9500/3',
        value: 'Neuroblastom, FAS',
        level: 1,
        morphologyCodeId: 95003,
      }),
    );
    const en = await get('/api/language/synonyms/4', 2);
    expect(en.body).toContainEqual(
      expect.objectContaining({ code: '9500/3', value: 'Neuroblastoma, NOS', level: 1 }),
    );
    const borderline = await get('/api/language/synonyms/2');
    expect(borderline.body.length).toBeGreaterThan(0);
    expect(borderline.body.every((s: { code: string }) => s.code.endsWith('/1'))).toBe(true);
    expect((await get('/api/language/synonyms/11')).status).toBe(400);
  });

  it('cancer-notification/lists answers every form list, units of the reporter and derived collections', async () => {
    const ro = await get('/api/cancer-notification/lists', 1);
    const en = await get('/api/cancer-notification/lists', 2);
    expect(ro.status).toBe(200);
    expect(ro.body.reportingUnits.length).toBeGreaterThan(0);
    expect(byId(ro.body.lists.gender, 1)?.text).toBe('Masculin');
    expect(byId(en.body.lists.gender, 1)?.text).toBe('Male');
    expect(byId(ro.body.lists.torontoDiagnosticClass, 1)?.text).toBe('Leucemie acută limfoblastică');
    expect(byId(en.body.lists.torontoDiagnosticClass, 1)?.text).toBe('Acute lymphoblastic leukaemia');
    expect(ro.body.imaginingSubcategoriesWithContrastMaterial).toEqual(expect.arrayContaining([302, 402]));
    expect(ro.body.imaginingSubcategoriesWithContrastMaterial).not.toContain(301);
    const wilmsRisk = ro.body.tumorGradings.find((g: Item) => g.code === 'SIOP-HIGH');
    expect(wilmsRisk.histologicTypeSubtypeIds).toEqual([4]);
    expect(ro.body.morphoPrognosticAssociations).toContainEqual({
      morphologyCodeId: 95003,
      factorListId: 36,
      factorId: 1,
      rank: 1,
    });
  });

  it('marker and prognostic factor ranks, and the many-to-many pairs', async () => {
    const markers = await get('/api/cancer-notification/marker-ranks');
    expect(markers.body).toContainEqual({ id: 2, morphologyCodeId: 95003, rank: 2 });
    const factors = await get('/api/cancer-notification/prognostic-factor-ranks');
    expect(factors.body).toContainEqual({ id: 3, morphologyCodeId: 98353, rank: 1 });
    const links = await get('/api/language/notification-many-to-many-lists');
    expect(links.body.tumorLocationTopographies).toContainEqual({ leftId: 14, rightId: 1719 });
    expect(links.body.imagingCategorySubcategories).toContainEqual({ leftId: 4, rightId: 402 });
    expect(links.body.histologicTypeTumorGradings).toContainEqual({ leftId: 1, rightId: 14 });
  });
});

describe('morphology–topography association (ICCC-3 IARC 2017)', () => {
  it.each([
    // [morphology id, topography id, icc3Type, icc3Id, primary, category, subcategory]
    ['precursor cell leukaemia in marrow', 98353, 1421, 3, 10101, 1, 101, 10101],
    ['neuroblastoma of the adrenal', 95003, 1749, 2, 401, 4, 401, null],
    ['retinoblastoma (group V has no subgroups)', 95103, 1692, 1, 5, 5, null, null],
    ['nephroblastoma of the kidney', 89603, 1649, 3, 60101, 6, 601, 60101],
    ['pilocytic astrocytoma, non-malignant CNS', 94211, 1716, 2, 302, 3, 302, null],
  ])('%s', async (_, morpho, topo, type, id, primary, category, subcategory) => {
    const res = await get(`/api/cancer-notification/${morpho}/${topo}/association`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      morphologyCodeId: morpho,
      topologicCodeId: topo,
      icc3Type: type,
      icc3Id: id,
      icc3PrimaryId: primary,
      icc3CategoryId: category,
      icc3SubcategoryId: subcategory,
      isValidAssociation: true,
    });
  });

  it('answers the default with isValidAssociation false when no group applies', async () => {
    const benign = await get('/api/cancer-notification/80000/1509/association');
    expect(benign.body).toMatchObject({ icc3Id: null, icc3Type: null, isValidAssociation: false });
    const retinoblastomaInBrain = await get('/api/cancer-notification/95103/1719/association');
    expect(retinoblastomaInBrain.body.isValidAssociation).toBe(false);
  });

  it('unknown ids are 404, malformed ids 400', async () => {
    expect((await get('/api/cancer-notification/12345/1719/association')).status).toBe(404);
    expect((await get('/api/cancer-notification/95003/abc/association')).status).toBe(400);
  });
});
