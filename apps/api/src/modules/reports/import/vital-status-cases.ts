import { importMsg, type VitalStatusChange } from '@registry/domain';
import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db, Tx } from '../../../db/client';
import { cancerCases, cancerNotifications, morphologies, patients } from '../../../db/schema';
import { identities } from '../../duplicates/patient-alias';
import type { FollowedCase } from '../../notifications/notification-follow-up';
import { recordOf } from '../../notifications/notification-record';

type CaseRow = {
  identifier: string;
  caseId: number;
  morphologyCode: string;
  currentNotificationId: number | null;
  diagnosticDate: string | null;
};

const CHUNK = 1000;
/** One spelling of an identifier for both sides of the match: the query's and the row's. */
const norm = (s: string) => s.trim().toUpperCase();

/**
 * The cases of the file's identifiers (a thousand a query), grouped by identifier. Matched as
 * upper(identifier) (index of migration 0027), so a foreign identifier's letter case in the file
 * does not matter, exactly as `matchCase` compares them.
 */
export async function casesByIdentifier(db: Db, identifiers: readonly string[]) {
  // A merged child's retired identifier names the surviving record (patient-alias.ts).
  const ident = identities(db);
  const byIdentifier = new Map<string, CaseRow[]>();
  for (let i = 0; i < identifiers.length; i += CHUNK) {
    const rows = await db
      .select({
        identifier: ident.identifier,
        caseId: cancerCases.id,
        morphologyCode: morphologies.code,
        currentNotificationId: cancerCases.currentNotificationId,
        diagnosticDate: cancerNotifications.diagnosticDate,
      })
      .from(cancerCases)
      .innerJoin(ident, eq(ident.patientId, cancerCases.patientId))
      .innerJoin(morphologies, eq(morphologies.id, cancerCases.morphologyCodeId))
      .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
      .where(
        and(
          anyOf(sql`upper(${ident.identifier})`, identifiers.slice(i, i + CHUNK).map(norm), 'text'),
          eq(cancerCases.isDeleted, false),
        ),
      );
    for (const row of rows) {
      const list = byIdentifier.get(norm(row.identifier)) ?? [];
      list.push(row);
      byIdentifier.set(norm(row.identifier), list);
    }
  }
  return byIdentifier;
}

/** The one case a row names, or the cell and message that say why there is none. */
export function matchCase(
  change: Pick<VitalStatusChange, 'identifier' | 'morphologyCode'>,
  byIdentifier: ReadonlyMap<string, CaseRow[]>,
): { case: CaseRow } | { cell: string; code: string } {
  const all = byIdentifier.get(norm(change.identifier)) ?? [];
  if (all.length === 0) return { cell: 'identifier', code: importMsg.unknownIdentifier };
  const wanted = change.morphologyCode ? norm(change.morphologyCode) : null;
  const found = wanted ? all.filter((c) => norm(c.morphologyCode) === wanted) : all;
  if (found.length === 0) return { cell: 'morphology', code: importMsg.noCaseWithMorphology };
  if (found.length > 1) return { cell: 'identifier', code: importMsg.ambiguousIdentifier };
  return { case: found[0] };
}

/** The current records of some cases with their patients, in one query; no attachments (a follow-up carries none). */
/** A case's current record as a row's follow-up starts from it, and as the save's rules find the case. */
export type CurrentRecord = { record: ReturnType<typeof recordOf>; followed: FollowedCase };

export async function currentRecords(db: Db | Tx, notificationIds: readonly number[]) {
  if (notificationIds.length === 0) return new Map<number, CurrentRecord>();
  const rows = await db
    .select({ note: cancerNotifications, patient: patients })
    .from(cancerNotifications)
    .innerJoin(patients, eq(patients.id, cancerNotifications.patientId))
    .where(anyOf(cancerNotifications.id, [...notificationIds], 'int'));
  return new Map(
    rows.map((r) => [
      r.note.id,
      {
        record: recordOf(r.note, r.patient),
        // As the save's look-up finds it: the case's current record (these ids are) with its patient.
        followed: { caseId: r.note.caseId as number, row: r.note, patient: r.patient },
      },
    ]),
  );
}
