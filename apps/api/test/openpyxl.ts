import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// An independent xlsx reader: Debian's python3-openpyxl. Outside CI a machine without it skips the
// tests that need it; in CI (CI=true, where .ci/run installs it) a missing reader fails them.
// Debian's interpreter first: the package installs for /usr/bin/python3, not for a pyenv or venv one.
const python = ['/usr/bin/python3', 'python3'].find(
  (candidate) => spawnSync(candidate, ['-c', 'import openpyxl']).status === 0,
);
export const hasOpenpyxl = python !== undefined;
export const runOpenpyxlTests = hasOpenpyxl || Boolean(process.env.CI);

/** Every sheet of the workbook as openpyxl reads it: its name and its rows of plain values. */
export function openpyxlSheets(bytes: Buffer): { name: string; rows: unknown[][] }[] {
  if (!python) throw new Error('python3 with openpyxl (apt-get install python3-openpyxl)');
  const dir = mkdtempSync(path.join(tmpdir(), 'openpyxl-'));
  try {
    const file = path.join(dir, 'book.xlsx');
    writeFileSync(file, bytes);
    const script =
      'import json, sys, openpyxl\n' +
      'wb = openpyxl.load_workbook(sys.argv[1], read_only=True)\n' +
      'print(json.dumps([{"name": ws.title, "rows": [list(r) for r in ws.iter_rows(values_only=True)]}' +
      ' for ws in wb.worksheets], default=str))\n';
    return JSON.parse(execFileSync(python, ['-c', script, file], { encoding: 'utf8', maxBuffer: 64 << 20 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
