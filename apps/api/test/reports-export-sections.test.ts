import {
  accessTokenClaims,
  anonymisedLayout,
  concordLayout,
  type ExportLayout,
  encodedLayout,
  encrLayout,
  iarcCrgToolsLayout,
  iicc3Layout,
  nativeLayout,
  renderRow,
  richNativeLayout,
  type Session,
} from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListCache } from '../src/modules/dictionaries/list-cache';
import { exportDictionaries } from '../src/modules/reports/export/export-dictionaries';
import { type CaseRow, casePages } from '../src/modules/reports/export/export-sources';
import { unreadKeys } from '../src/modules/reports/export/record-sections';
import { seedExportDataset } from './export-dataset';
import { startTestServer, type TestServer } from './harness';

// Issue 41: each case layout's pages select only the record's panels it reads (record-sections.ts).
// Every layout renders the very same cells from its trimmed rows as from the full record: a column
// that starts reading a panel its layout's list leaves out fails here.

let s: TestServer;
let reviewer: Session;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reporter', 'reporter2', 'reviewer', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  await seedExportDataset(s, t);
  const claims = accessTokenClaims.parse(
    JSON.parse(Buffer.from(t.reviewer.split('.')[1], 'base64url').toString('utf8')),
  );
  reviewer = {
    userId: claims.userId,
    role: claims.role as Session['role'],
    fullname: claims.fullname,
    employeePermissions: claims.employeePermissions,
  };
});
afterAll(() => s.close());

const LAYOUTS = [
  nativeLayout,
  richNativeLayout,
  encodedLayout,
  encrLayout,
  concordLayout,
  iicc3Layout,
  iarcCrgToolsLayout,
  anonymisedLayout,
] as unknown as ExportLayout<CaseRow>[];

describe('the record panels each case layout reads', () => {
  it.each(LAYOUTS.map((l) => [l.id, l] as const))(
    '%s renders the same from its trimmed rows',
    async (_, layout) => {
      const dictionaries = await exportDictionaries(s.database.db, createListCache(s.database.db));
      const options = { allUnits: true, quasiIdentifiers: true, tumour: true };
      const full = await casePages(s.database.db, reviewer, {} as never, options)(0, 100);
      const trimmed = await casePages(s.database.db, reviewer, {} as never, {
        ...options,
        layoutId: layout.id,
      })(0, 100);
      expect(full.length).toBeGreaterThan(1);
      // The layout's list does leave something out, so the comparison is not of identical rows.
      expect(unreadKeys(layout.id).length).toBeGreaterThan(4);
      expect(Object.keys(trimmed[0].data).length).toBeLessThan(Object.keys(full[0].data).length);
      // The anonymised layout reads its generalised values too (set by its prepare step; none here).
      const render = (rows: CaseRow[]) =>
        rows.map((row) => renderRow(layout, row, dictionaries, 'en').map((cell) => cell ?? null));
      expect(render(trimmed)).toEqual(render(full));
    },
  );

  it('a layout not listed reads the whole record', () => {
    expect(unreadKeys('notifications')).toEqual(unreadKeys(undefined));
  });
});
