import {
  anonymisedAboutSheet,
  anonymisedLayout,
  type CaseFilter,
  createSuppressor,
  type ExportDictionaries,
  type ExportLayout,
  generaliseCase,
  type Language,
  planSuppression,
  type Session,
} from '@registry/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cancerCases, cancerNotifications as n, patients } from '../../../db/schema';
import { caseConditions } from '../../cases/cases.service';
import type { ExportPlan } from './export-pipeline';
import { type CaseRow, casePages, type QuasiIdentifierRow, quasiIdentifierSource } from './export-sources';

type Plan = Omit<ExportPlan<CaseRow>, 'aborted' | 'beforeEnd' | 'written'>;

const generalise = (q: QuasiIdentifierRow, dictionaries: ExportDictionaries) => {
  // The county dictionary's code is the INS county code (export-dictionaries.ts).
  const insCode = q.countyId === null ? null : Number(dictionaries.entry('county', q.countyId)?.code);
  return generaliseCase({ ...q, countyInsCode: Number.isFinite(insCode) ? insCode : null });
};

/**
 * The anonymised export's two passes, to be run in one snapshot (sendExport's `snapshot`): first the
 * class sizes, one GROUP BY over what the quasi-identifiers are generalised from (a few thousand
 * groups, not a row per case), generalised and planned in the domain; then the rows, page by page,
 * each generalised again from the same values and kept, stripped of its region, or left out as the
 * plan says. The first sheet states the rule and what the plan suppressed.
 */
export async function planAnonymisedExport(
  db: Db,
  session: Session,
  filter: CaseFilter,
  dictionaries: ExportDictionaries,
  language: Language,
): Promise<Plan> {
  const options = { allUnits: true };
  const groups = await db
    .select({ ...quasiIdentifierSource, count: sql<number>`count(*)::int` })
    .from(n)
    .innerJoin(cancerCases, eq(cancerCases.id, n.caseId))
    .innerJoin(patients, eq(patients.id, n.patientId))
    .where(and(...caseConditions(session, filter, true, options)))
    .groupBy(...Object.values(quasiIdentifierSource));
  const plan = planSuppression(
    groups.map(({ count, ...q }) => ({ generalised: generalise(q, dictionaries), count: Number(count) })),
  );
  const decide = createSuppressor(plan);
  return {
    layout: anonymisedLayout as ExportLayout<CaseRow>,
    pages: casePages(db, session, filter, {
      ...options,
      quasiIdentifiers: true,
      layoutId: 'anonymised-rich-native',
    }),
    dictionaries,
    language,
    format: 'xlsx',
    intro: anonymisedAboutSheet(plan, language),
    prepare: (row) => {
      if (!row.quasi) return null;
      const generalised = generalise(row.quasi, dictionaries);
      const decision = decide(generalised);
      if (decision === 'drop') return null;
      return { ...row, anonymised: { ...generalised, regionSuppressed: decision === 'suppressRegion' } };
    },
  };
}
