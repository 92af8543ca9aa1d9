// Test-only access to the shared reference files (the oracle for the coding engine). Never
// imported by runtime code: domain code must stay free of I/O.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// packages/domain/src/coding/testing → repository root
const repoRoot = path.resolve(here, '../../../../..');

export const REFERENCE_DATA_DIR = process.env.REFERENCE_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');

export function referenceFile(...parts: string[]): string {
  return path.join(REFERENCE_DATA_DIR, ...parts);
}

export function referenceFileExists(...parts: string[]): boolean {
  return existsSync(referenceFile(...parts));
}

/** Minimal RFC 4180 parser: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Reads a CSV with a header row into objects keyed by column name. */
export function readCsvRecords(...parts: string[]): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(referenceFile(...parts), 'utf8'));
  return rows
    .filter((row) => row.some((cell) => cell !== ''))
    .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}
