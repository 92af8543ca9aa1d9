import {
  type CodeEntry,
  compileIcd10Conversion,
  type DictionaryKind,
  type ExportDictionaries,
  type Icd10Conversion,
  type Icd10Rule,
} from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  counties,
  countries,
  dictionaryEntries,
  iccc3Groups,
  icd10ConversionRules,
  icd10Topography,
  localities,
  morphologies,
  reportingUnits,
  topographies,
} from '../../../db/schema';
import type { ListCache } from '../../dictionaries';

type Table = Map<number, CodeEntry>;

/**
 * Every label an export may need, loaded once per reference-data version (the list cache notices a
 * re-import) so that rows are labelled from memory: no per-row joins, no per-row queries. A few
 * tens of thousands of small entries (SIRUTA localities are the largest table).
 */
async function loadReference(db: Db): Promise<Map<DictionaryKind, Table>> {
  const tables = new Map<DictionaryKind, Table>();
  const put = (kind: DictionaryKind, id: number, entry: CodeEntry) => {
    let table = tables.get(kind);
    if (!table) {
      table = new Map();
      tables.set(kind, table);
    }
    table.set(id, entry);
  };
  const [entries, topo, morpho, iccc3, county, city, country] = await Promise.all([
    db.select().from(dictionaryEntries),
    db.select().from(topographies),
    db.select().from(morphologies),
    db.select().from(iccc3Groups),
    db.select().from(counties),
    db
      .select({ id: localities.id, labelRo: localities.labelRo, labelEn: localities.labelEn })
      .from(localities),
    db.select().from(countries),
  ]);
  for (const e of entries) {
    const entry: CodeEntry = { code: e.code ?? String(e.id), labelRo: e.labelRo, labelEn: e.labelEn };
    // Targeted therapy is read from an agent's drug class (imported lists carry it).
    const drugClass = (e.extra as { drugClass?: unknown } | null)?.drugClass;
    if (e.listId === ListId.therapeuticAgent && typeof drugClass === 'string') entry.drugClass = drugClass;
    put(e.listId, e.id, entry);
  }
  for (const e of topo) put('topography', e.id, e);
  for (const e of morpho) put('morphology', e.id, e);
  for (const e of iccc3) put('iccc3', e.id, e);
  for (const e of county)
    put('county', e.id, { code: String(e.insCode), labelRo: e.labelRo, labelEn: e.labelEn });
  // A locality's id is its SIRUTA code.
  for (const e of city) put('city', e.id, { code: String(e.id), labelRo: e.labelRo, labelEn: e.labelEn });
  for (const e of country) put('country', e.id, { code: e.alpha2, labelRo: e.labelRo, labelEn: e.labelEn });
  return tables;
}

/**
 * IARC's ICD-O-3 → ICD-10 rules, indexed (12,304 rules, a few ms); undefined when the conversion
 * files were never imported (a registry on the starter set only): the ICD-10 columns are then unknown.
 */
async function loadIcd10(db: Db): Promise<Icd10Conversion | undefined> {
  const [rules, topography] = await Promise.all([
    db
      .select()
      .from(icd10ConversionRules)
      .where(eq(icd10ConversionRules.isActive, true))
      .orderBy(asc(icd10ConversionRules.position)),
    db.select().from(icd10Topography).where(eq(icd10Topography.isActive, true)),
  ]);
  if (rules.length === 0) return undefined;
  return compileIcd10Conversion({
    rules: rules.map((r) => ({
      step: r.step === 2 ? 2 : 1,
      morphology: r.morphology,
      behaviour: r.behaviour,
      topography: r.topography,
      sex: r.sex as Icd10Rule['sex'],
      icd10: r.icd10,
      sexCheck: r.sexCheck as Icd10Rule['sexCheck'],
    })),
    topography,
  });
}

/** The dictionaries of one export: cached reference data plus the reporting units as they are now. */
export async function exportDictionaries(db: Db, cache: ListCache): Promise<ExportDictionaries> {
  const [reference, icd10, units] = await Promise.all([
    cache.get('export-dictionaries', () => loadReference(db)),
    cache.get('export-icd10', () => loadIcd10(db)),
    db.select({ id: reportingUnits.id, name: reportingUnits.name }).from(reportingUnits),
  ]);
  const unitTable: Table = new Map(
    units.map((u) => [u.id, { code: String(u.id), labelRo: u.name, labelEn: u.name }]),
  );
  return {
    icd10,
    entry: (kind, id) => (kind === 'unit' ? unitTable.get(id) : reference.get(kind)?.get(id)),
  };
}
