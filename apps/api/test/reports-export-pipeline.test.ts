import { PassThrough } from 'node:stream';
import { as, type ExportLayout } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE, writeExport } from '../src/modules/reports/export/export-pipeline';

// A failure midway (a lost connection to the database, a row that does not render) is audited with
// the rows already sent: the pipeline reports its running count after every page.
const layout: ExportLayout<{ id: number }> = {
  id: 'test',
  fileName: 'test.xlsx',
  sheet: { ro: 'test', en: 'test' },
  columns: [{ key: 'id', header: { ro: 'id', en: 'id' }, take: (r) => r.id, coding: as.number }],
};

describe('export pipeline', () => {
  for (const format of ['xlsx', 'csv'] as const)
    it(`${format}: a failure after the first page leaves the count of the rows written before it`, async () => {
      const counts: number[] = [];
      const out = new PassThrough();
      out.resume(); // a client that reads everything
      const page = Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => ({ id: i + 1 }));
      const failing = writeExport(
        {
          layout,
          pages: async (after) => {
            if (after === 0) return page;
            throw new Error('connection lost');
          },
          dictionaries: { entry: () => undefined },
          language: 'en',
          format,
          aborted: () => false,
          beforeEnd: async () => undefined,
          written: (count) => counts.push(count),
        },
        out,
      );
      await expect(failing).rejects.toThrow('connection lost');
      expect(counts).toEqual([EXPORT_PAGE_SIZE]);
    });
});
