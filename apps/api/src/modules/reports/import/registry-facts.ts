import { notificationKey, tumourKey } from '@registry/domain';
import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db } from '../../../db/client';
import { cancerCases, cancerNotifications } from '../../../db/schema';
import { identities } from '../../duplicates/patient-alias';

const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * What the registry already holds for the file's patients, a thousand identifiers a query: the
 * duplicate keys of their notifications and the tumours (cases) they have.
 */
export async function registryFacts(db: Db, identifiers: readonly string[]) {
  // A merged child's retired identifier names the surviving record (patient-alias.ts).
  const ident = identities(db);
  const keys = new Set<string>();
  const tumours = new Set<string>();
  for (const part of chunks(identifiers)) {
    const notes = await db
      .select({
        identifier: ident.identifier,
        isForeigner: ident.isForeigner,
        unitId: cancerNotifications.reportingUnitId,
        reasonId: cancerNotifications.reportingReasonId,
        morphologyCodeId: cancerNotifications.morphologyCodeId,
        diagnosticDate: cancerNotifications.diagnosticDate,
        lastContactDate: sql<
          string | null
        >`${cancerNotifications.data}->'notificationOverview'->>'lastContactDate'`,
      })
      .from(cancerNotifications)
      .innerJoin(ident, eq(ident.patientId, cancerNotifications.patientId))
      .where(and(anyOf(ident.identifier, part, 'text'), eq(cancerNotifications.isDeleted, false)));
    for (const n of notes)
      keys.add(
        notificationKey({
          identifier: n.identifier,
          isForeigner: n.isForeigner,
          reportingUnitId: n.unitId,
          reasonId: n.reasonId,
          morphologyCodeId: n.morphologyCodeId,
          diagnosticDate: n.diagnosticDate,
          lastContactDate: n.lastContactDate,
        }),
      );
    const cases = await db
      .select({
        identifier: ident.identifier,
        isForeigner: ident.isForeigner,
        morphologyCodeId: cancerCases.morphologyCodeId,
      })
      .from(cancerCases)
      .innerJoin(ident, eq(ident.patientId, cancerCases.patientId))
      .where(and(anyOf(ident.identifier, part, 'text'), eq(cancerCases.isDeleted, false)));
    for (const c of cases) tumours.add(tumourKey(c.identifier, c.isForeigner, c.morphologyCodeId));
  }
  return { keys, tumours };
}
