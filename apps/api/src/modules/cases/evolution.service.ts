import {
  type EvolutionPatientChange,
  evolutionFields,
  evolutionSections,
  type Language,
  NotificationStatus,
  type ProposablePatientField,
  proposalFieldSources,
  qualityCheckNames,
  type Session,
} from '@registry/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cancerNotifications as n, users, notificationVersions as v } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { listProposals } from '../clinical/patients/patient-proposals.query';
import { caseConfirmations, unitScope } from '../notifications';
import { createLabeler } from './labeler';

const valueAt = (snapshot: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      snapshot,
    );

/**
 * The case's versions, newest first (spec 02 §2 "Case evolution"): every completed save of any of
 * its notifications, read from the immutable snapshots and labelled. A notification outside a
 * case shows its own completed saves. With them, who proposed which change of the child's general
 * data and who decided it (issue 22), from the same query as the patient page's proposals.
 */
export async function findEvolution(
  db: Db,
  session: Session,
  language: Language,
  input: { cancerNotificationId: number; take: number; skip: number },
) {
  const [self] = await db
    .select({ id: n.id, caseId: n.caseId, patientId: n.patientId })
    .from(n)
    .where(and(eq(n.id, input.cancerNotificationId), unitScope(session)));
  if (!self) throw notFound();
  const where = and(
    self.caseId ? eq(v.caseId, self.caseId) : eq(v.notificationId, self.id),
    eq(v.status, NotificationStatus.Completed),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: v.id,
        notificationId: v.notificationId,
        status: v.status,
        snapshot: v.snapshot,
        createdAt: v.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(v)
      .innerJoin(users, eq(users.id, v.createdBy))
      .where(where)
      .orderBy(desc(v.createdAt), desc(v.id))
      .limit(input.take)
      .offset(input.skip),
    db.select({ total: sql<number>`cast(count(*) as integer)` }).from(v).where(where),
  ]);
  const proposals = await listProposals(db, session, self.patientId);
  const labeler = createLabeler(db, language);
  for (const row of rows)
    for (const section of evolutionSections)
      for (const f of evolutionFields[section]) labeler.want(f.source, valueAt(row.snapshot, f.path));
  for (const proposal of proposals)
    for (const values of [proposal.changes, proposal.previous])
      for (const [field, value] of Object.entries(values))
        labeler.want(proposalFieldSources[field as ProposablePatientField], value);
  await labeler.load();
  const items = rows.map((row, i) => ({
    // Versions count up from the oldest completed save of the case.
    version: total - input.skip - i,
    notificationId: row.notificationId,
    notificationStatus: row.status,
    createdByUser: `${row.firstName} ${row.lastName}`,
    createdDateUtc: row.createdAt,
    sections: Object.fromEntries(
      evolutionSections.map((section) => [
        section,
        Object.fromEntries(
          evolutionFields[section].map((f) => [
            f.key,
            labeler.label(f.source, valueAt(row.snapshot, f.path)),
          ]),
        ),
      ]),
    ),
  }));
  // Who confirmed which consistency check, for every notification of the case (issue 16).
  const notificationIds = self.caseId
    ? (await db.select({ id: n.id }).from(n).where(eq(n.caseId, self.caseId))).map((r) => r.id)
    : [self.id];
  const qualityConfirmations = (await caseConfirmations(db, notificationIds)).map((c) => ({
    notificationId: c.notificationId,
    checkId: c.checkId,
    checkName: qualityCheckNames[language][c.checkId] ?? c.checkId,
    confirmedBy: c.confirmedByName,
    confirmedAt: c.confirmedAt,
  }));
  const patientChanges = proposals.map(({ changes, previous, ...proposal }): EvolutionPatientChange => {
    const label = (field: string, value: string | number | null | undefined) =>
      labeler.label(proposalFieldSources[field as ProposablePatientField], value);
    return {
      ...proposal,
      fields: Object.keys(changes).map((field) => ({
        field,
        previous: label(field, previous[field]),
        proposed: label(field, changes[field]),
      })),
    };
  });
  return { items, totalRows: total, qualityConfirmations, patientId: self.patientId, patientChanges };
}
