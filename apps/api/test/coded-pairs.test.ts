import { codedPairMsg, notificationMsg } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  cnpOfRow,
  completedRow,
  draftRow,
  importCalls,
  NOTIFICATIONS,
  notificationHeaders,
  readWorkbook,
  toCells,
  xlsx,
} from './import-fixtures';
import { CNP_GIRL, completeBody, dictionaryIds, draftBody } from './notification-fixtures';

// Issue 39 items 2 and 3: the save and the import refuse a coded pair the form could not make and a
// death-certificate-only basis for a child diagnosed in life; the registry check flags stored ones.
let s: TestServer;
const t: Record<string, string> = {};
const { upload, count } = importCalls(() => s);
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
}, 180_000);
afterAll(() => s?.close());

const save = (body: unknown, language: 1 | 2 = 1) =>
  s.request('POST', '/api/cancer-notification/', { token: t.reporter, body, language });
const stored = () => count('cancer_notifications');

/** A saved body is refused with 400 on `field` with `code`, and nothing is stored. */
async function expectRefused(body: unknown, field: string, code: string) {
  const before = await stored();
  const res = await save(body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.codes?.[field], JSON.stringify(res.body)).toBe(code);
  expect(await stored()).toBe(before);
  return res;
}

/** An entry of `listId` whose parent is not `parentId` (the starter set's ids, read rather than guessed). */
async function entryNotUnder(listId: number, parentId: number) {
  const found = (await s.sql(
    `select id from dictionary_entries where list_id = ${listId} and parent_id is not null and parent_id <> ${parentId} order by id limit 1`,
  )) as { rows: { id: number }[] };
  return found.rows[0].id;
}

const THORAX = 3;
const ADRENAL = dictionaryIds.topographyAdrenal;

describe('the save refuses an incoherent coded pair, a draft too', () => {
  it('tumour location 3 (thorax) with C74.9 (adrenal gland), translated and naming the topography', async () => {
    const body = completeBody({ cancerDiagnostic: { tumorLocationId: THORAX, topologicCodeId: ADRENAL } });
    await expectRefused(body, 'cancerDiagnostic.topologicCodeId', codedPairMsg.topography);
    await expectRefused(
      draftBody({ cancerDiagnostic: { tumorLocationId: THORAX, topologicCodeId: ADRENAL } }),
      'cancerDiagnostic.topologicCodeId',
      codedPairMsg.topography,
    );
    const ro = await save(body, 1);
    expect(ro.body.errors['cancerDiagnostic.topologicCodeId']).toBe(
      'Codul topografic nu aparține localizării tumorii alese',
    );
    const en = await save(body, 2);
    expect(en.body.errors['cancerDiagnostic.topologicCodeId']).toBe(
      'The topography does not belong to the chosen tumour location',
    );
  });

  it('the same topography under its own location (15, endocrine glands) is saved', async () => {
    const res = await save(
      completeBody({ cancerDiagnostic: { tumorLocationId: 15, topologicCodeId: ADRENAL } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cancerDiagnostic).toMatchObject({ tumorLocationId: 15, topologicCodeId: ADRENAL });
  });

  it('a morphology of another behaviour, or without one', async () => {
    const benign = 80000; // 8000/0
    await expectRefused(
      draftBody({
        cancerMorphology: { behaviorId: dictionaryIds.behaviourMalignant, morphologyCodeId: benign },
      }),
      'cancerMorphology.morphologyCodeId',
      codedPairMsg.morphology,
    );
    await expectRefused(
      draftBody({ cancerMorphology: { behaviorId: null, morphologyCodeId: dictionaryIds.neuroblastoma } }),
      'cancerMorphology.morphologyCodeId',
      codedPairMsg.morphology,
    );
  });

  it('an ICCC-3 subgroup of another main group, and a group the morphology and topography do not give', async () => {
    // IVa (401) belongs to IV, not to III.
    await expectRefused(
      draftBody({ cancerMorphology: { icC3PrimaryId: 3, icC3CategoryId: 401 } }),
      'cancerMorphology.icC3CategoryId',
      codedPairMsg.iccc3,
    );
    // A neuroblastoma of the adrenal gland is IVa: the form fills and locks it, so III is refused.
    await expectRefused(
      completeBody({ cancerMorphology: { icC3PrimaryId: 3, icC3CategoryId: null, icC3SubcategoryId: null } }),
      'cancerMorphology.icC3PrimaryId',
      codedPairMsg.iccc3Association,
    );
  });

  it('a city outside the county', () =>
    expectRefused(
      draftBody({
        patientDetails: { identifier: CNP_GIRL, firstName: 'A', lastName: 'B', countyId: 127, cityId: 95060 },
      }),
      'patientDetails.cityId',
      codedPairMsg.city,
    ));

  it('a Toronto level 1 of another class, and a level 2 under another level 1', async () => {
    const level1 = await entryNotUnder(26, 1);
    await expectRefused(
      draftBody({ cancerTorontoStadialization: { diagnosticClassId: 1, torontoLevel1Id: level1 } }),
      'cancerTorontoStadialization.torontoLevel1Id',
      codedPairMsg.toronto,
    );
    const [own] = (
      (await s.sql(
        `select id, parent_id as "parentId" from dictionary_entries where list_id = 26 and parent_id is not null order by id limit 1`,
      )) as {
        rows: { id: number; parentId: number }[];
      }
    ).rows;
    const level2 = await entryNotUnder(27, own.id);
    await expectRefused(
      draftBody({
        cancerTorontoStadialization: {
          diagnosticClassId: own.parentId,
          torontoLevel1Id: own.id,
          torontoLevel2Id: level2,
        },
      }),
      'cancerTorontoStadialization.torontoLevel2Id',
      codedPairMsg.toronto,
    );
  });

  it('a pathological T under the clinical stage type', async () => {
    const pT = await entryNotUnder(29, 1);
    await expectRefused(
      draftBody({ cancerTnmStadialization: { stageTypeId: 1, stadializationTId: pT } }),
      'cancerTnmStadialization.stadializationTId',
      codedPairMsg.tnm,
    );
  });

  it('an id the dictionaries do not hold is still named as unknown', async () => {
    await expectRefused(
      draftBody({
        cancerMorphology: { behaviorId: dictionaryIds.behaviourMalignant, morphologyCodeId: 95004 },
      }),
      'cancerMorphology.morphologyCodeId',
      'validation.invalid',
    );
  });
});

/** Basis of diagnosis DCO: id 1, code 0. */
const DCO = 1;

describe('death certificate only agrees with the rest of the record', () => {
  it('is refused for a living, treated child, naming the basis and the vital status, nothing stored', async () => {
    const res = await expectRefused(
      completeBody({ cancerDiagnostic: { registrationBaseId: DCO } }),
      'cancerDiagnostic.registrationBaseId',
      notificationMsg.dcoAlive,
    );
    expect(res.body.codes['notificationOverview.isPatientDead']).toBe(notificationMsg.dcoAlive);
    const en = await save(completeBody({ cancerDiagnostic: { registrationBaseId: DCO } }), 2);
    expect(en.body.errors['cancerDiagnostic.registrationBaseId']).toContain('death certificate only');
  });

  it('is refused with a histopathology result and with chemotherapy given, naming each', async () => {
    const res = await expectRefused(
      completeBody({
        cancerDiagnostic: { registrationBaseId: DCO },
        cancerHistopathology: { examinationDate: '2024-03-10', histoResult: 'Neuroblastom' },
      }),
      'cancerHistopathology.histoResult',
      notificationMsg.dcoWithHistology,
    );
    expect(res.body.codes['cancerTreatment.hasChimio']).toBe(notificationMsg.dcoWithTreatment);
  });

  it('a draft may still hold it while unfinished', async () => {
    const res = await save(draftBody({ cancerDiagnostic: { registrationBaseId: DCO } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('the import refuses the same rows into its error workbook', () => {
  it('names the row and the column of a wrong pair and of DCO for a living child; the good rows import once corrected', async () => {
    // Children of their own (the saves above filed the fixture's boy), so only the new rules refuse.
    const good = () => [completedRow({ identifier: cnpOfRow(1) }), draftRow({ identifier: cnpOfRow(2) })];
    const rows = [
      ...good(),
      completedRow({ identifier: cnpOfRow(3), tumourLocation: '3' }),
      completedRow({ identifier: cnpOfRow(4), registrationBase: '0' }),
      completedRow({ identifier: cnpOfRow(5), city: '95060' }),
    ];
    const before = await stored();
    const res = await upload(NOTIFICATIONS, t.superadmin, [
      'n.xlsx',
      await xlsx(notificationHeaders, rows.map(toCells)),
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-import-error-rows')).toBe('3');
    expect(await stored()).toBe(before);
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const errorColumn = notificationHeaders.length + 1;
    const errorsOf = (row: number) => String(sheet.getRow(row).getCell(errorColumn).value ?? '');
    for (const row of [2, 3]) expect(errorsOf(row), `row ${row}`).toBe('');
    expect(errorsOf(4)).toContain('Codul topografic nu aparține localizării tumorii alese');
    expect(errorsOf(5)).toContain('doar certificat de deces');
    expect(errorsOf(6)).toContain('Localitatea nu se află în județul ales');
    const fill = (row: number, header: string) =>
      (
        sheet.getRow(row).getCell(notificationHeaders.indexOf(header) + 1).fill as {
          fgColor?: { argb?: string };
        }
      )?.fgColor?.argb;
    expect(fill(4, 'Topografie (ICD-O-3)')).toBe('FFFFC7CE');
    expect(fill(5, 'Baza diagnosticului')).toBe('FFFFC7CE');

    const corrected = await upload(NOTIFICATIONS, t.superadmin, [
      'n.xlsx',
      await xlsx(notificationHeaders, good().map(toCells)),
    ]);
    expect(corrected.status, Buffer.from(corrected.bytes).toString().slice(0, 300)).toBe(204);
    expect(await stored()).toBe(before + 2);
  });
});

describe('the registry check flags what an older version stored', () => {
  it('a stored DCO record of a living, treated child is Invalid under basis-of-diagnosis', async () => {
    const res = await s.request('POST', '/api/cancer-notification/', {
      token: t.reporter,
      body: completeBody({ patientDetails: { identifier: '5150101400052' } }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // As an older version could store it: the save took basis 0 without a word.
    await s.sql(`update cancer_notifications set data = jsonb_set(data, '{cancerDiagnostic,registrationBaseId}', '1')
      where id = ${res.body.id}`);
    const started = await s.request('POST', '/api/registry-check', { token: t.reviewer, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let latest: {
      runId: number;
      status: string;
      counts: { checkId: string; severity: string; count: number }[];
    } = { runId: 0, status: 'running', counts: [] };
    for (let i = 0; i < 200 && !(latest.runId === started.body.runId && latest.status !== 'running'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      latest =
        (await s.request('GET', '/api/registry-check/latest', { token: t.reviewer })).body.latest ?? latest;
    }
    expect(latest.status).toBe('finished');
    const invalid = latest.counts.find((c) => c.checkId === 'basis-of-diagnosis' && c.severity === 'Invalid');
    expect(invalid?.count).toBe(1);
    const records = await s.request('POST', `/api/registry-check/${started.body.runId}/records`, {
      token: t.reviewer,
      body: { checkId: 'basis-of-diagnosis', severity: 'Invalid' },
    });
    expect(records.status, JSON.stringify(records.body)).toBe(200);
    expect(records.body.items.map((r: { notificationId: number }) => r.notificationId)).toEqual([
      res.body.id,
    ]);
    expect(records.body.items[0].messageKey).toBe(notificationMsg.dcoAlive);
  });
});
