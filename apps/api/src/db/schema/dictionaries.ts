import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Reference data (ARCHITECTURE §5). Ids are derived from the source codes (morphology 9500/3 → 95003,
// SIRUTA for localities …) so that a re-import or a fresh database gives every entry the same id:
// notifications point at these ids. Rows are never deleted; a code the source drops is deactivated.

const labels = {
  labelRo: varchar('label_ro', { length: 500 }).notNull(),
  labelEn: varchar('label_en', { length: 500 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The many small lists (gender, laterality, reporting reasons, Toronto, TNM, treatment lists …). */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    listId: smallint('list_id').notNull(),
    id: integer('id').notNull(),
    code: varchar('code', { length: 60 }),
    parentId: integer('parent_id'),
    ...labels,
    extra: jsonb('extra').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.id] }),
    uniqueIndex('dictionary_entries_code_uq').on(t.listId, t.code),
    index('dictionary_entries_parent_idx').on(t.listId, t.parentId),
  ],
);

/** ICD-O-3 topography subsites (C00.0–C80.9) plus the two death-reason entries 999999 and 999998. */
export const topographies = pgTable(
  'topographies',
  {
    id: integer('id').primaryKey(),
    code: varchar('code', { length: 10 }).notNull(),
    category: varchar('category', { length: 3 }),
    categoryLabelRo: varchar('category_label_ro', { length: 200 }),
    categoryLabelEn: varchar('category_label_en', { length: 200 }),
    /** The death-reason-only entries ("other", "unavailable"), never offered as a tumour site. */
    isSpecial: boolean('is_special').notNull().default(false),
    ...labels,
  },
  (t) => [uniqueIndex('topographies_code_uq').on(t.code)],
);

/** ICD-O-3.1 morphology codes (histology/behaviour). */
export const morphologies = pgTable(
  'morphologies',
  {
    id: integer('id').primaryKey(),
    code: varchar('code', { length: 10 }).notNull(),
    histology: smallint('histology').notNull(),
    behaviour: smallint('behaviour').notNull(),
    ...labels,
  },
  (t) => [
    uniqueIndex('morphologies_code_uq').on(t.code),
    index('morphologies_behaviour_idx').on(t.behaviour),
  ],
);

/** Synonyms and inclusion terms of topography (axis T) and morphology (axis M) codes. */
export const codeSynonyms = pgTable(
  'code_synonyms',
  {
    id: serial('id').primaryKey(),
    axis: varchar('axis', { length: 1 }).notNull(),
    codeId: integer('code_id').notNull(),
    term: varchar('term', { length: 500 }).notNull(),
    /** 1 preferred term, 2 synonym, 3 related term / inclusion heading */
    level: smallint('level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('code_synonyms_term_uq').on(t.axis, t.codeId, t.term)],
);

/** ICCC-3 main groups (level 1), subgroups (2) and extended groups (3); level = the spec's icc3Type. */
export const iccc3Groups = pgTable(
  'iccc3_groups',
  {
    id: integer('id').primaryKey(),
    code: varchar('code', { length: 10 }).notNull(),
    level: smallint('level').notNull(),
    parentId: integer('parent_id'),
    seerRecode: varchar('seer_recode', { length: 3 }),
    seerExtended: varchar('seer_extended', { length: 3 }),
    ...labels,
  },
  (t) => [uniqueIndex('iccc3_groups_code_uq').on(t.code), index('iccc3_groups_parent_idx').on(t.parentId)],
);

/** ISO 3166-1 countries; id = ISO numeric code (Kosovo, which has none, 900), Romania 1 as the spec numbers it. */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    alpha2: varchar('alpha2', { length: 2 }).notNull(),
    alpha3: varchar('alpha3', { length: 3 }).notNull(),
    ...labels,
  },
  (t) => [uniqueIndex('countries_alpha2_uq').on(t.alpha2)],
);

/** The 41 counties and Bucharest; id = the county's SIRUTA code. */
export const counties = pgTable(
  'counties',
  {
    id: integer('id').primaryKey(),
    /** INS county code (JUD: 1–40, 51, 52) */
    insCode: smallint('ins_code').notNull(),
    /** Vehicle registration mnemonic: CJ, B … */
    autoCode: varchar('auto_code', { length: 2 }).notNull(),
    ...labels,
  },
  (t) => [uniqueIndex('counties_ins_code_uq').on(t.insCode)],
);

/** SIRUTA administrative units (level 2: municipalities, towns, communes) and localities (level 3). */
export const localities = pgTable(
  'localities',
  {
    id: integer('id').primaryKey(),
    countyId: integer('county_id').notNull(),
    parentId: integer('parent_id'),
    /** SIRUTA NIV: 2 UAT, 3 locality */
    level: smallint('level').notNull(),
    /** SIRUTA TIP (1 county-seat municipality, 2 town, 3 commune, 4 municipality, 5 county-seat town …) */
    typeCode: smallint('type_code').notNull(),
    isUrban: boolean('is_urban').notNull(),
    postalCode: varchar('postal_code', { length: 6 }),
    ...labels,
  },
  (t) => [index('localities_county_idx').on(t.countyId, t.level)],
);

/** Rank of a marker or other prognostic factor for one morphology (1 not favourable, 2 favourable, 3 meaningless). */
export const prognosticFactorRanks = pgTable(
  'prognostic_factor_ranks',
  {
    morphologyId: integer('morphology_id').notNull(),
    /** The dictionary list of the factor: markers or other prognostic factors */
    factorListId: smallint('factor_list_id').notNull(),
    factorId: integer('factor_id').notNull(),
    rank: smallint('rank').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.morphologyId, t.factorListId, t.factorId] }),
    index('prognostic_factor_ranks_factor_idx').on(t.factorListId, t.factorId),
  ],
);

/** Many-to-many pairs between two lists (histologic type → allowed gradings, tumour location → topography …). */
export const dictionaryLinks = pgTable(
  'dictionary_links',
  {
    linkId: smallint('link_id').notNull(),
    leftId: integer('left_id').notNull(),
    rightId: integer('right_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.leftId, t.rightId] })],
);
