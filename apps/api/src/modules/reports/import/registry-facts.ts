import { notificationKey, tumourKey } from '@registry/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cancerCases, cancerNotifications, patients } from '../../../db/schema';

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
  const keys = new Set<string>();
  const tumours = new Set<string>();
  for (const part of chunks(identifiers)) {
    const notes = await db
      .select({
        identifier: patients.identifier,
        isForeigner: patients.isForeigner,
        unitId: cancerNotifications.reportingUnitId,
        reasonId: cancerNotifications.reportingReasonId,
        morphologyCodeId: cancerNotifications.morphologyCodeId,
        diagnosticDate: cancerNotifications.diagnosticDate,
        lastContactDate: sql<
          string | null
        >`${cancerNotifications.data}->'notificationOverview'->>'lastContactDate'`,
      })
      .from(cancerNotifications)
      .innerJoin(patients, eq(patients.id, cancerNotifications.patientId))
      .where(and(inArray(patients.identifier, part), eq(cancerNotifications.isDeleted, false)));
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
        identifier: patients.identifier,
        isForeigner: patients.isForeigner,
        morphologyCodeId: cancerCases.morphologyCodeId,
      })
      .from(cancerCases)
      .innerJoin(patients, eq(patients.id, cancerCases.patientId))
      .where(and(inArray(patients.identifier, part), eq(cancerCases.isDeleted, false)));
    for (const c of cases) tumours.add(tumourKey(c.identifier, c.isForeigner, c.morphologyCodeId));
  }
  return { keys, tumours };
}
