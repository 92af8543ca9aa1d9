import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  completedRow,
  goodRows,
  importCalls,
  NOTIFICATIONS,
  notificationHeaders,
  readWorkbook,
  toCells,
  toVitalCells,
  VITAL,
  vitalHeaders,
  xlsx,
} from './import-fixtures';
import { CNP_BOY } from './notification-fixtures';

// The vital-status import (spec 02 §7) over a registry that the notification import filled: the
// boy's neuroblastoma (an E112 and its follow-up) and a girl's draft — three versions.
let s: TestServer;
const t: Record<string, string> = {};
const { upload, count } = importCalls(() => s);

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter', 'reviewer', 'auditor', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  const seeded = await upload(NOTIFICATIONS, t.superadmin, [
    'notificari.xlsx',
    await xlsx(notificationHeaders, goodRows().map(toCells)),
  ]);
  if (seeded.status !== 204) throw new Error(`seed import: ${seeded.status}`);
}, 180_000);
afterAll(() => s?.close());

describe('who may import vital statuses', () => {
  it('the vital-status import is for reviewers and super administrators', async () => {
    const file: [string, Uint8Array] = ['v.xlsx', await xlsx(vitalHeaders, [])];
    expect((await upload(VITAL, null, file, { statusDate: '2025-06-30' })).status).toBe(401);
    for (const who of ['reporter', 'auditor', 'executive'])
      expect((await upload(VITAL, t[who], file, { statusDate: '2025-06-30' })).status, who).toBe(403);
    for (const who of ['reviewer', 'superadmin'])
      expect((await s.request('GET', `${VITAL}/template`, { token: t[who] })).status, who).toBe(200);
  });
});

describe('vital-status template', () => {
  it('lists the codes its instructions ask for: 1–4 with their meaning, never the internal keys', async () => {
    for (const [languageId, expected] of [
      ['1', '1 – În viață, fără boală\n2 – În viață, cu boală\n3 – Decedat\n4 – Necunoscut'],
      ['2', '1 – Alive, disease-free\n2 – Alive with disease\n3 – Dead\n4 – Unknown'],
    ]) {
      const res = await fetch(`${s.url}${VITAL}/template`, {
        headers: { authorization: `Bearer ${t.reviewer}`, LanguageId: languageId },
      });
      const [, help] = (await readWorkbook(await res.arrayBuffer())).worksheets;
      const status = help.getRow(vitalHeaders.indexOf('Status vital') + 2);
      expect(String(status.getCell(2).value)).toMatch(/^1 /);
      expect(String(status.getCell(3).value)).toBe(expected);
    }
  });
});

describe('vital-status import', () => {
  const vital = async (
    rows: Record<string, unknown>[],
    fields: Record<string, string> = { statusDate: '2025-06-30' },
    token = t.reviewer,
  ) => upload(VITAL, token, ['status.xlsx', await xlsx(vitalHeaders, rows.map(toVitalCells))], fields);

  it('requires a status date between 1990-01-01 and today', async () => {
    const row = { identifier: CNP_BOY, vitalStatus: '1', lastContactDate: '01.06.2025' };
    const missing = await vital([row], {});
    expect(missing.status).toBe(400);
    expect(missing.json.errors.statusDate).toBe('Câmp obligatoriu');
    for (const statusDate of ['1989-12-31', '2999-01-01', 'ieri'])
      expect((await vital([row], { statusDate })).status, statusDate).toBe(400);
    // The form of a date, but no day of the calendar: invalid, not "out of range".
    for (const statusDate of ['2024-02-30', '2023-02-29', '2024-04-31']) {
      const res = await vital([row], { statusDate });
      expect(res.status, statusDate).toBe(400);
      expect(res.json.errors.statusDate, statusDate).toBe('Câmp invalid');
    }
    expect((await vital([row], { statusDate: '1990-01-01' })).status).toBe(200);
    expect(await count('notification_versions')).toBe(3);
  });

  it('refuses unknown identifiers, deaths before diagnosis and contacts after the status date, writing nothing', async () => {
    const res = await vital([
      {
        identifier: CNP_BOY,
        vitalStatus: '3',
        deathDate: '01.01.2024',
        deathReason: 'C74.9',
        lastContactDate: '01.01.2024',
      },
      { identifier: '5150101400028', vitalStatus: '1', lastContactDate: '01.06.2025' },
      { identifier: CNP_BOY, vitalStatus: '1', lastContactDate: '01.07.2025' },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('EroriStatusVital.xlsx');
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const err = (n: number) => String(sheet.getRow(n).getCell(vitalHeaders.length + 1).value);
    expect(err(2)).toBe('Data decesului: Data decesului este înaintea datei diagnosticului');
    expect(err(3)).toBe('CNP / identificator: Niciun caz nu are acest identificator');
    // Row 4 names the boy's case as row 2 does: said now, not after row 2 is corrected (issue 23).
    expect(err(4)).toBe(
      'Data ultimului contact: Data ultimului contact este după data statusului; CNP / identificator: Rândul repetă rândul 2 al fișierului',
    );
    expect(await count('notification_versions')).toBe(3);
  });

  it('names every error of a row in one pass: its cells that do not read and the CNP no case has (issue 23)', async () => {
    const res = await vital([
      {
        identifier: '5170404400031',
        vitalStatus: '3',
        deathDate: '31.02.2024',
        deathReason: 'C74.9',
        lastContactDate: '01.07.2025',
      },
    ]);
    expect(res.status).toBe(200);
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const errors = String(sheet.getRow(2).getCell(vitalHeaders.length + 1).value).split('; ');
    expect(errors).toHaveLength(3);
    expect(errors).toContain('CNP / identificator: Niciun caz nu are acest identificator');
    expect(errors).toContain('Data ultimului contact: Data ultimului contact este după data statusului');
    expect(errors.find((e) => e.startsWith('Data decesului: '))).toBeDefined();
    expect(await count('notification_versions')).toBe(3);
  });

  it('a file of good rows and one bad row writes nothing and names only the bad row', async () => {
    const res = await vital([
      { identifier: CNP_BOY, vitalStatus: '2', lastContactDate: '15.06.2025' },
      { identifier: '5150101400028', vitalStatus: '1', lastContactDate: '01.06.2025' },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-import-error-rows')).toBe('1');
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const error = (n: number) => sheet.getRow(n).getCell(vitalHeaders.length + 1).value ?? null;
    expect(error(2)).toBeNull();
    expect(error(3)).toBe('CNP / identificator: Niciun caz nu are acest identificator');
    expect(await count('notification_versions')).toBe(3);
  });

  it('refuses the same case twice in one file, naming the row it repeats', async () => {
    const res = await vital([
      { identifier: CNP_BOY, vitalStatus: '2', lastContactDate: '15.06.2025' },
      { identifier: CNP_BOY, vitalStatus: '1', lastContactDate: '16.06.2025' },
    ]);
    expect(res.status).toBe(200);
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const error = (n: number) => sheet.getRow(n).getCell(vitalHeaders.length + 1).value ?? null;
    expect(error(2)).toBeNull();
    expect(error(3)).toBe('CNP / identificator: Rândul repetă rândul 2 al fișierului');
    expect(await count('notification_versions')).toBe(3);
  });

  it('gives each case a new follow-up version, visible in case evolution, and puts it back to review', async () => {
    const cases = async () =>
      (await s.request('POST', '/api/cancer-cases/filter', { token: t.reviewer, body: { take: 20 } })).body;
    const before = (await cases()).items[0];
    const review = await s.request('POST', `/api/cancer-cases/${before.caseId}/review`, {
      token: t.reviewer,
      body: { caseVersion: before.caseVersion },
    });
    expect(review.status).toBe(204);
    expect((await cases()).toBeReviewedCases).toBe(0);

    const row = {
      identifier: CNP_BOY,
      vitalStatus: '3',
      // After the current record's last contact (2025-06-01): a follow-up reports a new contact.
      deathDate: '20.06.2025',
      deathReason: 'C74.9',
      lastContactDate: '20.06.2025',
    };
    const res = await vital([row]);
    expect(res.status, Buffer.from(res.bytes).toString().slice(0, 300)).toBe(204);
    // The success says how much it wrote, for the toast (issue 23 item 13).
    expect(res.headers.get('x-imported-count')).toBe('1');
    const after = await cases();
    expect(after.toBeReviewedCases).toBe(1);
    expect(after.items[0].caseVersion).toBe(before.caseVersion + 1);

    const evolution = await s.request('POST', '/api/cancer-cases/evolution', {
      token: t.reviewer,
      body: { cancerNotificationId: after.items[0].id },
    });
    expect(evolution.status).toBe(200);
    const [newest, previous] = evolution.body.items;
    expect(newest.createdByUser).toBe('Radu Evaluator');
    expect(newest.sections.overview.isPatientDead).toBe('Da');
    expect(previous.sections.overview.isPatientDead).toBe('Nu');
    expect(newest.sections.diagnostic.topography).toBe(previous.sections.diagnostic.topography);

    // The same file again changes nothing, so it adds no version.
    const versions = await count('notification_versions');
    const again = await vital([row]);
    expect(again.status, Buffer.from(again.bytes).toString().slice(0, 300)).toBe(204);
    expect(again.headers.get('x-imported-count')).toBe('0');
    expect(await count('notification_versions')).toBe(versions);
    const audit = (await s.sql(
      `select details from audit_log where action = 'import.vitalStatus' order by id`,
    )) as { rows: { details: { versions: number; statusDate: string } }[] };
    expect(audit.rows.map((r) => r.details.versions)).toEqual([1, 0]);
  });
  it('asks for the morphology when the identifier has several cases', async () => {
    const wilms = completedRow({
      reportingReason: '7',
      topography: 'C64.9',
      tumourLocation: '12',
      morphology: '8960/3',
    });
    const second = await upload(NOTIFICATIONS, t.superadmin, [
      'wilms.xlsx',
      await xlsx(notificationHeaders, [toCells(wilms)]),
    ]);
    expect(second.status, Buffer.from(second.bytes).toString().slice(0, 300)).toBe(204);
    const row = { identifier: CNP_BOY, vitalStatus: '2', lastContactDate: '15.06.2025' };
    const ambiguous = await vital([row]);
    expect(ambiguous.status).toBe(200);
    const sheet = (await readWorkbook(ambiguous.bytes)).worksheets[0];
    expect(String(sheet.getRow(2).getCell(vitalHeaders.length + 1).value)).toBe(
      'CNP / identificator: Identificatorul aparține mai multor cazuri; completați codul de morfologie',
    );
    const unknownMorphology = await vital([{ ...row, morphology: '9500/6' }]);
    expect(
      String(
        (await readWorkbook(unknownMorphology.bytes)).worksheets[0].getRow(2).getCell(vitalHeaders.length + 1)
          .value,
      ),
    ).toContain('Pacientul nu are niciun caz cu această morfologie');
    const versions = await count('notification_versions');
    expect((await vital([{ ...row, morphology: '8960/3' }])).status).toBe(204);
    expect(await count('notification_versions')).toBe(versions + 1);
  });

  it("finds a foreign patient's case whatever the letter case of the identifier in the file", async () => {
    const foreigner = completedRow({
      identifier: 'AB12345',
      isForeigner: 'DA',
      gender: 'F',
      birthdate: '05.05.2016',
      lastName: 'Smith',
      firstName: 'Anna',
    });
    const seeded = await upload(NOTIFICATIONS, t.superadmin, [
      'strain.xlsx',
      await xlsx(notificationHeaders, [toCells(foreigner)]),
    ]);
    expect(seeded.status, Buffer.from(seeded.bytes).toString().slice(0, 300)).toBe(204);
    const versions = await count('notification_versions');
    const res = await vital([{ identifier: ' ab12345 ', vitalStatus: '2', lastContactDate: '15.06.2025' }]);
    expect(res.status, Buffer.from(res.bytes).toString().slice(0, 300)).toBe(204);
    expect(await count('notification_versions')).toBe(versions + 1);
  });
});
