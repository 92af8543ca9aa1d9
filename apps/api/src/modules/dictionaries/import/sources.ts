import { existsSync } from 'node:fs';
import path from 'node:path';
import { morphologyIdOf, topographyIdOf } from '@registry/domain/dictionaries/ids';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { sirutaDisplayName } from '@registry/domain/dictionaries/siruta-names';
import { AGENT_RO, MORPHOLOGY_RO, TOPOGRAPHY_RO } from '../starter/starter-rows';
import { countryRows } from './countries';
import { readCsv } from './csv';
import { ICD10_FILES, icd10Conversion } from './standards';
import type { Executor, Row, SyncCounts } from './sync';
import {
  syncCounties,
  syncCountries,
  syncEntries,
  syncLocalities,
  syncMorphologies,
  syncSynonyms,
  syncTopographies,
} from './targets';

// The importer's steps, one per standard-format source described in shared/data/*/SOURCE.md. Each
// reads its files, maps them to rows with ids derived from the codes, and syncs them in full. The
// official files carry English labels only; the Romanian label is the starter set's for that code.

export type ImportStep = {
  name: string;
  files: readonly string[];
  run: (db: Executor, dir: string) => Promise<SyncCounts[]>;
};

/** The WHO text files have a few stray words ("… biliary tract Note:"). */
const cleanLabel = (label: string) =>
  label
    .replace(/\s+Note:$/, '')
    .replace(/\s+/g, ' ')
    .trim();
const titleCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

async function topography(db: Executor, dir: string) {
  const records = await readCsv(path.join(dir, 'icdo3/icdo3_topography.csv'));
  const categories = new Map(records.filter((r) => r.level === '3').map((r) => [r.code, r.label_en]));
  const rows: Row[] = [];
  const ids = new Map<string, number>();
  for (const record of records.filter((r) => r.level === '4')) {
    const id = topographyIdOf(record.code);
    if (id === null) continue;
    ids.set(record.code, id);
    const labelEn = cleanLabel(record.label_en);
    rows.push({
      id,
      code: record.code,
      category: record.category,
      category_label_ro: TOPOGRAPHY_RO.get(record.category) ?? null,
      category_label_en: titleCase(categories.get(record.category) ?? record.category_label_en),
      is_special: false,
      label_ro: TOPOGRAPHY_RO.get(record.code) ?? labelEn,
      label_en: labelEn,
      sort_order: rows.length + 1,
    });
  }
  const counts = [await syncTopographies(db, rows, 'full')];
  const synonyms = await readCsv(path.join(dir, 'icdo3/icdo3_topography_synonyms.csv'));
  const synonymRows = synonyms
    .filter((s) => ids.has(s.code) && s.term !== '')
    .map((s, index) => ({
      axis: 'T',
      code_id: ids.get(s.code) ?? 0,
      term: s.term.slice(0, 500),
      level: s.term_type === 'incl' ? 2 : 3,
      sort_order: index + 1,
    }));
  counts.push(await syncSynonyms(db, 'T', synonymRows));
  return counts;
}

async function morphology(db: Executor, dir: string) {
  const records = await readCsv(path.join(dir, 'icdo3/icdo3_1_morphology.csv'));
  const rows: Row[] = [];
  const preferred: Row[] = [];
  for (const record of records) {
    const id = morphologyIdOf(record.code);
    if (id === null) continue;
    const labelEn = cleanLabel(record.label_en);
    rows.push({
      id,
      code: record.code,
      histology: Number(record.histology),
      behaviour: Number(record.behaviour),
      label_ro: MORPHOLOGY_RO.get(record.code) ?? labelEn,
      label_en: labelEn,
      sort_order: id,
    });
    preferred.push({ axis: 'M', code_id: id, term: labelEn, level: 1, sort_order: 0 });
  }
  const counts = [await syncMorphologies(db, rows, 'full')];
  const known = new Set(rows.map((r) => Number(r.id)));
  const synonyms = await readCsv(path.join(dir, 'icdo3/icdo3_morphology_synonyms.csv'));
  const synonymRows: Row[] = [...preferred];
  for (const [index, synonym] of synonyms.entries()) {
    const id = morphologyIdOf(synonym.code);
    if (id === null || !known.has(id) || synonym.term === '') continue;
    synonymRows.push({
      axis: 'M',
      code_id: id,
      term: synonym.term.slice(0, 500),
      level: 2,
      sort_order: index + 1,
    });
  }
  counts.push(await syncSynonyms(db, 'M', synonymRows));
  return counts;
}

async function siruta(db: Executor, dir: string) {
  const counties = await readCsv(path.join(dir, 'siruta/judete.csv'));
  const countyByJud = new Map(counties.map((c) => [c.jud, Number(c.siruta)]));
  const counts = [
    await syncCounties(
      db,
      counties.map((c, index) => ({
        id: Number(c.siruta),
        ins_code: Number(c.jud),
        auto_code: c.mnemonic,
        label_ro: c.name_ro,
        label_en: c.name_ro,
        sort_order: index + 1,
      })),
      'full',
    ),
  ];
  const records = await readCsv(path.join(dir, 'siruta/siruta_s1_2025.csv'));
  const rows = records
    .filter((r) => r.NIV === '2' || r.NIV === '3')
    .map((r) => {
      const label = sirutaDisplayName(r.DENLOC);
      return {
        id: Number(r.SIRUTA),
        county_id: countyByJud.get(r.JUD) ?? 0,
        parent_id: Number(r.SIRSUP) || null,
        level: Number(r.NIV),
        type_code: Number(r.TIP),
        is_urban: r.MED === '1',
        postal_code: r.CODP && r.CODP !== '0' ? r.CODP : null,
        label_ro: label,
        label_en: label,
        sort_order: 0,
      } satisfies Row;
    });
  rows.sort((a, b) => a.label_ro.localeCompare(b.label_ro, 'ro') || a.id - b.id);
  counts.push(
    await syncLocalities(
      db,
      rows.map((row, index) => ({ ...row, sort_order: index + 1 })),
      'full',
    ),
  );
  return counts;
}

async function treatment(db: Executor, dir: string) {
  const agents = await readCsv(path.join(dir, 'treatment/chemotherapy_agents_draft.csv'));
  const protocols = await readCsv(path.join(dir, 'treatment/paediatric_protocols_draft.csv'));
  return [
    await syncEntries(
      db,
      ListId.therapeuticAgent,
      'therapeutic agent',
      agents.map((a) => ({
        id: Number(a.id),
        code: a.inn_en,
        labelRo: AGENT_RO.get(a.inn_en) ?? (a.dci_ro_draft || a.inn_en),
        labelEn: a.inn_en.charAt(0).toUpperCase() + a.inn_en.slice(1),
        extra: { drugClass: a.drug_class_en },
      })),
      'full',
    ),
    await syncEntries(
      db,
      ListId.therapeuticProtocol,
      'therapeutic protocol',
      protocols.map((p) => ({
        code: p.code,
        labelRo: p.name,
        labelEn: p.name,
        extra: { diseaseGroup: p.disease_group_en, group: p.consortium_or_group },
      })),
      'full',
    ),
  ];
}

export const IMPORT_STEPS: readonly ImportStep[] = [
  {
    name: 'ICD-O-3 topography',
    files: ['icdo3/icdo3_topography.csv', 'icdo3/icdo3_topography_synonyms.csv'],
    run: topography,
  },
  {
    name: 'ICD-O-3 morphology',
    files: ['icdo3/icdo3_1_morphology.csv', 'icdo3/icdo3_morphology_synonyms.csv'],
    run: morphology,
  },
  { name: 'SIRUTA', files: ['siruta/judete.csv', 'siruta/siruta_s1_2025.csv'], run: siruta },
  { name: 'countries', files: [], run: async (db) => [await syncCountries(db, countryRows(), 'full')] },
  {
    name: 'treatment lists',
    files: ['treatment/chemotherapy_agents_draft.csv', 'treatment/paediatric_protocols_draft.csv'],
    run: treatment,
  },
  { name: 'ICD-O-3 → ICD-10 conversion', files: ICD10_FILES, run: icd10Conversion },
];

export const stepFilesPresent = (step: ImportStep, dir: string) =>
  step.files.every((file) => existsSync(path.join(dir, file)));
