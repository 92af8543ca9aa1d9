import { ICCC3_GROUPS, TORONTO_DEFINITIONS } from '@registry/domain/coding/index';
import { iccc3IdOf } from '@registry/domain/dictionaries/ids';
import { DeathReasonTopography, LinkId, ListId } from '@registry/domain/dictionaries/list-ids';
import { sirutaDisplayName } from '@registry/domain/dictionaries/siruta-names';
import { countryRows } from '../import/countries';
import type { Executor, Row, SyncCounts } from '../import/sync';
import {
  type EntryInput,
  syncCounties,
  syncCountries,
  syncEntries,
  syncIccc3Groups,
  syncLinks,
  syncLocalities,
  syncMorphologies,
  syncPrognosticRanks,
  syncTopographies,
} from '../import/targets';
import { COUNTIES } from './counties';
import { CORE_LISTS } from './lists-core';
import {
  GRADING_PAIRS,
  PROGNOSTIC_FACTOR_LISTS,
  PROGNOSTIC_RANK_ROWS,
  STAGING_LISTS,
  STARTER_MORPHOLOGY,
  STARTER_TOPOGRAPHY,
  TREATMENT_LISTS,
  TUMOUR_LOCATION_PAIRS,
} from './starter-rows';
import { toEntries } from './to-entries';
import { TOWNS } from './towns';

// The authored starter set, loaded at every start-up. Lists only the starter knows are synced in
// full (a fix in this code reaches every database); tables the importer fills from official files
// only get the codes they lack, so a start-up never undoes an import.

function torontoLists(): [number, string, EntryInput[]][] {
  const classes: EntryInput[] = [];
  const level1: EntryInput[] = [];
  const level2: EntryInput[] = [];
  TORONTO_DEFINITIONS.forEach((definition, index) => {
    const classId = index + 1;
    classes.push({
      id: classId,
      code: definition.type,
      labelRo: definition.labelRo,
      labelEn: definition.labelEn,
      extra: { system: definition.system },
    });
    const tier1Ids = new Map<string, number>();
    definition.tier1.forEach((value, i) => {
      const id = classId * 100 + i + 1;
      tier1Ids.set(value.code, id);
      level1.push({
        id,
        code: `${definition.type}:${value.code}`,
        labelRo: value.labelRo,
        labelEn: value.labelEn,
        parentId: classId,
      });
    });
    definition.tier2.forEach((value, i) => {
      level2.push({
        id: classId * 10000 + i + 1,
        code: `${definition.type}:${value.code}`,
        labelRo: value.labelRo,
        labelEn: value.labelEn,
        parentId: tier1Ids.get(value.tier1) ?? null,
        extra: { tier2: value.code, tier1: value.tier1 },
      });
    });
  });
  return [
    [ListId.torontoDiagnosticClass, 'Toronto diagnostic class', classes],
    [ListId.torontoLevel1, 'Toronto level 1', level1],
    [ListId.torontoLevel2, 'Toronto level 2', level2],
  ];
}

function iccc3Rows(): Row[] {
  return ICCC3_GROUPS.map((group, index) => {
    const id = iccc3IdOf(group.code);
    if (id === null) throw new Error(`ICCC-3 code ${group.code} has no id`);
    const level = group.level === 'main' ? 1 : group.level === 'subgroup' ? 2 : 3;
    const parentCode =
      level === 3
        ? group.code.slice(0, group.code.indexOf('.'))
        : level === 2
          ? /^[IVX]+/.exec(group.code)?.[0]
          : null;
    return {
      id,
      code: group.code,
      level,
      parent_id: parentCode ? iccc3IdOf(parentCode) : null,
      seer_recode: group.seerRecode,
      seer_extended: group.seerExtended,
      label_ro: group.labelRo,
      label_en: group.labelEn,
      sort_order: index + 1,
    };
  });
}

function townRows(): Row[] {
  const rows = TOWNS.trim()
    .split('\n')
    .map((line) => {
      const [siruta, county, type, name] = line.split('|');
      const label = sirutaDisplayName(name);
      return {
        id: Number(siruta),
        county_id: Number(county),
        parent_id: Number(county),
        level: 2,
        type_code: Number(type),
        is_urban: true,
        postal_code: null,
        label_ro: label,
        label_en: label,
        sort_order: 0,
      } satisfies Row;
    });
  rows.sort((a, b) => a.label_ro.localeCompare(b.label_ro, 'ro'));
  return rows.map((row, index) => ({ ...row, sort_order: index + 1 }));
}

const listName = (listId: number) =>
  Object.entries(ListId).find(([, value]) => value === listId)?.[0] ?? `list ${listId}`;

export async function loadStarterSet(db: Executor): Promise<SyncCounts[]> {
  const counts: SyncCounts[] = [];
  for (const [listId, rows] of CORE_LISTS)
    counts.push(await syncEntries(db, listId, listName(listId), toEntries(rows), 'full'));
  for (const [listId, name, entries] of [...STAGING_LISTS, ...torontoLists(), ...TREATMENT_LISTS.full])
    counts.push(await syncEntries(db, listId, name, entries, 'full'));
  for (const [listId, name, entries] of TREATMENT_LISTS.fillMissing)
    counts.push(await syncEntries(db, listId, name, entries, 'fillMissing'));
  for (const [listId, name, entries] of PROGNOSTIC_FACTOR_LISTS)
    counts.push(await syncEntries(db, listId, name, entries, 'full'));

  counts.push(await syncTopographies(db, STARTER_TOPOGRAPHY, 'fillMissing'));
  counts.push(
    await syncTopographies(
      db,
      [
        [DeathReasonTopography.other, '999999', 'Altă cauză', 'Other cause'],
        [DeathReasonTopography.unavailable, '999998', 'Cauză indisponibilă', 'Cause unavailable'],
      ].map(([id, code, ro, en], index) => ({
        id,
        code,
        category: null,
        category_label_ro: null,
        category_label_en: null,
        is_special: true,
        label_ro: ro,
        label_en: en,
        sort_order: 100_000 + index,
      })),
      'full',
      true,
    ),
  );
  counts.push(await syncMorphologies(db, STARTER_MORPHOLOGY, 'fillMissing'));
  counts.push(await syncIccc3Groups(db, iccc3Rows(), 'full'));
  counts.push(await syncCountries(db, countryRows(), 'full'));
  counts.push(
    await syncCounties(
      db,
      COUNTIES.map(([siruta, insCode, autoCode, name], index) => ({
        id: siruta,
        ins_code: insCode,
        auto_code: autoCode,
        label_ro: name,
        label_en: name,
        sort_order: index + 1,
      })),
      'fillMissing',
    ),
  );
  counts.push(await syncLocalities(db, townRows(), 'fillMissing', true));
  counts.push(await syncPrognosticRanks(db, PROGNOSTIC_RANK_ROWS, 'full'));
  counts.push(
    await syncLinks(
      db,
      LinkId.tumourLocationTopography,
      'tumour location → topography',
      TUMOUR_LOCATION_PAIRS,
    ),
  );
  counts.push(
    await syncLinks(db, LinkId.histologicTypeTumourGrading, 'histologic type → grading', GRADING_PAIRS),
  );
  return counts;
}
