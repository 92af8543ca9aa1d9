import type { Language, Session } from '@registry/domain';
import { isReviewer } from '@registry/domain';
import { CHILDHOOD_SITE_HISTOLOGY_VALIDITY, classifyIccc3 } from '@registry/domain/coding/index';
import type { AssociationAnswer, NotificationListsAnswer } from '@registry/domain/dictionaries/contracts';
import { iccc3IdOf, matchesBehaviour } from '@registry/domain/dictionaries/ids';
import { LIST_GROUPS, LinkId, ListId, type ListKey } from '@registry/domain/dictionaries/list-ids';
import { and, asc, eq, gt, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  codeSynonyms,
  dictionaryEntries,
  dictionaryLinks,
  morphologies,
  prognosticFactorRanks,
  reportingUnits,
  topographies,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { ListCache } from './list-cache';
import { readList } from './list-readers';

export const listKeyOf = (id: number): ListKey | null =>
  (Object.entries(ListId).find(([, value]) => value === id)?.[0] as ListKey | undefined) ?? null;

export async function readLists(db: Db, keys: readonly ListKey[], language: Language) {
  const entries = await Promise.all(
    keys.map(async (key) => [key, await readList(db, key, language)] as const),
  );
  return Object.fromEntries(entries);
}

/** All lists of the notification form (groups 1–5) plus the four derived collections of spec 02 §7. */
export async function notificationLists(
  db: Db,
  cache: ListCache,
  session: Session,
  language: Language,
): Promise<NotificationListsAnswer> {
  const shared = await cache.get(`notification-lists:${language}`, async () => {
    const keys = [
      ...LIST_GROUPS[1],
      ...LIST_GROUPS[2],
      ...LIST_GROUPS[3],
      ...LIST_GROUPS[4],
      ...LIST_GROUPS[5],
    ];
    const lists = await readLists(db, keys, language);
    const [ranks, gradingLinks, contrast] = await Promise.all([
      db.select().from(prognosticFactorRanks).where(eq(prognosticFactorRanks.isActive, true)),
      db
        .select({ leftId: dictionaryLinks.leftId, rightId: dictionaryLinks.rightId })
        .from(dictionaryLinks)
        .where(
          and(
            eq(dictionaryLinks.linkId, LinkId.histologicTypeTumourGrading),
            eq(dictionaryLinks.isActive, true),
          ),
        ),
      db
        .select({ id: dictionaryEntries.id, extra: dictionaryEntries.extra })
        .from(dictionaryEntries)
        .where(
          and(eq(dictionaryEntries.listId, ListId.imagingSubcategory), eq(dictionaryEntries.isActive, true)),
        ),
    ]);
    return {
      lists,
      morphoPrognosticAssociations: ranks.map((r) => ({
        morphologyCodeId: r.morphologyId,
        factorListId: r.factorListId,
        factorId: r.factorId,
        rank: r.rank,
      })),
      tumorGradings: lists.tumourGrading.map((grading) => ({
        ...grading,
        histologicTypeSubtypeIds: gradingLinks.filter((l) => l.rightId === grading.id).map((l) => l.leftId),
      })),
      imaginingSubcategoriesWithContrastMaterial: contrast
        .filter((s) => s.extra?.hasContrastMaterial === true)
        .map((s) => s.id),
    };
  });
  // Reporting units depend on the caller (a reporter offers only their own units), so they are not cached.
  const own = session.employeePermissions.map((p) => p.reportingUnitId);
  const seesAll = isReviewer(session) || own.length === 0;
  const units = await db
    .select({ id: reportingUnits.id, text: reportingUnits.name })
    .from(reportingUnits)
    .where(and(eq(reportingUnits.isDeleted, false), seesAll ? undefined : inArray(reportingUnits.id, own)))
    .orderBy(asc(reportingUnits.name));
  return { reportingUnits: units, ...shared };
}

export function ranks(db: Db, cache: ListCache, factorListId: number) {
  return cache.get(`ranks:${factorListId}`, async () => {
    const rows = await db
      .select()
      .from(prognosticFactorRanks)
      .where(
        and(eq(prognosticFactorRanks.factorListId, factorListId), eq(prognosticFactorRanks.isActive, true)),
      )
      .orderBy(asc(prognosticFactorRanks.morphologyId), asc(prognosticFactorRanks.factorId));
    return rows.map((r) => ({ id: r.factorId, morphologyCodeId: r.morphologyId, rank: r.rank }));
  });
}

export function manyToManyLists(db: Db, cache: ListCache) {
  return cache.get('many-to-many', async () => {
    const links = await db.select().from(dictionaryLinks).where(eq(dictionaryLinks.isActive, true));
    const pairs = (linkId: number) =>
      links.filter((l) => l.linkId === linkId).map((l) => ({ leftId: l.leftId, rightId: l.rightId }));
    const subcategories = await db
      .select({ id: dictionaryEntries.id, parentId: dictionaryEntries.parentId })
      .from(dictionaryEntries)
      .where(
        and(eq(dictionaryEntries.listId, ListId.imagingSubcategory), eq(dictionaryEntries.isActive, true)),
      );
    const rankRows = await db
      .select()
      .from(prognosticFactorRanks)
      .where(eq(prognosticFactorRanks.isActive, true));
    const rankPairs = (listId: number) =>
      rankRows
        .filter((r) => r.factorListId === listId)
        .map((r) => ({ leftId: r.morphologyId, rightId: r.factorId }));
    return {
      histologicTypeTumorGradings: pairs(LinkId.histologicTypeTumourGrading),
      tumorLocationTopographies: pairs(LinkId.tumourLocationTopography),
      imagingCategorySubcategories: subcategories.map((s) => ({ leftId: s.parentId ?? 0, rightId: s.id })),
      morphologyMarkers: rankPairs(ListId.marker),
      morphologyOtherPrognosticFactors: rankPairs(ListId.otherPrognosticFactor),
    };
  });
}

/** ICCC-3 group of a morphology/topography pair (spec 02 §3), by the coding engine's conversion. */
export async function association(
  db: Db,
  morphologyId: number,
  topographyId: number,
): Promise<AssociationAnswer> {
  const [morphology] = await db.select().from(morphologies).where(eq(morphologies.id, morphologyId));
  const [topography] = await db.select().from(topographies).where(eq(topographies.id, topographyId));
  if (!morphology || !topography) throw notFound();
  const none: AssociationAnswer = {
    morphologyCodeId: morphologyId,
    topologicCodeId: topographyId,
    icc3Id: null,
    icc3Type: null,
    icc3PrimaryId: null,
    icc3CategoryId: null,
    icc3SubcategoryId: null,
    isValidAssociation: false,
  };
  if (topography.isSpecial) return none;
  const input = {
    topography: topography.code,
    histology: morphology.histology,
    behaviour: morphology.behaviour,
  };
  const group = classifyIccc3(input);
  if (!group.isValid || !group.mainGroup) return none;
  const primary = iccc3IdOf(group.mainGroup);
  // Main group V has no subgroups: the engine reports subgroup 'V', which is the main group itself.
  const category = group.subgroup && group.subgroup !== group.mainGroup ? iccc3IdOf(group.subgroup) : null;
  const subcategory = group.extended ? iccc3IdOf(group.extended) : null;
  const icc3Type = subcategory ? 3 : category ? 2 : 1;
  // The SEER site/histology list has an opinion only on site-constrained tumours; no opinion is no objection.
  const plausible =
    CHILDHOOD_SITE_HISTOLOGY_VALIDITY(topography.code, morphology.histology, morphology.behaviour) !== false;
  return {
    ...none,
    icc3Id: subcategory ?? category ?? primary,
    icc3Type,
    icc3PrimaryId: primary,
    icc3CategoryId: category,
    icc3SubcategoryId: subcategory,
    isValidAssociation: plausible,
  };
}

/** Morphology synonyms of one behaviour (the spec's filter: codes with "/" + behaviour id − 1). */
export function synonyms(db: Db, cache: ListCache, behaviourId: number, language: Language) {
  return cache.get(`synonyms:${behaviourId}:${language}`, async () => {
    // Level 1 is the preferred term in the caller's language, so the dialog works before any import.
    const preferred = await db
      .select({
        id: morphologies.id,
        code: morphologies.code,
        value: language === 'en' ? morphologies.labelEn : morphologies.labelRo,
      })
      .from(morphologies)
      .where(and(eq(morphologies.isActive, true), like(morphologies.code, `%/${behaviourId - 1}`)))
      .orderBy(asc(morphologies.sortOrder));
    const rows = await db
      .select({
        id: codeSynonyms.id,
        code: morphologies.code,
        value: codeSynonyms.term,
        level: codeSynonyms.level,
        morphologyCodeId: morphologies.id,
      })
      .from(codeSynonyms)
      .innerJoin(morphologies, eq(morphologies.id, codeSynonyms.codeId))
      .where(
        and(
          eq(codeSynonyms.axis, 'M'),
          eq(codeSynonyms.isActive, true),
          gt(codeSynonyms.level, 1),
          eq(morphologies.isActive, true),
          like(morphologies.code, `%/${behaviourId - 1}`),
        ),
      )
      .orderBy(asc(morphologies.sortOrder), asc(codeSynonyms.level), asc(codeSynonyms.sortOrder));
    // Synonym ids are offset so they never collide with the morphology ids of the preferred terms.
    return [
      ...preferred.map((p) => ({ id: p.id, code: p.code, value: p.value, level: 1, morphologyCodeId: p.id })),
      ...rows.map((row) => ({ ...row, id: 10_000_000 + row.id })),
    ].filter((row) => matchesBehaviour(row.code, behaviourId));
  });
}
