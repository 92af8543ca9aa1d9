import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestServer } from './harness';

export type Sheet = { name: string; rows: (string | number | null)[][] };

/** Reads an xlsx back with exceljs: every sheet, every row as plain values. */
export async function readSheets(bytes: Buffer): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.map((ws) => {
    const rows: (string | number | null)[][] = [];
    ws.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map((v) => (v === undefined ? null : (v as string | number))));
    });
    return { name: ws.name, rows };
  });
}

/** The data rows as objects keyed by header. */
export const records = (sheet: Sheet) =>
  sheet.rows
    .slice(1)
    .map((row) => Object.fromEntries(sheet.rows[0].map((h, i) => [String(h), row[i] ?? null])));

/** Export calls over real HTTP (the harness's request helper reads JSON; exports answer bytes). */
export function exportHelpers(server: () => TestServer) {
  async function download(path: string, token: string | null, body: unknown = {}, language: 1 | 2 = 1) {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      LanguageId: String(language),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(`${server().url}/api/report/${path}/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes };
  }
  async function exported(path: string, token: string, body: unknown = {}, language: 1 | 2 = 1) {
    const res = await download(path, token, body, language);
    expect(res.status).toBe(200);
    return { ...res, sheets: await readSheets(res.bytes) };
  }
  return { download, exported, records };
}
