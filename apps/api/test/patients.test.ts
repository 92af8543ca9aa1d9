import { ROMANIA_COUNTRY_ID } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPendingHoldings } from './child-holding-fixtures';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody, draftBody } from './notification-fixtures';

/** Issue 14, patients: the record every notification of a child shares, edited on its own screen. */
let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<'boy' | 'girl' | 'other', number> = { boy: 0, girl: 0, other: 0 };
const CNP_OTHER = '5160202400014'; // reported only by unit 2
const ROMANIA = ROMANIA_COUNTRY_ID;
let otherCityOfCluj = 0;

const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reviewer', 'auditor', 'executive', 'reporter', 'reporter2', 'unitadmin'])
    t[who] = await s.signIn(`${who}@demo.local`);
  // Completed new-diagnosis reports: a unit holds a child's record by reporting the tumour (a draft grants nothing).
  const report = async (token: string, unit: number, identifier: string, lastName: string) => {
    const res = await s.request('POST', '/api/cancer-notification', {
      token,
      body: completeBody({
        notificationOverview: { reportingUnitId: unit },
        patientDetails: { identifier, firstName: 'Ion', lastName, countyId: 127, cityId: 54975 },
      }),
    });
    if (res.status !== 200) throw new Error(`fixture: ${JSON.stringify(res.body)}`);
    return res.body.patientDetails.patientId as number;
  };
  ids.boy = await report(t.reporter, 1, CNP_BOY, 'Popescu');
  await report(t.reporter2, 2, CNP_BOY, 'Popescu');
  // Unit 2 shares the boy's record once a reviewer confirms its link to him (issue 38).
  await confirmPendingHoldings(s);
  ids.girl = await report(t.reporter, 1, CNP_GIRL, 'Ionescu');
  ids.other = await report(t.reporter2, 2, CNP_OTHER, 'Marin');
  const cities = await s.request('GET', '/api/language/city/127', { token: t.reporter });
  otherCityOfCluj = cities.body.find((c: { id: number }) => c.id !== 54975).id;
}, 60_000);
afterAll(() => s.close());

const read = (id: number, token = t.reporter) => s.request('GET', `/api/patient/${id}`, { token });

/** The form fields of a patient as read: every scalar the screen sends back. */
async function fieldsOf(id: number, token = t.reporter) {
  const p = (await read(id, token)).body;
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== null && typeof v !== 'object'));
}

const save = (
  fields: Record<string, unknown>,
  options: { token?: string; files?: Record<string, [string, Uint8Array]> } = {},
) => s.form('/api/patient', fields, { token: options.token ?? t.reporter, files: options.files });

describe('POST /api/patient/filter', () => {
  const list = (token: string, body: Record<string, unknown> = {}) =>
    s.request('POST', '/api/patient/filter', { token, body: { take: 20, ...body } });

  it('a reporter sees the patients their unit notified, with every unit that shares each', async () => {
    const res = await list(t.reporter, { sortBy: 'name' });
    expect(res.status).toBe(200);
    expect(res.body.totalRows).toBe(2);
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual([ids.girl, ids.boy]);
    const boy = res.body.items[1];
    expect(boy).toMatchObject({ identifier: CNP_BOY, fullName: 'Popescu Ion', isSocialCase: false });
    expect(boy.units).toHaveLength(2);
    expect(boy.age).toBeGreaterThanOrEqual(10);
  });

  it('reviewers and the super administrator see every patient', async () => {
    for (const token of [t.reviewer, t.superadmin]) expect((await list(token)).body.totalRows).toBe(3);
  });

  it('searches a prefix of the identifier or of the names, and filters', async () => {
    const total = async (body: Record<string, unknown>, token = t.reviewer) =>
      (await list(token, body)).body.totalRows;
    expect(await total({ search: CNP_BOY.slice(0, 7) })).toBe(1);
    expect(await total({ search: 'pop' })).toBe(1);
    expect(await total({ search: 'POP io' })).toBe(1);
    expect(await total({ search: 'opescu' })).toBe(0);
    expect(await total({ search: '100%_' })).toBe(0);
    expect(await total({ reportingUnitId: 2 })).toBe(2);
    expect(await total({ genderId: 2 })).toBe(1);
    expect(await total({ search: 'marin' }, t.reporter)).toBe(0);
  });

  it('refuses executives and auditors (403) and an unknown sort (400)', async () => {
    expect((await list(t.executive)).status).toBe(403);
    expect((await list(t.auditor)).status).toBe(403);
    expect((await list(t.reporter, { sortBy: 'password' })).status).toBe(400);
  });
});

describe('GET /api/patient/:id', () => {
  it('answers the patient with the CNP-derived identity; the read is audited', async () => {
    const res = await read(ids.boy);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      identifier: CNP_BOY,
      genderId: 1,
      birthdate: '2015-01-01',
      homeCountryId: ROMANIA,
      homeCountyId: 127,
      homeCityId: 54975,
      // The second unit's notification carried the same general data: nothing changed, no new version.
      version: 1,
    });
    expect(res.body.reportingUnits.map((u: { id: number }) => u.id).sort()).toEqual([1, 2]);
    const audit = await rows<{ action: string }>(
      `select action from audit_log where entity = 'patient' and entity_id = '${ids.boy}' and action = 'patient.read'`,
    );
    expect(audit.length).toBeGreaterThan(0);
  });

  it("another unit's reporter gets 404, executives and auditors 403", async () => {
    expect((await read(ids.girl, t.reporter2)).status).toBe(404);
    expect((await read(ids.other, t.reporter)).status).toBe(404);
    expect((await read(999999, t.reviewer)).status).toBe(404);
    expect((await read(ids.girl, t.executive)).status).toBe(403);
    expect((await read(ids.girl, t.auditor)).status).toBe(403);
  });
});

describe('POST /api/patient', () => {
  it('a reporter changes the care address of a shared child: all units see it, with the warning', async () => {
    const fields = await fieldsOf(ids.boy);
    const res = await save({
      ...fields,
      careCountryId: ROMANIA,
      careCountyId: 127,
      careCityId: otherCityOfCluj,
      careAddress: 'Str. Spitalului 3',
      numberOfKm: 42,
      phone: '0722 000 111',
      email: 'parinte@example.ro',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ version: 2, careCityId: otherCityOfCluj, numberOfKm: 42 });
    expect(res.body.warning).toBe(
      'Pacientul este raportat de 2 unități: datele generale vor fi actualizate pentru toate',
    );
    const seenByUnit2 = (await read(ids.boy, t.reporter2)).body;
    expect(seenByUnit2).toMatchObject({ careAddress: 'Str. Spitalului 3', email: 'parinte@example.ro' });
    const [audit] = await rows<{ details: { changed: string[]; version: number } }>(
      `select details from audit_log where action = 'patient.updated' and entity_id = '${ids.boy}' order by id desc limit 1`,
    );
    expect(audit.details.version).toBe(2);
    expect(audit.details.changed).toEqual(
      expect.arrayContaining(['careCountryId', 'careCityId', 'careAddress', 'numberOfKm', 'phone', 'email']),
    );
    expect(JSON.stringify(audit.details)).not.toContain('Spitalului');
  });

  it('a name change shows on every notification of the child', async () => {
    const fields = await fieldsOf(ids.boy, t.reporter2);
    expect((await save({ ...fields, firstName: 'Ionuț' }, { token: t.reporter2 })).status).toBe(200);
    const notifications = await rows<{ id: number }>(
      `select id from cancer_notifications where patient_id = ${ids.boy} and reporting_unit_id = 1`,
    );
    const n = await s.request('GET', `/api/cancer-notification/${notifications[0].id}`, {
      token: t.reporter,
    });
    expect(n.body.patientDetails.firstName).toBe('Ionuț');
  });

  it('a child of one unit only saves without the warning', async () => {
    const res = await save(await fieldsOf(ids.girl));
    expect(res.status).toBe(200);
    expect(res.body.warning).toBeNull();
  });

  it('a stale save gets 409 and changes nothing', async () => {
    const fields = await fieldsOf(ids.girl);
    expect((await save({ ...fields, lastName: 'Întâi' })).status).toBe(200);
    const res = await save({ ...fields, lastName: 'Al doilea' });
    expect(res.status).toBe(409);
    expect(res.body.field).toBe('version');
    expect((await read(ids.girl)).body.lastName).toBe('Întâi');
  });

  it("a notification's save in between makes the patient screen's save stale", async () => {
    const fields = await fieldsOf(ids.boy);
    const notification = await s.request('POST', '/api/cancer-notification', {
      token: t.reporter2,
      body: draftBody({
        notificationOverview: { reportingUnitId: 2 },
        patientDetails: {
          identifier: CNP_BOY,
          firstName: 'Ionel',
          lastName: 'Popescu',
          countyId: 127,
          cityId: 54975,
        },
      }),
    });
    expect(notification.status).toBe(200);
    const res = await save({ ...fields, firstName: 'Ion' });
    expect(res.status).toBe(409);
    expect((await read(ids.boy)).body.firstName).toBe('Ionel');
  });

  it('a CNP that belongs to another patient answers 409 identifier (translated)', async () => {
    const fields = await fieldsOf(ids.girl);
    const res = await save({ ...fields, identifier: CNP_BOY });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      field: 'identifier',
      message: 'O înregistrare cu același identificator (CNP) există deja',
    });
    expect((await read(ids.girl)).body.identifier).toBe(CNP_GIRL);
  });

  it('a new valid CNP re-derives gender and birth date', async () => {
    const fields = await fieldsOf(ids.girl);
    const res = await save({ ...fields, identifier: '6150524400031', genderId: 1, birthdate: '2001-01-01' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ identifier: '6150524400031', genderId: 2, birthdate: '2015-05-24' });
    const back = await save({ ...(await fieldsOf(ids.girl)), identifier: CNP_GIRL });
    expect(back.status).toBe(200);
  });

  it('bad input gets translated 400s and changes nothing', async () => {
    const fields = await fieldsOf(ids.girl);
    const before = (await read(ids.girl)).body.version;
    const ro = await save({ ...fields, identifier: '6150524400024' });
    expect(ro.status).toBe(400);
    expect(ro.body.errors.identifier).toBe('CNP invalid');
    const english = new FormData();
    for (const [k, v] of Object.entries({ ...fields, identifier: '6150524400024' }))
      english.append(k, String(v));
    const en = await fetch(`${s.url}/api/patient`, {
      method: 'POST',
      headers: { LanguageId: '2', authorization: `Bearer ${t.reporter}` },
      body: english,
    });
    expect(en.status).toBe(400);
    expect(((await en.json()) as { errors: Record<string, string> }).errors.identifier).toBe('Invalid CNP');
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '12' }, 'phone'],
      [{ homeCityId: 999999999 }, 'homeCityId'],
      [{ homeCountyId: '' }, 'homeCountyId'],
      [{ careCountyId: 127 }, 'careCountryId'],
      [{ careCountryId: 276 }, 'careCity'],
      [{ numberOfKm: -3 }, 'numberOfKm'],
      [{ lastName: '' }, 'lastName'],
      [{ email: 'nu-e-email' }, 'email'],
    ];
    for (const [over, field] of cases) {
      const res = await save({ ...fields, ...over });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
      expect(typeof res.body.errors[field]).toBe('string');
    }
    expect((await read(ids.girl)).body.version).toBe(before);
  });

  it("another unit's reporter cannot save the patient (404)", async () => {
    const res = await save(await fieldsOf(ids.girl), { token: t.reporter2 });
    expect(res.status).toBe(404);
  });
});

describe('patient files: agreement (kind 2) and social survey (kind 3)', () => {
  const download = (storage: string, kind: number, token: string) =>
    fetch(`${s.url}/api/document/${storage}/${kind}`, { headers: { authorization: `Bearer ${token}` } });

  it('stores both files, serves them only within scope, audits the downloads', async () => {
    const res = await save(
      { ...(await fieldsOf(ids.girl)), isSocialCase: true },
      {
        files: {
          agreement: ['acord.pdf', sampleFiles.pdf()],
          socialSurvey: ['ancheta.pdf', sampleFiles.pdf()],
        },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      agreementName: 'acord.pdf',
      socialSurveyName: 'ancheta.pdf',
      isSocialCase: true,
    });
    const agreement = await download(res.body.agreementStorageName, 2, t.reporter);
    expect(agreement.status).toBe(200);
    expect(new Uint8Array(await agreement.arrayBuffer())).toEqual(sampleFiles.pdf());
    expect((await download(res.body.socialSurveyStorageName, 3, t.reviewer)).status).toBe(200);
    expect((await download(res.body.socialSurveyStorageName, 3, t.reporter2)).status).toBe(404);
    expect((await download(res.body.agreementStorageName, 2, t.reporter2)).status).toBe(404);
    const audit = await rows<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'patient.file-read' and entity_id = '${ids.girl}'`,
    );
    expect(audit[0].n).toBe(2);
  });

  it('a survey needs a social case; unticking the flag removes the survey', async () => {
    const fields = await fieldsOf(ids.girl);
    const refused = await save(
      { ...fields, isSocialCase: false },
      { files: { socialSurvey: ['ancheta.pdf', sampleFiles.pdf()] } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.socialSurvey).toBe('Ancheta socială se atașează doar pentru un caz social');
    const before = (await read(ids.girl)).body;
    const unticked = await save({ ...fields, isSocialCase: false });
    expect(unticked.status).toBe(200);
    expect(unticked.body).toMatchObject({ socialSurveyName: null, agreementName: 'acord.pdf' });
    expect((await download(before.socialSurveyStorageName, 3, t.reporter)).status).toBe(404);
  });

  it('refuses a file of the wrong type and keeps the old one', async () => {
    const res = await save(await fieldsOf(ids.girl), {
      files: { agreement: ['virus.exe', sampleFiles.exe()] },
    });
    expect(res.status).toBe(400);
    expect((await read(ids.girl)).body.agreementName).toBe('acord.pdf');
  });

  it('deleteAgreement removes the agreement', async () => {
    const res = await save({ ...(await fieldsOf(ids.girl)), deleteAgreement: true });
    expect(res.status).toBe(200);
    expect(res.body.agreementName).toBeNull();
  });
});
