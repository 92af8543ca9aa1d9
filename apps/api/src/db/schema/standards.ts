import { boolean, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// IARC's ICD-O-3 → ICD-10 conversion (shared/data/standards/icdo3-to-icd10*.csv), imported like the
// other reference data: the export converts from memory, and a registry whose reference directory is
// present only at import time still converts (the project keeps no copy of the files).

const managed = {
  isActive: boolean('is_active').default(true).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
};

/** The rules, one row per CSV row; `position` is the file order the rules are read in. */
export const icd10ConversionRules = pgTable('icd10_conversion_rules', {
  position: integer('position').primaryKey(),
  step: smallint('step').notNull(),
  morphology: text('morphology').notNull(),
  behaviour: varchar('behaviour', { length: 1 }).notNull(),
  topography: text('topography').notNull(),
  sex: varchar('sex', { length: 1 }).notNull(),
  icd10: varchar('icd10', { length: 20 }).notNull(),
  sexCheck: varchar('sex_check', { length: 6 }),
  rareCombination: boolean('rare_combination').notNull(),
  iarcRule: varchar('iarc_rule', { length: 10 }).notNull(),
  note: text('note'),
  ...managed,
});

/** The ICD-10 code of each ICD-O-3 subsite by behaviour column ('?' = no code). */
export const icd10Topography = pgTable('icd10_topography', {
  topography: varchar('topography', { length: 5 }).primaryKey(),
  malignant: varchar('malignant', { length: 5 }).notNull(),
  benign: varchar('benign', { length: 5 }).notNull(),
  inSitu: varchar('in_situ', { length: 5 }).notNull(),
  uncertain: varchar('uncertain', { length: 5 }).notNull(),
  secondary: varchar('secondary', { length: 5 }).notNull(),
  ...managed,
});
