/**
 * The encoded export's second sheet: every code the rows used, with its Romanian and English
 * labels, so statistical software gets codes and the analyst a legend. Collected while rows stream:
 * bounded by the dictionaries' sizes, not by the number of cases.
 */
import type { CodeEntry, DictionaryKind, ExportDictionaries, ExportLayout } from './export-layout';

export type CodeSheetRow = [variable: string, code: string, labelRo: string, labelEn: string];

export function createCodeCollector<R>(layout: ExportLayout<R>, dictionaries: ExportDictionaries) {
  const used = new Map<string, { variable: string; source: DictionaryKind; ids: Set<number> }>();
  const coded = layout.columns.flatMap((c) =>
    c.coding.kind === 'dictionary' && c.coding.as === 'code' ? [{ column: c, source: c.coding.source }] : [],
  );
  const flags = layout.columns.filter((c) => c.coding.kind === 'flag' && c.coding.as === 'code');
  /** A coded column's used ids, its entry made (in column order) the first time it holds one. */
  const idsOf = (column: (typeof coded)[number]['column'], source: DictionaryKind) => {
    let entry = used.get(column.key);
    if (!entry) {
      entry = { variable: column.header.en, source, ids: new Set() };
      used.set(column.key, entry);
    }
    return entry.ids;
  };
  return {
    // Runs for every coded column of every exported row: no array or closure made per value.
    add(record: R) {
      for (const { column, source } of coded) {
        const value = column.take(record, dictionaries);
        if (typeof value === 'number') idsOf(column, source).add(value);
        else if (Array.isArray(value))
          for (const id of value) if (typeof id === 'number') idsOf(column, source).add(id);
      }
    },
    rows(): CodeSheetRow[] {
      const rows: CodeSheetRow[] = [];
      for (const { variable, source, ids } of used.values()) {
        const entries = [...ids]
          .map((id) => dictionaries.entry(source, id))
          .filter((e): e is CodeEntry => e !== undefined)
          .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
        for (const e of entries) rows.push([variable, e.code, e.labelRo, e.labelEn]);
      }
      for (const flag of flags) {
        rows.push([flag.header.en, '0', 'Nu', 'No'], [flag.header.en, '1', 'Da', 'Yes']);
      }
      return rows;
    },
  };
}
