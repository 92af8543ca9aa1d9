import { NOTIFICATION_IMPORT_COLUMNS, VITAL_STATUS_COLUMNS } from '@registry/domain';
import ExcelJS from 'exceljs';
import type { TestServer } from './harness';
import { CNP_BOY, CNP_GIRL } from './notification-fixtures';

export const NOTIFICATIONS = '/api/cancer-notification-import';
export const VITAL = '/api/cancer-case-status-import';

/** Multipart uploads whose answer is read as bytes (the error workbook) or JSON (a refusal), and a row counter. */
export function importCalls(server: () => TestServer) {
  async function upload(
    path: string,
    token: string | null,
    file: [string, Uint8Array] | null,
    fields: Record<string, string> = {},
    language = '1',
  ) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (file) body.append('file', new Blob([file[1]]), file[0]);
    const headers: Record<string, string> = { LanguageId: language };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(server().url + path, { method: 'POST', headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return {
      status: res.status,
      headers: res.headers,
      bytes,
      json: isJson ? JSON.parse(Buffer.from(bytes).toString()) : null,
    };
  }
  const count = async (table: string) =>
    Number(
      ((await server().sql(`select count(*)::int as n from ${table}`)) as { rows: { n: number }[] }).rows[0]
        .n,
    );
  return { upload, count };
}

/** A workbook with these headers and rows, as the bytes an upload sends. */
export async function xlsx(headers: string[], rows: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Notificari');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export async function readWorkbook(bytes: ArrayBuffer | Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as ArrayBuffer);
  return book;
}

/** A row of the notification template as a record by column key. */
export type ImportRow = Record<string, unknown>;

export const notificationHeaders = NOTIFICATION_IMPORT_COLUMNS.map((c) => c.ro);
export const vitalHeaders = VITAL_STATUS_COLUMNS.map((c) => c.ro);
export const toCells = (row: ImportRow) => NOTIFICATION_IMPORT_COLUMNS.map((c) => row[c.key] ?? null);
export const toVitalCells = (row: ImportRow) => VITAL_STATUS_COLUMNS.map((c) => row[c.key] ?? null);

/** A valid CNP of a boy born in 2014 (county 52, serial by row), distinct for each `i`. */
export function cnpOfRow(i: number) {
  const born = new Date(Date.UTC(2014, 0, 1 + (i % 365)));
  const body = `5${born.toISOString().slice(2, 10).replaceAll('-', '')}52${String(1 + Math.floor(i / 365)).padStart(3, '0')}`;
  const sum = [...body].reduce((t, d, k) => t + Number(d) * Number('279146358279'[k]), 0) % 11;
  return body + (sum === 10 ? 1 : sum);
}

/** A completed E112 of a neuroblastoma of the adrenal gland, in codes, every rule satisfied. */
export const completedRow = (over: ImportRow = {}): ImportRow => ({
  identifier: CNP_BOY,
  lastName: 'Popescu',
  firstName: 'Ion',
  county: '127',
  city: '54975',
  reportingUnit: '1',
  reportingReason: '1',
  status: '2',
  lastContactDate: '01.06.2025',
  lastDoctor: 'Dr. Pop',
  diagnosticDate: new Date(Date.UTC(2024, 2, 10)),
  clinicalStartDate: '01.02.2024',
  diagnosticExplanation: '1',
  registrationBase: '7',
  tumourLocation: '15', // endocrine glands: C74.9 is filed under them
  topography: 'C74.9',
  morphology: '9500/3',
  transplantRecommendation: 'NU',
  systemicTherapyRole: '1',
  chimioDate: '20.03.2024',
  therapeuticProtocol: 'ALLTogether1',
  therapeuticAgents: '11',
  ...over,
});

/** A file of good rows: a completed E112, a draft, and a follow-up of the tumour the first opens. */
export const goodRows = () => [
  completedRow(),
  draftRow(),
  completedRow({ reportingReason: '4', trackingStatus: '2', lastContactDate: '02.06.2025' }),
];

/** A draft needs only who, why and which unit. */
export const draftRow = (over: ImportRow = {}): ImportRow => ({
  identifier: CNP_GIRL,
  lastName: 'Ionescu',
  firstName: 'Maria',
  county: 'CJ',
  city: '54975',
  reportingUnit: 'Unitatea demo 1 — Spitalul Clinic de Urgență pentru Copii',
  reportingReason: '1',
  status: '1',
  ...over,
});
