import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_BATCH } from '../src/modules/reports/import/notification-import.service';
import { startTestServer, type TestServer } from './harness';
import {
  cnpOfRow,
  completedRow,
  draftRow,
  goodRows,
  importCalls,
  NOTIFICATIONS,
  notificationHeaders,
  readWorkbook,
  toCells,
  xlsx,
} from './import-fixtures';
import { CNP_GIRL } from './notification-fixtures';

// The notification import (spec 02 §7); the vital-status import is reports-import-vital.test.ts.
let s: TestServer;
const t: Record<string, string> = {};
const { upload, count } = importCalls(() => s);

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter', 'reviewer', 'auditor', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
}, 180_000);
afterAll(() => s?.close());

describe('who may import', () => {
  it('the notification import and its template are for super administrators only', async () => {
    const file: [string, Uint8Array] = ['a.xlsx', await xlsx(notificationHeaders, [toCells(draftRow())])];
    expect((await upload(NOTIFICATIONS, null, file)).status).toBe(401);
    for (const who of ['reporter', 'reviewer', 'auditor', 'executive']) {
      expect((await upload(NOTIFICATIONS, t[who], file)).status, who).toBe(403);
      expect((await s.request('GET', `${NOTIFICATIONS}/template`, { token: t[who] })).status, who).toBe(403);
    }
    expect(await count('cancer_notifications')).toBe(0);
  });
});

describe('notification import', () => {
  it('offers a template: Romanian headers, then how to fill each column and its codes', async () => {
    const res = await fetch(`${s.url}${NOTIFICATIONS}/template`, {
      headers: { authorization: `Bearer ${t.superadmin}`, LanguageId: '2' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('.xlsx');
    const book = await readWorkbook(await res.arrayBuffer());
    const [data, help] = book.worksheets;
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(notificationHeaders);
    expect(help.name).toBe('Instructions');
    const reason = help.getRow(notificationHeaders.indexOf('Motivul raportării') + 2);
    expect(reason.getCell(2).value).toBe('The reason number (1–10)');
    // The number the help asks for, not the code that only repeats the label (issue 23 item 7).
    expect(String(reason.getCell(3).value)).toContain('1 – E112');
    expect(String(reason.getCell(3).value)).not.toContain('E112 – E112');
    expect(String(help.getRow(notificationHeaders.indexOf('Sex') + 2).getCell(3).value)).toBe(
      'M – Male\nF – Female',
    );
  });

  it('writes nothing when one row is wrong, and answers the rows with the wrong cells named and marked', async () => {
    const rows = goodRows();
    rows.splice(
      1,
      0,
      completedRow({
        identifier: '5150101400028',
        topography: 'C99.9',
        lastDoctor: '',
        chimioDate: '31.02.2024',
      }),
    );
    const before = await count('cancer_notifications');
    const res = await upload(NOTIFICATIONS, t.superadmin, [
      'notificari.xlsx',
      await xlsx(notificationHeaders, rows.map(toCells)),
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('CancerNotificationsImportErrors.xlsx');
    expect(res.headers.get('x-import-error-rows')).toBe('1');
    expect(await count('cancer_notifications')).toBe(before);
    expect(await count('patients')).toBe(0);

    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const errorColumn = notificationHeaders.length + 1;
    expect(sheet.getRow(1).getCell(errorColumn).value).toBe('Erori');
    expect(sheet.rowCount).toBe(5);
    const wrong = sheet.getRow(3);
    const text = String(wrong.getCell(errorColumn).value);
    expect(text).toContain('Topografie (ICD-O-3): Cod necunoscut');
    expect(text).toContain('Ultimul medic: Câmp obligatoriu');
    expect(text).toContain('Chimioterapie – data: Dată invalidă');
    const at = (header: string) => notificationHeaders.indexOf(header) + 1;
    const fill = (cell: { fill?: unknown }) =>
      (cell.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb;
    expect(fill(wrong.getCell(at('Topografie (ICD-O-3)')))).toBe('FFFFC7CE');
    expect(fill(wrong.getCell(at('Nume')))).toBeUndefined();
    expect(wrong.getCell(at('CNP / identificator')).value).toBe('5150101400028');
    for (const n of [2, 4, 5])
      expect(sheet.getRow(n).getCell(errorColumn).value ?? null, `row ${n}`).toBeNull();

    const en = await upload(
      NOTIFICATIONS,
      t.superadmin,
      ['n.xlsx', await xlsx(notificationHeaders, rows.map(toCells))],
      {},
      '2',
    );
    const enSheet = (await readWorkbook(en.bytes)).worksheets[0];
    expect(enSheet.getRow(1).getCell(errorColumn).value).toBe('Errors');
    expect(String(enSheet.getRow(3).getCell(errorColumn).value)).toContain(
      'Topography (ICD-O-3): Unknown code',
    );
  });

  it('imports a corrected file in full: drafts, completed notifications, patients, cases and versions', async () => {
    const res = await upload(NOTIFICATIONS, t.superadmin, [
      'notificari.xlsx',
      await xlsx(notificationHeaders, goodRows().map(toCells)),
    ]);
    expect(res.status, Buffer.from(res.bytes).toString().slice(0, 300)).toBe(204);
    // The success says how many notifications it wrote, for the toast (issue 23 item 13).
    expect(res.headers.get('x-imported-count')).toBe('3');
    expect(await count('cancer_notifications')).toBe(3);
    expect(await count('patients')).toBe(2);
    expect(await count('cancer_cases')).toBe(1);
    expect(await count('notification_versions')).toBe(3);
    const list = await s.request('POST', '/api/cancer-notification/filter', {
      token: t.superadmin,
      body: { take: 20 },
    });
    expect(list.body.totalRows).toBe(3);
    expect(list.body.items.map((i: { status: number }) => i.status).sort()).toEqual([1, 2, 2]);
    const cases = await s.request('POST', '/api/cancer-cases/filter', {
      token: t.reviewer,
      body: { take: 20 },
    });
    expect(cases.body.totalRows).toBe(1);
    const audit = (await s.sql(`select details from audit_log where action = 'import.notifications'`)) as {
      rows: { details: { rows: number; fileName: string } }[];
    };
    expect(audit.rows[0].details).toMatchObject({ rows: 3, fileName: 'notificari.xlsx' });
  });

  it('refuses every row of a file imported twice, and a row that repeats another', async () => {
    const again = await upload(NOTIFICATIONS, t.superadmin, [
      'notificari.xlsx',
      await xlsx(notificationHeaders, goodRows().map(toCells)),
    ]);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-import-error-rows')).toBe('3');
    const sheet = (await readWorkbook(again.bytes)).worksheets[0];
    expect(String(sheet.getRow(2).getCell(notificationHeaders.length + 1).value)).toBe(
      'Notificarea există deja în registru',
    );
    expect(await count('cancer_notifications')).toBe(3);

    const twin = draftRow({ identifier: '6150524400031', lastName: 'Gemene' });
    const twice = await upload(NOTIFICATIONS, t.superadmin, [
      't.xlsx',
      await xlsx(notificationHeaders, [twin, twin].map(toCells)),
    ]);
    const twiceSheet = (await readWorkbook(twice.bytes)).worksheets[0];
    expect(twiceSheet.getRow(2).getCell(notificationHeaders.length + 1).value ?? null).toBeNull();
    expect(String(twiceSheet.getRow(3).getCell(notificationHeaders.length + 1).value)).toBe(
      'Rândul repetă rândul 2 al fișierului',
    );
    expect(await count('cancer_notifications')).toBe(3);
  });

  it('a repeat names the sheet row it repeats, even after a refused row', async () => {
    const twin = draftRow({ identifier: '6150524400031', lastName: 'Gemene' });
    const res = await upload(NOTIFICATIONS, t.superadmin, [
      't.xlsx',
      await xlsx(
        notificationHeaders,
        [completedRow({ identifier: '5150101400028', topography: 'C99.9' }), twin, twin].map(toCells),
      ),
    ]);
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const error = (n: number) => sheet.getRow(n).getCell(notificationHeaders.length + 1).value ?? null;
    expect(String(error(2))).toContain('Topografie (ICD-O-3): Cod necunoscut');
    expect(error(3)).toBeNull();
    expect(error(4)).toBe('Rândul repetă rândul 3 al fișierului');
    expect(await count('cancer_notifications')).toBe(3);
  });

  it('names every error of a row in one pass: a cell that does not read and the repeat of an earlier row (issue 23)', async () => {
    const row = completedRow({ identifier: '5170404400031', lastName: 'Dublu' });
    const res = await upload(NOTIFICATIONS, t.superadmin, [
      'd.xlsx',
      await xlsx(notificationHeaders, [row, { ...row, topography: 'C99.9' }].map(toCells)),
    ]);
    // The error workbook comes with 200; any other answer is shown (once seen red in CI, not reproduced).
    expect(res.status, Buffer.from(res.bytes).toString().slice(0, 300)).toBe(200);
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const error = String(sheet.getRow(3).getCell(notificationHeaders.length + 1).value);
    expect(error).toContain('Topografie (ICD-O-3): Cod necunoscut');
    expect(error).toContain('Rândul repetă rândul 2 al fișierului');
    expect(await count('cancer_notifications')).toBe(3);
  });

  it('checks a follow-up against the case an earlier row of the same file opened', async () => {
    // The plan hands the follow-up's save the record the first row will write (followedCase): its last
    // contact, 01.06.2025, is the one the follow-up's must come after.
    const res = await upload(NOTIFICATIONS, t.superadmin, [
      'u.xlsx',
      await xlsx(
        notificationHeaders,
        [
          completedRow({ identifier: '5160606400011', lastName: 'Urmat' }),
          completedRow({
            identifier: '5160606400011',
            lastName: 'Urmat',
            reportingReason: '4',
            trackingStatus: '2',
            lastContactDate: '15.05.2025',
          }),
        ].map(toCells),
      ),
    ]);
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const error = (n: number) => sheet.getRow(n).getCell(notificationHeaders.length + 1).value ?? null;
    expect(error(2)).toBeNull();
    expect(String(error(3))).toContain('după ultimul contact din notificarea anterioară (01-06-2025)');
  });

  it('checks a follow-up against a case a row of an earlier batch opened, while that batch is planned', async () => {
    // The first WRITE_BATCH rows are handed to the plan as one batch; the follow-up right after them
    // must wait until that batch is planned (importPipeline) to find the case its first row opens.
    const opened = Array.from({ length: WRITE_BATCH }, (_, i) =>
      completedRow({ identifier: cnpOfRow(5000 + i), lastName: 'Lot' }),
    );
    const followUp = completedRow({
      identifier: cnpOfRow(5000),
      lastName: 'Lot',
      reportingReason: '4',
      trackingStatus: '2',
      lastContactDate: '15.05.2025',
    });
    const res = await upload(NOTIFICATIONS, t.superadmin, [
      'lot.xlsx',
      await xlsx(notificationHeaders, [...opened, followUp].map(toCells)),
    ]);
    expect(res.status).toBe(200);
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    const error = (n: number) => sheet.getRow(n).getCell(notificationHeaders.length + 1).value ?? null;
    expect(error(2)).toBeNull();
    expect(String(error(WRITE_BATCH + 2))).toContain(
      'după ultimul contact din notificarea anterioară (01-06-2025)',
    );
  });

  it('refuses a follow-up whose case the registry does not have', async () => {
    const res = await upload(NOTIFICATIONS, t.superadmin, [
      'f.xlsx',
      await xlsx(notificationHeaders, [
        toCells(completedRow({ identifier: CNP_GIRL, reportingReason: '4', trackingStatus: '2' })),
      ]),
    ]);
    const sheet = (await readWorkbook(res.bytes)).worksheets[0];
    expect(String(sheet.getRow(2).getCell(notificationHeaders.length + 1).value)).toContain(
      'Registrul nu are cazul',
    );
  });
});

describe('bad uploads change nothing and get a clear 400', () => {
  const zipHead = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(7)]);
  it('refuses a wrong extension, a file that is not xlsx, a zip that is no workbook, no file and a malformed body', async () => {
    const good = await xlsx(notificationHeaders, [toCells(draftRow())]);
    const wrongName = await upload(NOTIFICATIONS, t.superadmin, ['notificari.xls', good]);
    expect(wrongName.status).toBe(400);
    expect(wrongName.json.message).toContain('.xlsx');
    const exe = await upload(NOTIFICATIONS, t.superadmin, [
      'virus.xlsx',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 1, 2, 3, 4, 5]),
    ]);
    expect(exe.status).toBe(400);
    const zip = await upload(NOTIFICATIONS, t.superadmin, ['fals.xlsx', zipHead], {}, '2');
    expect(zip.status).toBe(400);
    expect(zip.json.message).toBe('The file is not an Excel workbook (.xlsx) that can be read');
    const none = await upload(NOTIFICATIONS, t.superadmin, null);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Alegeți un fișier .xlsx');
    const empty = await upload(NOTIFICATIONS, t.superadmin, [
      'gol.xlsx',
      await xlsx(notificationHeaders, []),
    ]);
    expect(empty.status).toBe(400);
    const malformed = await fetch(s.url + NOTIFICATIONS, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.superadmin}`,
        'content-type': 'multipart/form-data; boundary=zzz',
        LanguageId: '1',
      },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
    });
    expect(malformed.status).toBe(400);
    const notMultipart = await s.request('POST', NOTIFICATIONS, { token: t.superadmin, body: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect(await count('cancer_notifications')).toBe(3);
  });

  it('refuses a file over 50 MB with the size message', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 10);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await upload(NOTIFICATIONS, t.superadmin, ['mare.xlsx', big], {}, '2');
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('File size should be less than 50 MB');
  }, 30_000);
});

describe('the template', () => {
  it('imports its own example: the Example column of the instructions, as one row, is a valid notification', async () => {
    const res = await fetch(`${s.url}${NOTIFICATIONS}/template`, {
      headers: { authorization: `Bearer ${t.superadmin}`, LanguageId: '1' },
    });
    const help = (await readWorkbook(await res.arrayBuffer())).worksheets[1];
    const example = notificationHeaders.map((_, i) => {
      const value = help.getRow(i + 2).getCell(4).value;
      return value === null || value === '' ? null : String(value);
    });
    expect(example.filter(Boolean).length).toBeGreaterThan(15);
    // Another child than the example's: the tests above imported that one.
    example[notificationHeaders.indexOf('CNP / identificator')] = cnpOfRow(9);
    const before = await count('cancer_notifications');
    // Once a tumour location did not hold the example's topography and the server refused its own example.
    const imported = await upload(NOTIFICATIONS, t.superadmin, [
      'exemplu.xlsx',
      await xlsx(notificationHeaders, [example]),
    ]);
    const errors =
      imported.status === 200
        ? String(
            (await readWorkbook(imported.bytes)).worksheets[0].getRow(2).getCell(example.length + 1).value,
          )
        : '';
    expect(imported.status, errors).toBe(204);
    expect(await count('cancer_notifications')).toBe(before + 1);
  });
});
