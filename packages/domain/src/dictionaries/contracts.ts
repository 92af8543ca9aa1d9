import { z } from 'zod';

// Answer shapes of the dictionary calls (spec 01 §7.5, spec 02 §7). Labels come in the language of
// the LanguageId header (or of the path's languageId where the path has one).

/** A simple or foreign-key list entry (spec 01 §3 "id, text, option"): option = parent entry id. */
export const dictionaryListItem = z
  .object({
    id: z.number().int(),
    code: z
      .string()
      .nullable()
      .describe('The code of the entry where one exists (ICD-O-3 code, SIRUTA, INN …)'),
    text: z.string(),
    option: z
      .number()
      .int()
      .nullable()
      .describe('Parent entry id (county of a city, category of a subcategory …)'),
    isActive: z
      .boolean()
      .describe('false: withdrawn from the source; kept because records may still point at it'),
  })
  .describe('Dictionary entry');
export type DictionaryListItem = z.infer<typeof dictionaryListItem>;

export const dictionaryListAnswer = z.array(dictionaryListItem);

export const groupListsAnswer = z
  .record(z.string(), z.array(dictionaryListItem))
  .describe('The lists of one group, keyed by list name (see ListId)');

/** One many-to-many pair (spec 01 §3). */
export const linkPair = z.object({ leftId: z.number().int(), rightId: z.number().int() });

export const manyToManyListsAnswer = z.object({
  histologicTypeTumorGradings: z
    .array(linkPair)
    .describe('left: histologic type/subtype (39), right: allowed tumour grading (40)'),
  tumorLocationTopographies: z.array(linkPair).describe('left: tumour location (17), right: topography (13)'),
  imagingCategorySubcategories: z
    .array(linkPair)
    .describe('left: imaging category (34), right: subcategory (35)'),
  morphologyMarkers: z.array(linkPair).describe('left: morphology (14), right: marker (36) ranked for it'),
  morphologyOtherPrognosticFactors: z
    .array(linkPair)
    .describe('left: morphology (14), right: other prognostic factor (37) ranked for it'),
});

export const rankItem = z.object({
  id: z.number().int().describe('Marker or prognostic factor id'),
  morphologyCodeId: z.number().int(),
  rank: z.number().int().describe('1 not favourable, 2 favourable, 3 meaningless; the lowest wins'),
});
export const ranksAnswer = z.array(rankItem);

export const notificationListsAnswer = z.object({
  reportingUnits: z.array(z.object({ id: z.number().int(), text: z.string() })),
  morphoPrognosticAssociations: z.array(
    z.object({
      morphologyCodeId: z.number().int(),
      factorListId: z.number().int().describe('36 marker, 37 other prognostic factor'),
      factorId: z.number().int(),
      rank: z.number().int(),
    }),
  ),
  tumorGradings: z.array(dictionaryListItem.extend({ histologicTypeSubtypeIds: z.array(z.number().int()) })),
  imaginingSubcategoriesWithContrastMaterial: z.array(z.number().int()),
  lists: z
    .record(z.string(), z.array(dictionaryListItem))
    .describe('Every list of the notification form, keyed by list name'),
});
export type NotificationListsAnswer = z.infer<typeof notificationListsAnswer>;

export const associationAnswer = z.object({
  morphologyCodeId: z.number().int(),
  topologicCodeId: z.number().int(),
  icc3Id: z.number().int().nullable().describe('The most specific ICCC-3 group'),
  icc3Type: z
    .number()
    .int()
    .nullable()
    .describe('Level of icc3Id: 1 primary (main group), 2 category, 3 subcategory'),
  icc3PrimaryId: z.number().int().nullable(),
  icc3CategoryId: z.number().int().nullable(),
  icc3SubcategoryId: z.number().int().nullable(),
  isValidAssociation: z.boolean().describe('false when the pair has no ICCC-3 group or is implausible'),
});
export type AssociationAnswer = z.infer<typeof associationAnswer>;

export const synonymItem = z.object({
  id: z.number().int(),
  code: z.string().describe('Morphology code, e.g. 9500/3'),
  value: z.string().describe('The term'),
  level: z.number().int().describe('1 preferred term, 2 synonym'),
  morphologyCodeId: z.number().int(),
});
export const synonymsAnswer = z.array(synonymItem);
