import { ListId } from '@registry/domain/dictionaries/list-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJCC_SNOMED_VALUES } from '../src/modules/fhir/fhir-ajcc-values';
import { contentBundle, fhirCnp, TUMOURS } from './fhir-fixtures';
import { expressionsOf, fhirHarness, type MappingRow, notificationOf } from './fhir-harness';
import {
  asReport,
  igContentBundle,
  igEncounterBundle,
  igNonEncounterBundle,
  igPatient,
  igPrimaryCancerCondition,
  romanianPatient,
  withResources,
} from './fhir-ig-examples';
import { startTestServer, type TestServer } from './harness';

// Issue 43: what the registry answers for the IG's own published examples, and for them made
// Romanian; and TNM staging coded in SNOMED CT, as mCODE and the IG's examples code it.
let s: TestServer;
let h: ReturnType<typeof fhirHarness>;
let token = '';
let reporter = '';
/** The registry's TNM entries by list and code (`29:cT2` → id). */
const tnmIds = new Map<string, number>();
const tnmId = (list: number, code: string) => tnmIds.get(`${list}:${code}`);

beforeAll(async () => {
  s = await startTestServer();
  h = fhirHarness(s);
  reporter = await s.signIn('reporter@demo.local');
  ({ token } = await h.newClient(await s.signIn('unitadmin@demo.local')));
  const rows = await h.q<{ list_id: number; id: number; code: string }>(
    `select list_id, id, code from dictionary_entries where list_id in (${ListId.tnmT}, ${ListId.tnmN}, ${ListId.tnmM}, ${ListId.tnmStage})`,
  );
  for (const r of rows) tnmIds.set(`${r.list_id}:${r.code}`, r.id);
}, 120_000);
afterAll(() => s.close());

/** Sends a bundle the registry must refuse; answers the refusal after checking nothing was stored. */
async function refused(bundle: unknown) {
  const before = await h.counts();
  const answer = await h.send('/fhir/R4/Bundle', token, bundle, 'en');
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.resourceType).toBe('OperationOutcome');
  expect(await h.counts()).toEqual(before);
  return answer.body;
}
/** Sends a bundle the registry must take; answers the draft and its mapping report. */
async function accepted(bundle: unknown) {
  const answer = await h.send('/fhir/R4/Bundle', token, bundle, 'en');
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const id = notificationOf(answer.body);
  const read = await s.request('GET', `/api/cancer-notification/${id}`, { token: reporter });
  expect(read.status).toBe(200);
  const mapping = await h.mappingOf(id, reporter);
  const at = (path: string) => mapping.find((m) => m.path === path);
  return { id, notification: read.body, mapping, at };
}
const subjectsOf = (...entries: number[]) => entries.map((i) => `Bundle.entry[${i}].resource.subject`);

describe('the IG’s examples as published are refused, naming why', { timeout: 60_000 }, () => {
  it('the content bundle: every subject `Patient/example` it does not carry, and the cancer it names', async () => {
    const body = await refused(igContentBundle());
    const expressions = expressionsOf(body);
    // The Composition, the stage group, cT2, cN0, cM0, the diabetes Condition and the smoking status.
    for (const path of subjectsOf(0, 2, 3, 4, 5, 6, 7)) expect(expressions).toContain(path);
    expect(expressions).toContain('Bundle.entry[0].resource.section[0].entry[0]');
    expect(expressions).toContain('Bundle.entry');
    // Context the registry does not read may point outside the bundle.
    expect(expressions).not.toContain('Bundle.entry[0].resource.encounter');
    expect(JSON.stringify(body)).toContain('Patient/example');
  });

  it('with the IG’s patient as published: its US record number system is named', async () => {
    const body = await refused(withResources(igContentBundle(), igPatient()));
    const expressions = expressionsOf(body);
    expect(expressions).toContain('Bundle.entry[9].resource.identifier');
    expect(expressions).toContain('Bundle.entry[9].resource.identifier[0].system');
    expect(expressions.filter((e) => e.endsWith('.subject'))).toEqual([]);
    const diagnostics = body.issue.map((i: { diagnostics: string }) => i.diagnostics).join(' ');
    expect(diagnostics).toContain('http://hospital.smarthealthit.org');
  });

  it('the non-encounter bundle, as published and with the IG’s patient', async () => {
    expect(expressionsOf(await refused(igNonEncounterBundle()))).toEqual(
      expect.arrayContaining([...subjectsOf(0, 2), 'Bundle.entry']),
    );
    const withPatient = expressionsOf(await refused(withResources(igNonEncounterBundle(), igPatient())));
    expect(withPatient).toEqual([
      'Bundle.entry[4].resource.identifier',
      'Bundle.entry[4].resource.identifier[0].system',
    ]);
  });
});

describe('made acceptable: the IG’s examples with a Romanian patient', { timeout: 60_000 }, () => {
  it('the content bundle alone is refused: its diabetes problem is never taken for the tumour', async () => {
    const body = await refused(withResources(asReport(igContentBundle(), 'ig-ro-1'), romanianPatient('401')));
    expect(expressionsOf(body)).toEqual(['Bundle.entry[0].resource.section[0].entry[0]', 'Bundle.entry']);
  });

  it('with the cancer it names: a draft, SNOMED CT kept as received, the TNM observations mapped', async () => {
    const bundle = withResources(
      asReport(igContentBundle(), 'ig-ro-2'),
      romanianPatient('402'),
      igPrimaryCancerCondition(),
    );
    const { id, notification, at } = await accepted(bundle);
    expect(notification.patientDetails).toMatchObject({
      identifier: fhirCnp('402', 6),
      genderId: 2,
      countyId: 127,
      cityId: 54975,
    });
    // The IG's Condition is dated only by its assertedDate extension.
    expect(notification.cancerDiagnostic.diagnosticDate).toBe('2023-03-21');
    expect(at('Bundle.entry[10].resource.extension[0]')?.became).toBe('cancerDiagnostic.diagnosticDate');
    // SNOMED CT diagnosis, site and histology: shown to the registrar, never guessed into ICD-O-3.
    expect(notification.cancerDiagnostic.topologicCodeId ?? null).toBeNull();
    expect(notification.cancerMorphology.morphologyCodeId ?? null).toBeNull();
    for (const [path, code] of [
      ['Bundle.entry[10].resource.code', '408643008'],
      ['Bundle.entry[10].resource.bodySite[0]', '80248007'],
      ['Bundle.entry[10].resource.extension[1]', '82711006'],
      ['Bundle.entry[10].resource.stage[0].summary', '1222766008'],
    ]) {
      expect(at(path), path).toMatchObject({ became: 'not mapped' });
      expect(at(path)?.received).toContain(code);
    }
    // Clinical staging: IIA (the registry's II), cT2, cN0, cM0.
    expect(notification.cancerTnmStadialization).toMatchObject({
      stageTypeId: 1,
      stadializationStageId: tnmId(ListId.tnmStage, 'cII'),
      stadializationTId: tnmId(ListId.tnmT, 'cT2'),
      stadializationNId: tnmId(ListId.tnmN, 'cN0'),
      stadializationMId: tnmId(ListId.tnmM, 'cM0'),
    });
    expect(at('Bundle.entry[2].resource.valueCodeableConcept')).toMatchObject({
      became: 'cancerTnmStadialization.stadializationStageId',
    });
    expect(at('Bundle.entry[2].resource.valueCodeableConcept')?.received).toContain('1222766008');
    expect(at('Bundle.entry[3].resource.valueCodeableConcept')?.received).toContain('1228929004');
    // The problem list and the smoking status are kept as received.
    expect(at('Bundle.entry[6].resource')?.became).toBe('not mapped');
    expect(at('Bundle.entry[7].resource')?.became).toBe('not mapped');

    // Its resend (same Composition.identifier, no Bundle.identifier) updates the same draft.
    const before = await h.counts();
    const again = await h.send('/fhir/R4/Bundle', token, bundle, 'en');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(notificationOf(again.body)).toBe(id);
    expect(await h.counts()).toEqual(before);
  });

  it('the IG’s primary cancer profile is recognised where no section names the cancer', async () => {
    const bundle = withResources(
      asReport(igContentBundle(), 'ig-ro-3'),
      romanianPatient('403'),
      igPrimaryCancerCondition(),
    );
    (bundle.entry[0].resource as { section?: unknown }).section = undefined;
    const { at } = await accepted(bundle);
    expect(at('Bundle.entry[10].resource.code')?.received).toContain('408643008');
    expect(at('Bundle.entry[6].resource')?.received).toContain('E11');
  });

  it('the non-encounter and the encounter based bundles become drafts', async () => {
    const plain = await accepted(
      withResources(asReport(igNonEncounterBundle(), 'ig-ro-4'), romanianPatient('404')),
    );
    expect(plain.at('Bundle.entry[2].resource.code')?.received).toContain('408643008');
    const surgery = await accepted(
      withResources(asReport(igEncounterBundle(), 'ig-ro-5'), romanianPatient('405')),
    );
    expect(surgery.at('Bundle.entry[3].resource')).toMatchObject({ became: 'not mapped' });
    expect(surgery.at('Bundle.entry[3].resource')?.received).toContain('735085002');
  });
});

const SCT = 'http://snomed.info/sct';
const LOINC = 'http://loinc.org';
type Staging = [codeSystem: string, code: string, valueCode: string, display?: string][];
/** A Wilms tumour report (ICD-O-3 coded) whose staging observations are the given ones, values in SNOMED CT. */
function staged(key: string, serial: string, staging: Staging) {
  const bundle = contentBundle(key, { cnp: fhirCnp(serial) }, { ...TUMOURS.wilms, tnm: [] });
  const observations = staging.map(([system, code, value, display], i) => ({
    fullUrl: `http://hospital.test/fhir/Observation/s${i}`,
    resource: {
      resourceType: 'Observation',
      id: `s${i}`,
      status: 'final',
      code: { coding: [{ system, code }] },
      subject: { reference: 'Patient/p1' },
      valueCodeableConcept: { coding: [{ system: SCT, code: value, ...(display ? { display } : {}) }] },
    },
  }));
  return { ...bundle, entry: [...bundle.entry, ...observations] } as typeof bundle;
}

describe('TNM coded in SNOMED CT', { timeout: 60_000 }, () => {
  it('pathological T, N, M and stage group by their SNOMED CT observation codes', async () => {
    const { notification } = await accepted(
      staged('snomed-p-1', '501', [
        [SCT, '384625004', '1229852009'],
        [SCT, '371494008', '1229947003'],
        [SCT, '371497001', '1229916009'],
        [SCT, '399588009', '1222837003'],
      ]),
    );
    expect(notification.cancerTnmStadialization).toMatchObject({
      stageTypeId: 2,
      stadializationTId: tnmId(ListId.tnmT, 'pT2'),
      stadializationNId: tnmId(ListId.tnmN, 'pN0'),
      stadializationMId: tnmId(ListId.tnmM, 'pM1'),
      stadializationStageId: tnmId(ListId.tnmStage, 'pIV'),
    });
  });

  it('LOINC-coded observations with SNOMED CT values (the IG STU1’s cT3)', async () => {
    const { notification } = await accepted(
      staged('snomed-loinc-1', '502', [
        [LOINC, '21905-5', '1228938002'],
        [LOINC, '21906-3', '1229984001'],
        [LOINC, '21908-9', '1222806003'],
      ]),
    );
    expect(notification.cancerTnmStadialization).toMatchObject({
      stageTypeId: 1,
      stadializationTId: tnmId(ListId.tnmT, 'cT3'),
      stadializationNId: tnmId(ListId.tnmN, 'cN3'),
      stadializationStageId: tnmId(ListId.tnmStage, 'cIII'),
    });
  });

  it.each([
    [
      'a code not in the table, whatever its display says',
      '511',
      '1228930009',
      'American Joint Committee on Cancer cT2 (qualifier value)',
    ],
    ['an N value in a T observation', '512', '1229967007', undefined],
    ['a pathological value in a clinical observation', '513', '1229852009', undefined],
  ])('%s is kept as received text', async (_, serial, value, display) => {
    const { notification, at } = await accepted(
      staged(`snomed-x-${serial}`, serial, [[SCT, '399504009', value, display]]),
    );
    expect(notification.cancerTnmStadialization.stadializationTId ?? null).toBeNull();
    const row = at('Bundle.entry[3].resource.valueCodeableConcept') as MappingRow;
    expect(row).toMatchObject({ became: 'not mapped' });
    expect(row.received).toContain(value);
  });

  it('every value of the table is one the registry’s TNM lists hold', () => {
    const lists = { T: ListId.tnmT, N: ListId.tnmN, M: ListId.tnmM, stage: ListId.tnmStage };
    for (const [code, v] of AJCC_SNOMED_VALUES)
      for (const prefix of v.prefix ? [v.prefix] : ['c', 'p'])
        expect(tnmId(lists[v.axis], `${prefix}${v.value}`), `${code} ${v.ajcc}`).toBeDefined();
  });
});
