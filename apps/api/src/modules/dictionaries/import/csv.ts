import { readFile } from 'node:fs/promises';

/** RFC 4180 rows: quoted fields, doubled quotes, delimiters and line breaks inside quotes, CRLF/CR/LF. */
export function parseCsvRows(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0].trim() === ''));
}

export type CsvRecord = Record<string, string>;

/** Records keyed by the header row; a column the file lacks reads as ''. */
export function parseCsvRecords(text: string, delimiter = ','): CsvRecord[] {
  const [header, ...rows] = parseCsvRows(text, delimiter);
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return rows.map((cells) => Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])));
}

export async function readCsv(file: string, delimiter = ','): Promise<CsvRecord[]> {
  return parseCsvRecords(await readFile(file, 'utf8'), delimiter);
}
