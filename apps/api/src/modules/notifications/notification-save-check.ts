import {
  type CodedPairLookups,
  checkNotificationSave,
  type DependencyContext,
  isNewContactReason,
  msg,
  type Notification,
  NotificationStatus,
  notificationDraft,
  notificationMsg,
  type PreviousContact,
  type QualityCheck,
  type QualityContext,
  Role,
  reportingReasonOf,
  type Session,
  todayIso,
  unknownReferences,
} from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { cancerNotifications, patients } from '../../db/schema';
import { badRequest, fieldErrors, forbidden } from '../../platform/errors';
import { association, codedPairLookups, type KnownIds, knownIds, type ListCache } from '../dictionaries';
import {
  type FollowedCase,
  followedCaseOf,
  lockedSectionsOf,
  needsFollowedCase,
  previousContactOf,
  recordOfCase,
  withSectionsOf,
} from './notification-follow-up';
import {
  isCodingOnlyFor,
  type LockedSource,
  lockedSourceFrom,
  lockedSourceOf,
  mayReadUnit,
} from './notification-locked';
import { refuseInvalidCombination } from './notification-quality.service';
import { toNotification } from './notification-record';
import { unitScope, visibleUnits } from './notification-scope';
import { limitedLookup, lookUpNamedChild } from './patient-lookup';

type Association = Awaited<ReturnType<typeof association>>;

/**
 * How a save looks its references up. The form's save asks the database each time; an import of
 * thousands of rows passes lookups built once into maps (see reports/import/code-lookups.ts).
 */
export type SaveLookups = {
  association: (morphologyId: number, topographyId: number) => Promise<Association | null>;
  /** The dictionaries' side of the coded pairs, when the caller holds it (an import: no query in its transaction). */
  codedPairs?: CodedPairLookups;
  /** The dictionaries' ids, when the caller already holds them (an import's transaction must not wait on the cache). */
  knownIds?: KnownIds;
  /** The codes the consistency checks read, when the caller holds them in maps (an import): no query per row. */
  qualityCodeOf?: QualityContext['codeOf'];
  /**
   * The case a follow-up body follows, when the caller already holds its current record (the
   * vital-status import read it to build the row): no look-up per row. Only for callers who read
   * every unit (importers); undefined = look it up.
   */
  followedCase?: (n: Notification) => FollowedCase | undefined;
  /** Told the consistency checks' results of each checked notification (an import stores them without running them again). */
  qualityChecked?: (n: Notification, checks: readonly QualityCheck[]) => void;
};

export const databaseLookups = (db: Db): SaveLookups => ({
  association: (m, t) => association(db, m, t).catch(() => null),
});

/** The ICCC-3 association the rules need, looked up from the dictionaries when both codes are set. */
export async function dependencyContext(lookups: SaveLookups, body: unknown): Promise<DependencyContext> {
  const b = body as {
    cancerMorphology?: { morphologyCodeId?: unknown };
    cancerDiagnostic?: { topologicCodeId?: unknown };
  };
  const morphologyId = Number(b?.cancerMorphology?.morphologyCodeId);
  const topographyId = Number(b?.cancerDiagnostic?.topologicCodeId);
  if (!(morphologyId > 0 && topographyId > 0)) return { today: todayIso() };
  const answer = await lookups.association(morphologyId, topographyId);
  if (!answer) return { today: todayIso() };
  const { icc3PrimaryId, icc3CategoryId, icc3SubcategoryId, isValidAssociation } = answer;
  return {
    today: todayIso(),
    association: {
      icC3PrimaryId: icc3PrimaryId,
      icC3CategoryId: icc3CategoryId,
      icC3SubcategoryId: icc3SubcategoryId,
      isValidAssociation,
    },
  };
}

/**
 * Every id must be one the dictionaries hold: the form only offers such values, but any client can
 * send a number, and a registry must not store a code no one can read back (the city, which no list
 * here holds, is checked against its county with the coded pairs). Answers the field errors, empty
 * when all hold.
 */
async function referenceErrors(
  db: Db | Tx,
  cache: ListCache,
  lookups: SaveLookups,
  n: Notification,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const path of unknownReferences(n, lookups.knownIds ?? (await knownIds(db, cache))))
    errors[path] = msg.invalid;
  return errors;
}

/**
 * The checks a save runs before it writes (spec 02 §4 save flow): the form's domain rules, then
 * every id against the dictionaries. Throws the 400 the form shows; answers the checked model.
 * An import's rows come here directly: importers (super administrators, reviewers) read every unit.
 */
export async function checkSave(
  // An import checks inside its own transaction: on PGlite (one connection) a query outside it would wait forever.
  db: Db | Tx,
  cache: ListCache,
  session: Session,
  body: unknown,
  lookups: SaveLookups = databaseLookups(db),
): Promise<Notification> {
  return (await checkPrepared(db, cache, await prepareSave(db, session, body, null, lookups), lookups))
    .notification;
}

/** What the form's save checks an HTTP save with: the request and the look-up limit. */
export type SaveGuard = { request: FastifyRequest; limits: Config['patientLookup'] };

/** A checked save and where its locked sections came from (kept in the record, see notification-locked.ts). */
export type CheckedSave = { notification: Notification; lockedFrom: LockedSource | null };

/** The form's save: like `checkSave`, and a save that finds another unit's case is a limited, audited look-up. */
export async function checkFormSave(
  db: Db,
  cache: ListCache,
  session: Session,
  body: unknown,
  guard: SaveGuard,
  lookups: SaveLookups = databaseLookups(db),
): Promise<CheckedSave> {
  return checkPrepared(db, cache, await prepareSave(db, session, body, guard), lookups);
}

type Prepared = {
  body: unknown;
  previousContact: PreviousContact | null;
  lockedFrom: LockedSource | null;
  /** The model's parse of `body`, kept while the body is the one parsed: the rules do not parse it again. */
  parsed?: ReturnType<typeof notificationDraft.safeParse>;
};

async function checkPrepared(
  db: Db | Tx,
  cache: ListCache,
  prepared: Prepared,
  lookups: SaveLookups = databaseLookups(db),
): Promise<CheckedSave> {
  const check = checkNotificationSave(
    prepared.body,
    {
      ...(await dependencyContext(lookups, prepared.body)),
      previousContact: prepared.previousContact,
      codedPairs: lookups.codedPairs ?? (await codedPairLookups(db, cache)),
    },
    prepared.parsed,
  );
  if (!check.ok) {
    if (Object.keys(check.errors).length) {
      // An id the dictionaries do not hold is named as such, not as a pair it cannot belong to.
      const parsed = prepared.parsed ?? notificationDraft.safeParse(prepared.body);
      const unknown = parsed.success ? await referenceErrors(db, cache, lookups, parsed.data) : {};
      throw fieldErrors({ ...check.errors, ...unknown });
    }
    throw badRequest(check.businessErrors[0]);
  }
  const unknown = await referenceErrors(db, cache, lookups, check.notification);
  if (Object.keys(unknown).length) throw fieldErrors(unknown);
  const checks = await refuseInvalidCombination(db, check.notification, lookups.qualityCodeOf);
  lookups.qualityChecked?.(check.notification, checks);
  return { notification: check.notification, lockedFrom: prepared.lockedFrom };
}

/**
 * What the server adds to a body before the rules run (issue 17 item 1, issue 18 item 1):
 * - a new follow-up of a known tumour gets the sections its sender may not change from the case's
 *   current record, whatever the body says, so the registry keeps a whole record of the case;
 * - a stored follow-up whose sender only ever saw those sections as identity and coding gets them
 *   back from the stored record (the reads show them masked, the save must not store the mask);
 * - a completed new contact gets the previous record's last contact for the date rule — without
 *   the date in the refusal for a reporter of another unit.
 */
async function prepareSave(
  db: Db | Tx,
  session: Session,
  body: unknown,
  guard: SaveGuard | null,
  lookups?: SaveLookups,
): Promise<Prepared> {
  if (session.role === Role.Executive || session.role === Role.Auditor) throw forbidden();
  const parsed = notificationDraft.safeParse(body);
  const prepared: Prepared = { body, previousContact: null, lockedFrom: null, parsed };
  // A body the model refuses gets its field errors from the rules; it looks nothing up.
  if (!parsed.success) return prepared;
  const n = parsed.data;
  if (n.id > 0) {
    const stored = await storedSourceOf(db, session, n.id);
    if (stored) {
      prepared.lockedFrom = stored.source;
      if (isCodingOnlyFor(session, stored.source)) {
        prepared.body = withSectionsOf(body, stored.record, stored.source.sections);
        prepared.parsed = undefined;
      }
    }
  }
  if (!needsFollowedCase(n)) {
    if (guard) await lookUpNamedChild(db, guard.request, session, guard.limits, n);
    return prepared;
  }
  const followed = await findFollowedCase(db, session, n, guard, lookups);
  if (!followed) return prepared;
  if (n.id === 0) {
    const sections = lockedSectionsOf(n, session);
    if (sections.length) {
      prepared.body = withSectionsOf(body, await recordOfCase(db, followed), sections);
      prepared.parsed = undefined;
      prepared.lockedFrom = lockedSourceFrom(followed.row, sections);
    }
  }
  if (n.status === NotificationStatus.Completed && isNewContactReason(reportingReasonOf(n))) {
    // The followed row is the case's current record: unless it is this very notification, its last
    // contact is the previous one (what previousContactOf would read again).
    const previous =
      followed.row.id !== n.id
        ? { lastContactDate: lastContactDateOf(followed.row.data) }
        : await previousContactOf(db, followed.caseId, n.id);
    const undisclosed = !mayReadUnit(session, followed.row.reportingUnitId);
    prepared.previousContact = previous && { ...previous, undisclosed };
  }
  return prepared;
}

/** A stored record's last contact date, as the `->>` of previousContactOf reads it. */
function lastContactDateOf(data: unknown): string | null {
  const value = (data as { notificationOverview?: { lastContactDate?: unknown } } | null)
    ?.notificationOverview?.lastContactDate;
  return typeof value === 'string' ? value : null;
}

/** The caller's own stored record with its locked source, when it has one. */
async function storedSourceOf(db: Db | Tx, session: Session, id: number) {
  if (id > 2_147_483_647) return null;
  const [found] = await db
    .select({ row: cancerNotifications, patient: patients })
    .from(cancerNotifications)
    .innerJoin(patients, eq(patients.id, cancerNotifications.patientId))
    .where(and(eq(cancerNotifications.id, id), eq(cancerNotifications.isDeleted, false), unitScope(session)));
  const source = found ? lockedSourceOf(found.row.data) : null;
  if (!found || !source) return null;
  return { source, record: await toNotification(db, found.row, found.patient) };
}

/**
 * The case a save follows. For a caller who does not read every unit this is a patient look-up
 * (patient-lookup.ts): a save that finds another unit's case is audited and counted; past the limit
 * no 429 — the save answers as for a child nobody holds (issue 40 item 4).
 */
async function findFollowedCase(
  db: Db | Tx,
  session: Session,
  n: Notification,
  guard: SaveGuard | null,
  lookups?: SaveLookups,
): Promise<FollowedCase | null> {
  if (visibleUnits(session) === 'all') return lookups?.followedCase?.(n) ?? followedCaseOf(db, n);
  // Only the form's route saves for a reporter; a path without the guard must not look up unlimited.
  if (!guard) throw forbidden();
  const identifier = n.patientDetails.identifier?.trim() ?? '';
  const lookup = { identifier, kind: 'save' } as const;
  // Past the limit a follow-up of another unit's case answers as one of a child nobody holds.
  return limitedLookup(
    db,
    guard.request,
    session,
    guard.limits,
    lookup,
    async (tx) => {
      const followed = await followedCaseOf(tx, n);
      if (!followed || mayReadUnit(session, followed.row.reportingUnitId))
        return { value: followed, patientId: null, resultCount: 0, counted: false };
      return {
        value: followed,
        undisclosed: () => {
          throw badRequest(notificationMsg.noCaseToFollow);
        },
        patientId: followed.patient.id,
        resultCount: 1,
        details: {
          morphologyCodeId: n.cancerMorphology.morphologyCodeId,
          caseId: followed.caseId,
          disclosure: 'coding',
        },
      };
    },
    'undisclosed',
  );
}
