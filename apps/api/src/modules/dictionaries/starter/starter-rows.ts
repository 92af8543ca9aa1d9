import { morphologyIdOf, topographyIdOf } from '@registry/domain/dictionaries/ids';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import type { Row } from '../import/sync';
import type { EntryInput } from '../import/targets';
import {
  HISTOLOGIC_TYPES,
  IMAGING_CATEGORIES,
  IMAGING_SUBCATEGORIES,
  TNM_SIMPLIFIED_STAGES,
  TNM_STAGE_TYPES,
  TNM_VALUES,
  TUMOUR_GRADINGS,
  TUMOUR_LOCATIONS,
} from './lists-clinical';
import {
  ABROAD_TREATMENT_TYPES,
  LACK_OF_TREATMENT_REASONS,
  RADIOTHERAPY_SURGERY,
  RADIOTHERAPY_SYSTEMIC,
  SYSTEMIC_THERAPY_ROLES,
  THERAPEUTIC_AGENTS,
  THERAPEUTIC_PROTOCOLS,
  TREATMENT_RESPONSES,
} from './lists-treatment';
import { MORPHOLOGY_8000_9199 } from './morphology-a';
import { MORPHOLOGY_9200_9999 } from './morphology-b';
import { MARKERS, OTHER_PROGNOSTIC_FACTORS, PROGNOSTIC_RANKS } from './prognostic';
import { toEntries } from './to-entries';
import { TOPOGRAPHY_HEAD_TO_THORAX } from './topography-a';
import { TOPOGRAPHY_BONE_TO_UNKNOWN } from './topography-b';

// Turns the authored data files into table rows (and into the Romanian labels the importer keeps
// when an official file has English only).

type ListRows = readonly [number, string, EntryInput[]];

const topographyRows = [...TOPOGRAPHY_HEAD_TO_THORAX, ...TOPOGRAPHY_BONE_TO_UNKNOWN];
const categories = new Map(topographyRows.filter(([code]) => code.length === 3).map((r) => [r[0], r]));

export const STARTER_TOPOGRAPHY: Row[] = topographyRows
  .filter(([code]) => code.length > 3)
  .map(([code, labelEn, labelRo], index) => {
    const category = categories.get(code.slice(0, 3));
    return {
      id: topographyIdOf(code),
      code,
      category: code.slice(0, 3),
      category_label_ro: category?.[2] ?? null,
      category_label_en: category?.[1] ?? null,
      is_special: false,
      label_ro: labelRo,
      label_en: labelEn,
      sort_order: index + 1,
    };
  });

/** Romanian labels by code, for the importer (the WHO files are English only). */
export const TOPOGRAPHY_RO = new Map(topographyRows.map(([code, , ro]) => [code, ro]));

const morphologyLines = `${MORPHOLOGY_8000_9199}\n${MORPHOLOGY_9200_9999}`
  .split('\n')
  .filter((line) => line.includes('|'))
  .map((line) => line.split('|'));

export const STARTER_MORPHOLOGY: Row[] = morphologyLines.map(([code, labelEn, labelRo]) => {
  const [histology, behaviour] = code.split('/').map(Number);
  return {
    id: morphologyIdOf(code),
    code,
    histology,
    behaviour,
    label_ro: labelRo,
    label_en: labelEn,
    sort_order: morphologyIdOf(code),
  };
});

export const MORPHOLOGY_RO = new Map(morphologyLines.map(([code, , ro]) => [code, ro]));

/** Tumour location → every subsite of its site groups ('C00-C14,C30-C32'). */
export const TUMOUR_LOCATION_PAIRS: [number, number][] = TUMOUR_LOCATIONS.flatMap(
  ([[locationId], groups]) => {
    const ranges = groups.split(',').map((part) => part.split('-').map((c) => Number(c.slice(1))));
    return STARTER_TOPOGRAPHY.filter((row) => {
      const site = Number(String(row.category).slice(1));
      return ranges.some(([from, to = from]) => site >= from && site <= to);
    }).map((row): [number, number] => [locationId, Number(row.id)]);
  },
);

const tnmEntries = (listId: number): EntryInput[] => {
  const values = TNM_VALUES.find(([id]) => id === listId)?.[1] ?? [];
  // One value per stage type (cT1, pT1, yT1): the stage type is the parent, as the form filters by it.
  return TNM_STAGE_TYPES.flatMap(([typeId, prefix], t) =>
    values.map(([code, ro, en], i) => ({
      id: Number(typeId) * 100 + i + 1,
      code: `${prefix}${code}`,
      labelRo: listId === ListId.tnmStage ? ro : `${prefix}${ro}`,
      labelEn: listId === ListId.tnmStage ? en : `${prefix}${en}`,
      parentId: typeId,
      sortOrder: t * 100 + i + 1,
    })),
  );
};

export const STAGING_LISTS: ListRows[] = [
  [ListId.tumourLocation, 'tumour location', toEntries(TUMOUR_LOCATIONS.map(([entry]) => entry))],
  [ListId.imagingCategory, 'imaging category', toEntries(IMAGING_CATEGORIES)],
  [ListId.imagingSubcategory, 'imaging subcategory', toEntries(IMAGING_SUBCATEGORIES)],
  [ListId.tnmStageType, 'TNM stage type', toEntries(TNM_STAGE_TYPES)],
  [ListId.tnmT, 'TNM T', tnmEntries(ListId.tnmT)],
  [ListId.tnmN, 'TNM N', tnmEntries(ListId.tnmN)],
  [ListId.tnmM, 'TNM M', tnmEntries(ListId.tnmM)],
  [ListId.tnmStage, 'TNM stage', tnmEntries(ListId.tnmStage)],
  [ListId.tnmSimplifiedStage, 'TNM simplified stage', toEntries(TNM_SIMPLIFIED_STAGES)],
  [
    ListId.histologicTypeSubtype,
    'histologic type/subtype',
    toEntries(HISTOLOGIC_TYPES.map(([entry]) => entry)),
  ],
  [ListId.tumourGrading, 'tumour grading', toEntries(TUMOUR_GRADINGS)],
];

export const GRADING_PAIRS: [number, number][] = HISTOLOGIC_TYPES.flatMap(([[typeId], gradings]) =>
  gradings.map((grading): [number, number] => [typeId, grading]),
);

export const AGENTS: EntryInput[] = THERAPEUTIC_AGENTS.trim()
  .split('\n')
  .map((line) => line.split('|'))
  .map(([id, inn, ro]) => ({
    id: Number(id),
    code: inn,
    labelRo: ro,
    labelEn: inn.charAt(0).toUpperCase() + inn.slice(1),
  }));

export const AGENT_RO = new Map(AGENTS.map((agent) => [agent.code, agent.labelRo]));

export const TREATMENT_LISTS: { full: ListRows[]; fillMissing: ListRows[] } = {
  full: [
    [ListId.treatmentResponse, 'treatment response', toEntries(TREATMENT_RESPONSES)],
    [ListId.lackOfTreatmentReason, 'lack-of-treatment reason', toEntries(LACK_OF_TREATMENT_REASONS)],
    [ListId.radiotherapyTypeSystemic, 'radiotherapy with systemic therapy', toEntries(RADIOTHERAPY_SYSTEMIC)],
    [ListId.radiotherapyTypeSurgery, 'radiotherapy with surgery', toEntries(RADIOTHERAPY_SURGERY)],
    [ListId.systemicTherapyRole, 'systemic therapy role', toEntries(SYSTEMIC_THERAPY_ROLES)],
    [ListId.abroadTreatmentType, 'abroad treatment type', toEntries(ABROAD_TREATMENT_TYPES)],
  ],
  fillMissing: [
    [ListId.therapeuticAgent, 'therapeutic agent', AGENTS],
    [
      ListId.therapeuticProtocol,
      'therapeutic protocol',
      THERAPEUTIC_PROTOCOLS.map(([id, name]) => ({ id, code: name, labelRo: name, labelEn: name })),
    ],
  ],
};

export const PROGNOSTIC_FACTOR_LISTS: ListRows[] = [
  [ListId.marker, 'marker', toEntries(MARKERS)],
  [ListId.otherPrognosticFactor, 'other prognostic factor', toEntries(OTHER_PROGNOSTIC_FACTORS)],
];

export const PROGNOSTIC_RANK_ROWS: Row[] = PROGNOSTIC_RANKS.flatMap(([codes, ranks]) =>
  codes.flatMap((code) => [
    ...Object.entries(ranks.markers ?? {}).map(([factor, rank]) => ({
      morphology_id: morphologyIdOf(code),
      factor_list_id: ListId.marker,
      factor_id: Number(factor),
      rank,
    })),
    ...Object.entries(ranks.factors ?? {}).map(([factor, rank]) => ({
      morphology_id: morphologyIdOf(code),
      factor_list_id: ListId.otherPrognosticFactor,
      factor_id: Number(factor),
      rank,
    })),
  ]),
);
