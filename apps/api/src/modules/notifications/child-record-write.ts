import {
  type ChildHolders,
  type ChildRecordWrite,
  childRecordWrite,
  holdsAtOnce,
  holdsRecord,
  type Notification,
  type PatientFieldValues,
  ProposalStatus,
  proposedChanges,
  reportsTheTumour,
  type Session,
} from '@registry/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { patientChangeProposals, patients } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { childHolders } from '../../platform/child-access';
import { namedBy } from '../duplicates/patient-alias';

type Patient = typeof patients.$inferSelect;

/** The patient row a save writes: one patient per identifier, shared by the units that hold it. */
export function patientValues(n: Notification) {
  const p = n.patientDetails;
  return {
    identifier: p.identifier!,
    isForeigner: p.isForeigner,
    firstName: p.firstName,
    lastName: p.lastName,
    genderId: p.genderId,
    birthdate: p.birthdate,
    countyId: p.countyId,
    cityId: p.cityId,
    address: p.address,
    updatedAt: new Date(),
  };
}

const fieldsOf = (p: Partial<Patient>): PatientFieldValues => ({
  firstName: p.firstName ?? null,
  lastName: p.lastName ?? null,
  genderId: p.genderId ?? null,
  birthdate: p.birthdate ?? null,
  countyId: p.countyId ?? null,
  cityId: p.cityId ?? null,
  address: p.address ?? null,
});

export type ChildRecordOutcome = {
  patient: Patient;
  write: ChildRecordWrite;
  /** The notification's unit holds the record once this save is written: its reads show the record. */
  holdsAfter: boolean;
  /** The fields a `propose` save put forward (empty when its data matched the record). */
  proposed: PatientFieldValues;
  /** The units that held the record before this save (none for a child new to the registry). */
  holders: ChildHolders;
  /** The save created the patient: an identity the registry did not know (the duplicate check's cue). */
  created?: boolean;
  /**
   * The save's own statement inserted the patient's row (not a concurrent save's row it then
   * updated): a child with no case yet, whose cases need no query.
   */
  inserted?: boolean;
};

/**
 * What a notification's save does to the child's record (access model, issue 22; domain
 * `childRecordWrite`), decided for the notification's unit: a holder (or the first unit to name the
 * child) writes it; a unit that does not hold a record others hold leaves it untouched — a draft
 * keeps what it typed, a completed report's differing data waits as a proposal.
 */
export async function writeChildRecord(tx: Tx, incoming: Notification): Promise<ChildRecordOutcome> {
  const values = patientValues(incoming);
  const unitId = incoming.notificationOverview.reportingUnitId!;
  const [stored] = await tx
    .select()
    .from(patients)
    .where(namedBy(values.identifier, values.isForeigner))
    .for('update');
  const holders: ChildHolders = stored
    ? await childHolders(tx, stored.id)
    : { reportingUnitIds: [], treatingUnitIds: [] };
  const write = childRecordWrite(unitId, holders, incoming.status);
  // A report grants the holding only to the child's first reporter (or a unit holding it already):
  // a unit naming a child others hold waits for a confirmation (issue 38, `decideHolding`).
  const holdsAfter =
    holdsRecord(unitId, holders) ||
    (reportsTheTumour({ status: incoming.status, reportingReasonId: incoming.diagnosticReportingReasonId }) &&
      holdsAtOnce(unitId, holders));
  if (write === 'write') {
    const { inserted, ...patient } = await upsertPatient(tx, values, stored);
    return { patient, write, holdsAfter, proposed: {}, holders, created: !stored, inserted };
  }
  return {
    patient: stored!,
    write,
    holdsAfter,
    proposed: write === 'propose' ? fieldsOf(values) : {},
    holders,
  };
}

/**
 * Whether the notification's unit shares the record with other units once the save is written
 * (domain `sharesRecord`), when the holders read before the save tell it; null when only the
 * database can (the unit may stop holding the record by this very save). A save changes no other
 * unit's holding, unless it moves its notification away from a unit (`movedFromUnit`).
 */
export function sharesAfterWrite(
  outcome: ChildRecordOutcome,
  incoming: Notification,
  movedFromUnit: boolean,
): boolean | null {
  if (movedFromUnit) return null;
  const unitId = incoming.notificationOverview.reportingUnitId!;
  const { reportingUnitIds, treatingUnitIds } = outcome.holders;
  if (![...reportingUnitIds, ...treatingUnitIds].some((other) => other !== unitId)) return false;
  const reports = reportsTheTumour({
    status: incoming.status,
    reportingReasonId: incoming.diagnosticReportingReasonId,
  });
  // A report of a child others hold grants nothing until confirmed (issue 38): it shares nothing.
  if (reports) return holdsAtOnce(unitId, outcome.holders);
  return null;
}

async function upsertPatient(tx: Tx, values: ReturnType<typeof patientValues>, stored?: Patient) {
  if (stored && (stored.identifier !== values.identifier || stored.isForeigner !== values.isForeigner)) {
    // A merged child's retired identity (an alias): the record is the survivor's, under its own identifier.
    const { identifier: _, isForeigner: __, ...fields } = values;
    const [patient] = await tx
      .update(patients)
      .set({ ...fields, address: sql`coalesce(${values.address ?? null}, ${patients.address})` })
      .where(eq(patients.id, stored.id))
      .returning();
    return { ...patient, inserted: false };
  }
  const [patient] = await tx
    .insert(patients)
    .values(values)
    .onConflictDoUpdate({
      target: [patients.identifier, patients.isForeigner],
      // Another unit's follow-up starts without the address (minimum disclosure): leaving it blank keeps the known one.
      set: { ...values, address: sql`coalesce(excluded.address, ${patients.address})` },
    })
    // xmax is 0 on a row this statement inserted, set on one it updated on conflict.
    .returning({ ...getTableColumns(patients), inserted: sql<boolean>`(xmax = 0)` });
  return patient;
}

/**
 * Files the proposal of a `propose` save: the fields that differ from the record. A later save of
 * the same report replaces its pending proposal (the old one is withdrawn), so the deciders see one.
 * Answers whether a proposal waits now.
 */
export async function fileProposal(
  tx: Tx,
  request: FastifyRequest,
  session: Session,
  outcome: ChildRecordOutcome,
  notification: { id: number; reportingUnitId: number },
): Promise<boolean> {
  if (outcome.write !== 'propose') return false;
  await tx
    .update(patientChangeProposals)
    .set({ status: ProposalStatus.Withdrawn, decidedAt: new Date() })
    .where(
      and(
        eq(patientChangeProposals.notificationId, notification.id),
        eq(patientChangeProposals.status, ProposalStatus.Pending),
      ),
    );
  const previous = fieldsOf(outcome.patient);
  const changes = proposedChanges(previous, outcome.proposed);
  const fields = Object.keys(changes) as (keyof PatientFieldValues)[];
  if (fields.length === 0) return false;
  const [proposal] = await tx
    .insert(patientChangeProposals)
    .values({
      patientId: outcome.patient.id,
      notificationId: notification.id,
      reportingUnitId: notification.reportingUnitId,
      changes,
      previous: Object.fromEntries(fields.map((f) => [f, previous[f] ?? null])),
      proposedBy: session.userId,
    })
    .returning({ id: patientChangeProposals.id });
  await writeAudit(tx, request, {
    action: 'patient.change-proposed',
    entity: 'patient',
    entityId: outcome.patient.id,
    details: { proposalId: proposal.id, notificationId: notification.id, fields },
  });
  return true;
}
