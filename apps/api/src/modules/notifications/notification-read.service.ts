import {
  defaultUnitOf,
  followUpPrefill,
  holdsRecord,
  type Language,
  NotificationStatus,
  type Session,
  sharesRecord,
} from '@registry/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { cancerCases, cancerNotifications, morphologies, patients } from '../../db/schema';
import { sharesRecordWithOthers } from '../../platform/child-access';
import { notFound } from '../../platform/errors';
import { namedByIdentifier } from '../duplicates/patient-alias';
import { isCodingOnlyFor, lockedSourceOf, viewFor } from './notification-locked';
import { storedQualityWith } from './notification-quality.service';
import { readNotificationRow } from './notification-read-row';
import { recordOf, toNotification } from './notification-record';
import { unitScope, visibleUnits } from './notification-scope';
import { limitedLookup } from './patient-lookup';

/** One notification the caller may see; reading a patient's identity is audited. */
export async function findNotification(db: Db | Tx, request: FastifyRequest, session: Session, id: number) {
  // One statement: the row, its audit row and what the answer shows (notification-read-row.ts).
  const found = await readNotificationRow(db, request, session, id);
  if (!found) throw notFound();
  const { row, patient, holders } = found;
  const notification = recordOf(row, patient, found.files, {
    sharedRecord: holdsRecord(row.reportingUnitId, holders),
  });
  const source = lockedSourceOf(row.data);
  return {
    // A follow-up whose locked sections came from a unit the reader cannot read shows them as its prefill did.
    ...viewFor(session, notification, source),
    codingOnly: isCodingOnlyFor(session, source),
    caseId: row.caseId,
    isLastNotification: isLast(row),
    sharedWithOtherUnits: sharesRecord(row.reportingUnitId, holders),
    holdingAwaitsConfirmation: !row.grantsHolding && found.holdingAwaits,
    receivedElectronically: found.received,
    warnings: [],
    previousContact: found.previousContact,
    qualityChecks: storedQualityWith(row.qualityChecks, found.confirmations),
  };
}

/** A completed notification of a case that a later one superseded may no longer be edited (spec 02 §8). */
export function isLast(row: { status: number; caseId: number | null; isCancerCase: boolean }) {
  return !(row.status === NotificationStatus.Completed && row.caseId !== null && !row.isCancerCase);
}

async function findPatient(db: Db | Tx, identifier: string) {
  return db.select().from(patients).where(namedByIdentifier(identifier));
}

/**
 * Opening by identifier and morphology code (spec 02 §2): a draft of the caller's units for that
 * tumour is returned as it is (the page shows the alert variant); otherwise a new notification
 * (id 0) prefilled from the case's current record, so a follow-up does not retype what is known.
 * Minimum necessary disclosure (docs/model.md "Patient look-ups"): a caller who may read that record (its
 * unit, reviewers, the super administrator) gets the tumour's whole description; a reporter of
 * another unit gets the child's identity and the tumour's coding only. A limited, audited look-up.
 */
export async function findByIdentifierAndMorphology(
  db: Db,
  request: FastifyRequest,
  session: Session,
  limits: Config['patientLookup'],
  identifier: string,
  morphologyCodeId: number,
) {
  const answer = await limitedLookup(
    db,
    request,
    session,
    limits,
    { identifier, kind: 'follow-up' },
    async (tx) => {
      const details = { morphologyCodeId };
      const found = await findPatient(tx, identifier);
      if (found.length === 0) return { value: null, patientId: null, resultCount: 0, details };
      const patientIds = found.map((p) => p.id);
      const [draft] = await tx
        .select({ id: cancerNotifications.id })
        .from(cancerNotifications)
        .where(
          and(
            inArray(cancerNotifications.patientId, patientIds),
            eq(cancerNotifications.morphologyCodeId, morphologyCodeId),
            eq(cancerNotifications.status, NotificationStatus.Draft),
            eq(cancerNotifications.isDeleted, false),
            unitScope(session),
          ),
        )
        .orderBy(desc(cancerNotifications.updatedAt))
        .limit(1);
      const patientId = found[0].id;
      if (draft) {
        const value = await findNotification(tx, request, session, draft.id);
        return { value, patientId, resultCount: 1, details: { ...details, disclosure: 'own-draft' } };
      }
      const [current] = await tx
        .select({ row: cancerNotifications, patient: patients })
        .from(cancerCases)
        .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
        .innerJoin(patients, eq(patients.id, cancerCases.patientId))
        .where(
          and(
            inArray(cancerCases.patientId, patientIds),
            eq(cancerCases.morphologyCodeId, morphologyCodeId),
            eq(cancerCases.isDeleted, false),
          ),
        );
      if (!current) return { value: null, patientId, resultCount: 0, details };
      const units = visibleUnits(session);
      const source = lockedSourceOf(current.row.data);
      const full = units === 'all' || units.includes(current.row.reportingUnitId);
      // The current record may itself hold sections taken from a unit the caller cannot read: masked.
      const codingOnly = !full || isCodingOnlyFor(session, source);
      const record = viewFor(session, await toNotification(tx, current.row, current.patient), source);
      const prefill = followUpPrefill(record, { full, unitId: defaultUnitOf(session) });
      const value = {
        ...prefill,
        version: 0,
        caseId: current.row.caseId,
        isLastNotification: true,
        sharedWithOtherUnits: await sharesRecordWithOthers(
          tx,
          current.patient.id,
          prefill.notificationOverview.reportingUnitId,
        ),
        holdingAwaitsConfirmation: false,
        // A new follow-up, typed now: nothing received.
        receivedElectronically: false,
        warnings: [],
        previousContact: { lastContactDate: record.notificationOverview.lastContactDate },
        // A follow-up not yet saved has no checks of its own: the form runs them live.
        qualityChecks: [],
        codingOnly,
      };
      const disclosure = codingOnly ? 'coding' : 'full';
      return {
        value,
        patientId: current.patient.id,
        resultCount: 1,
        details: { ...details, caseId: current.row.caseId, disclosure },
      };
    },
  );
  if (!answer) throw notFound();
  return answer;
}

/**
 * The diagnostic selector's look-up: the tumours (cases) the registry has for this identifier, plus
 * the morphologies of the caller's own drafts, so "new diagnostic" can find an unfinished one.
 */
export async function checkIdentifier(
  db: Db,
  request: FastifyRequest,
  session: Session,
  limits: Config['patientLookup'],
  language: Language,
  identifier: string,
) {
  const answer = await limitedLookup(
    db,
    request,
    session,
    limits,
    { identifier, kind: 'check-identifier' },
    async (tx) => {
      const value = await tumoursOf(tx, session, language, identifier);
      return { value, patientId: value.patientId, resultCount: value.morphologicCodes.length };
    },
  );
  // limitedLookup answers null only when the look-up itself did; this one always answers.
  const { patientId: _, ...known } = answer ?? {
    patientId: null,
    isKnownPatient: false,
    morphologicCodes: [],
  };
  return known;
}

/** The tumours (cases) of an identifier and the caller's own drafts' morphologies. */
async function tumoursOf(db: Db | Tx, session: Session, language: Language, identifier: string) {
  const found = await findPatient(db, identifier);
  if (found.length === 0) return { patientId: null, isKnownPatient: false, morphologicCodes: [] };
  const patientIds = found.map((p) => p.id);
  const label = language === 'en' ? morphologies.labelEn : morphologies.labelRo;
  const cases = await db
    .select({ id: morphologies.id, code: morphologies.code, text: label })
    .from(cancerCases)
    .innerJoin(morphologies, eq(morphologies.id, cancerCases.morphologyCodeId))
    .where(and(inArray(cancerCases.patientId, patientIds), eq(cancerCases.isDeleted, false)));
  const drafts = await db
    .selectDistinct({ id: morphologies.id, code: morphologies.code, text: label })
    .from(cancerNotifications)
    .innerJoin(morphologies, eq(morphologies.id, cancerNotifications.morphologyCodeId))
    .where(
      and(
        inArray(cancerNotifications.patientId, patientIds),
        eq(cancerNotifications.status, NotificationStatus.Draft),
        eq(cancerNotifications.isDeleted, false),
        unitScope(session),
      ),
    );
  const byId = new Map<number, { id: number; code: string; text: string; hasDraft: boolean }>();
  for (const c of cases) byId.set(c.id, { ...c, hasDraft: false });
  for (const d of drafts) byId.set(d.id, { ...d, hasDraft: true });
  return {
    patientId: found[0].id as number | null,
    isKnownPatient: true,
    morphologicCodes: [...byId.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}
