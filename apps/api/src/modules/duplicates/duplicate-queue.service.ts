import {
  type DuplicateAnswer,
  type DuplicateQueueFilter,
  duplicateMsg,
  type Language,
  type MergeFilter,
  POSSIBLE_TWINS,
  type Session,
} from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  cancerCases,
  cancerNotifications,
  duplicatePairs,
  patientMerges,
  patients,
  users,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { createLabeler } from '../cases/labeler';
import { mergePatients } from './patient-merge.service';
import { mayBeTwins } from './possible-twins';

const a = alias(patients, 'pa');
const b = alias(patients, 'pb');
const decider = alias(users, 'decider');
/** The identity columns of one alias of `patients` (the aliases differ only in name, hence the casts below). */
const identity = (p: typeof a) => ({
  id: p.id,
  identifier: p.identifier,
  isForeigner: p.isForeigner,
  firstName: p.firstName,
  lastName: p.lastName,
  birthdate: p.birthdate,
  genderId: p.genderId,
});
const asA = (p: ReturnType<typeof alias<typeof patients, string>>) => p as unknown as typeof a;
const nameOf = (u: typeof decider) => sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;
/** A pair one of whose patients a merge in force retired: nothing left to compare, out of the queue. */
const retiredSide = sql`exists (select 1 from ${patientMerges} m where m.unmerged_at is null
  and m.retired_patient_id in (${duplicatePairs.patientAId}, ${duplicatePairs.patientBId}))`;

function queueConditions(filter: DuplicateQueueFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(duplicatePairs.status, filter.status));
  else where.push(inArray(duplicatePairs.status, ['open', 'unsure']));
  if (filter.status !== 'same') where.push(sql`not ${retiredSide}`);
  if (filter.level) where.push(eq(duplicatePairs.level, filter.level));
  if (filter.source) where.push(eq(duplicatePairs.source, filter.source));
  const text = filter.search?.trim().toLowerCase();
  if (text) {
    const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const side = (p: typeof a | typeof b) =>
      sql`(lower(${p.identifier}) like ${prefix} or lower(coalesce(${p.lastName}, '')) like ${prefix} or lower(coalesce(${p.firstName}, '')) like ${prefix})`;
    where.push(sql`(${side(a)} or ${side(b)})`);
  }
  return where;
}

const pairSelection = {
  id: duplicatePairs.id,
  patientA: identity(a),
  patientB: identity(asA(b)),
  score: duplicatePairs.score,
  level: duplicatePairs.level,
  source: duplicatePairs.source,
  status: duplicatePairs.status,
  reasons: duplicatePairs.reasons,
  foundAt: duplicatePairs.foundAt,
  decidedAt: duplicatePairs.decidedAt,
  decidedBy: nameOf(decider),
};

const pairRows = (db: Db) =>
  db
    .select(pairSelection)
    .from(duplicatePairs)
    .innerJoin(a, eq(a.id, duplicatePairs.patientAId))
    .innerJoin(b, eq(b.id, duplicatePairs.patientBId))
    .leftJoin(decider, eq(decider.id, duplicatePairs.decidedBy));

/** The reviewers' queue (issue 27 item 3): open and unsure pairs, newest and most probable first. */
export async function findDuplicatePairs(db: Db, filter: DuplicateQueueFilter) {
  const where = and(...queueConditions(filter));
  const dir = filter.sortDesc ? desc : asc;
  const order =
    filter.sortBy === 'score'
      ? [dir(duplicatePairs.score), desc(duplicatePairs.foundAt), desc(duplicatePairs.id)]
      : filter.sortBy === 'foundAt'
        ? [dir(duplicatePairs.foundAt), desc(duplicatePairs.score), desc(duplicatePairs.id)]
        : [desc(duplicatePairs.foundAt), desc(duplicatePairs.score), desc(duplicatePairs.id)];
  const [items, [{ count }]] = await Promise.all([
    pairRows(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.take)
      .offset(filter.skip),
    db
      .select({ count: sql<number>`cast(count(*) as integer)` })
      .from(duplicatePairs)
      .innerJoin(a, eq(a.id, duplicatePairs.patientAId))
      .innerJoin(b, eq(b.id, duplicatePairs.patientBId))
      .where(where),
  ]);
  return { items, totalRows: count };
}

type Side = Awaited<ReturnType<typeof sideOf>>;

/** One side of the pair view: the identity, labelled, and what the registry holds about the child. */
async function sideOf(db: Db, language: Language, patientId: number) {
  const [p] = await db.select().from(patients).where(eq(patients.id, patientId));
  const notifications = await db
    .select({
      id: cancerNotifications.id,
      reportingUnitId: cancerNotifications.reportingUnitId,
      status: cancerNotifications.status,
      diagnosticDate: cancerNotifications.diagnosticDate,
      topologicCodeId: cancerNotifications.topologicCodeId,
      morphologyCodeId: cancerNotifications.morphologyCodeId,
      isCancerCase: cancerNotifications.isCancerCase,
    })
    .from(cancerNotifications)
    .where(and(eq(cancerNotifications.patientId, patientId), eq(cancerNotifications.isDeleted, false)))
    .orderBy(desc(cancerNotifications.id))
    .limit(50);
  const cases = await db
    .select({
      id: cancerCases.id,
      morphologyCodeId: cancerCases.morphologyCodeId,
      caseVersion: cancerCases.caseVersion,
    })
    .from(cancerCases)
    .where(and(eq(cancerCases.patientId, patientId), eq(cancerCases.isDeleted, false)))
    .orderBy(cancerCases.id);
  const labeler = createLabeler(db, language);
  labeler.want({ list: ListId.gender }, p.genderId);
  labeler.want('county', p.countyId);
  labeler.want('city', p.cityId);
  for (const n of notifications) {
    labeler.want('unit', n.reportingUnitId);
    labeler.want('topography', n.topologicCodeId);
    labeler.want('morphology', n.morphologyCodeId);
  }
  for (const c of cases) labeler.want('morphology', c.morphologyCodeId);
  await labeler.load();
  return {
    id: p.id,
    identifier: p.identifier,
    isForeigner: p.isForeigner,
    firstName: p.firstName,
    lastName: p.lastName,
    birthdate: p.birthdate,
    genderId: p.genderId,
    gender: labeler.label({ list: ListId.gender }, p.genderId),
    county: labeler.label('county', p.countyId),
    city: labeler.label('city', p.cityId),
    address: p.address,
    notifications: notifications.map((n) => ({
      id: n.id,
      reportingUnit: labeler.label('unit', n.reportingUnitId) ?? '',
      status: n.status,
      diagnosticDate: n.diagnosticDate,
      topography: labeler.label('topography', n.topologicCodeId),
      morphology: labeler.label('morphology', n.morphologyCodeId),
      isCancerCase: n.isCancerCase,
    })),
    cases: cases.map((c) => ({
      id: c.id,
      morphology: labeler.label('morphology', c.morphologyCodeId),
      caseVersion: c.caseVersion,
    })),
  };
}

const survivor = alias(patients, 'survivor');
const retiredPatient = alias(patients, 'retired');
const merger = alias(users, 'merger');
const unmerger = alias(users, 'unmerger');

const mergeRows = (db: Db) =>
  db
    .select({
      id: patientMerges.id,
      survivingPatient: identity(asA(survivor)),
      retiredPatient: identity(asA(retiredPatient)),
      pairId: patientMerges.pairId,
      notifications: sql<number>`cast(${patientMerges.summary}->>'notifications' as integer)`,
      casesCombined: sql<number>`cast(jsonb_array_length(${patientMerges.summary}->'casesCombined') as integer)`,
      mergedAt: patientMerges.mergedAt,
      mergedBy: sql<string>`${merger.firstName} || ' ' || ${merger.lastName}`,
      unmergedAt: patientMerges.unmergedAt,
      unmergedBy: sql<string | null>`${unmerger.firstName} || ' ' || ${unmerger.lastName}`,
    })
    .from(patientMerges)
    .innerJoin(survivor, eq(survivor.id, patientMerges.survivingPatientId))
    .innerJoin(retiredPatient, eq(retiredPatient.id, patientMerges.retiredPatientId))
    .innerJoin(merger, eq(merger.id, patientMerges.mergedBy))
    .leftJoin(unmerger, eq(unmerger.id, patientMerges.unmergedBy));

/** The merge history, newest first (where an unmerge starts). */
export async function findMerges(db: Db, filter: MergeFilter) {
  const where = filter.includeUnmerged ? undefined : isNull(patientMerges.unmergedAt);
  const order =
    filter.sortBy === 'mergedAt' && !filter.sortDesc ? asc(patientMerges.id) : desc(patientMerges.id);
  const [items, [{ count }]] = await Promise.all([
    mergeRows(db).where(where).orderBy(order).limit(filter.take).offset(filter.skip),
    db.select({ count: sql<number>`cast(count(*) as integer)` }).from(patientMerges).where(where),
  ]);
  return { items, totalRows: count };
}

/**
 * A pair with both records side by side (issue 27 item 3). A read of two children's identifying data
 * by a reviewer: audited, one row per child, as every read of a patient is.
 */
export async function readDuplicatePair(db: Db, request: FastifyRequest, language: Language, pairId: number) {
  const [pair] = await pairRows(db).where(eq(duplicatePairs.id, pairId));
  if (!pair) throw notFound();
  const sides: [Side, Side] = [
    await sideOf(db, language, pair.patientA.id),
    await sideOf(db, language, pair.patientB.id),
  ];
  const merges = await mergeRows(db)
    .where(
      or(
        inArray(patientMerges.survivingPatientId, [pair.patientA.id, pair.patientB.id]),
        inArray(patientMerges.retiredPatientId, [pair.patientA.id, pair.patientB.id]),
      ),
    )
    .orderBy(desc(patientMerges.id));
  for (const p of [pair.patientA, pair.patientB])
    await writeAudit(db, request, {
      action: 'duplicates.pair-read',
      entity: 'patient',
      entityId: p.id,
      details: { pairId },
    });
  return { pair, sides, merges };
}

/**
 * A reviewer's answer: "different" is remembered (the candidate search never proposes the pair
 * again), "unsure" keeps it in the queue, "same" merges into the chosen patient, all in one
 * transaction with the audit rows.
 */
export async function answerDuplicatePair(
  db: Db,
  request: FastifyRequest,
  session: Session,
  pairId: number,
  answer: DuplicateAnswer,
) {
  return db.transaction(async (tx) => {
    const [pair] = await tx.select().from(duplicatePairs).where(eq(duplicatePairs.id, pairId)).for('update');
    if (!pair) throw notFound();
    if (pair.status !== 'open' && pair.status !== 'unsure') throw badRequest(duplicateMsg.pairDecided);
    const before = pair.status;
    let mergeId: number | null = null;
    let warnings: string[] = [];
    if (answer.answer === 'same') {
      const s = answer.survivingPatientId;
      if (s !== pair.patientAId && s !== pair.patientBId) throw badRequest(duplicateMsg.survivorNotInPair);
      const r = s === pair.patientAId ? pair.patientBId : pair.patientAId;
      if (answer.acknowledged !== POSSIBLE_TWINS && (await mayBeTwins(tx, pair)))
        throw new AppError(409, duplicateMsg.possibleTwins, { field: 'acknowledged' });
      ({ mergeId, warnings } = await mergePatients(tx, request, session.userId, {
        survivingPatientId: s,
        retiredPatientId: r,
        pairId,
      }));
    } else {
      await tx
        .update(duplicatePairs)
        .set({ status: answer.answer, decidedAt: new Date(), decidedBy: session.userId })
        .where(eq(duplicatePairs.id, pairId));
    }
    await writeAudit(tx, request, {
      action: 'duplicates.answered',
      entity: 'duplicate_pair',
      entityId: pairId,
      details: {
        answer: answer.answer,
        before,
        patientAId: pair.patientAId,
        patientBId: pair.patientBId,
        mergeId,
        ...(answer.answer === 'same' && answer.acknowledged && { acknowledged: answer.acknowledged }),
      },
    });
    return { status: answer.answer, mergeId, warnings };
  });
}
