import {
  isReviewer,
  type Notification,
  NotificationStatus,
  PROPOSABLE_PATIENT_FIELDS,
  type QualityCheck,
  type Session,
} from '@registry/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { cancerCases, type cancerNotifications, patients } from '../../db/schema';
import { auditRow } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { pacer } from '../../platform/yield';
import { aliasedPatients } from '../duplicates/patient-alias';
import { patientValues } from './child-record-write';
import { advancedCase, checkMayOpenCase } from './notification-cases';
import type { FollowedCase } from './notification-follow-up';
import { qualityOf, storedQuality } from './notification-quality.service';
import { recordOfModel } from './notification-record';
import { checkWriteAllowed, notificationAudit, notificationColumns } from './notification-save.service';
import type { SaveLookups } from './notification-save-check';

/** One new notification of an import, already through `checkSave`. */
export type NewNotification = { notification: Notification; auditDetails?: Record<string, unknown> };

/** A row of the batch the save rules refuse; `index` is its place in the batch. */
export class BatchRowRefused extends Error {
  constructor(
    readonly index: number,
    readonly refusal: AppError,
  ) {
    super(refusal.code);
  }
}

type Patient = typeof patients.$inferSelect;
type NotificationRow = typeof cancerNotifications.$inferSelect;

/** A case as the import leaves it; `base` is what the registry held when the import read it. */
export type PlannedCase = {
  id: number;
  patientId: number;
  morphologyCodeId: number;
  caseVersion: number;
  reviewedVersion: number | null;
  currentNotificationId: number | null;
  base: { caseVersion: number; reviewedVersion: number | null; currentNotificationId: number | null } | null;
  advanced: boolean;
};

/** The rows of one batch, ready for their tables. */
export type PlannedRows = {
  notifications: Record<string, unknown>[];
  versions: Record<string, unknown>[];
  audits: Record<string, unknown>[];
};

const patientKey = (p: { identifier: string; isForeigner: boolean }) => `${p.identifier}|${p.isForeigner}`;
const caseKey = (patientId: number, morphologyId: number) => `${patientId}|${morphologyId}`;

function refusedAt<T>(index: number, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof AppError) throw new BatchRowRefused(index, err);
    throw err;
  }
}

/** `n` ids drawn from a table's sequence (outside any transaction: a refused import leaves a gap, nothing else). */
async function drawIds(db: Db, table: string, n: number) {
  if (n === 0) return [];
  const drawn = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  )) as unknown as { rows: { id: number }[] };
  return drawn.rows.map((r) => Number(r.id));
}

/**
 * An import's new notifications, planned exactly as `writeNotification` would write them one by one
 * in file order — the same rule functions (who may write, when a case opens, the case's versions
 * and review) and the same rows (patient, notification, case, immutable version with its snapshot,
 * audit) — but without writing: `add` answers each batch's rows for the import's staging, and the
 * patients and cases (which later batches change again) are answered once by `patientRows` and
 * `caseRows` at the end. Ids are drawn from the sequences up front, so every row is complete.
 * The registry is only read; the final move checks that what was read still holds.
 */
export class NewNotificationsPlan {
  /** Each child by key: its row as the import leaves it and, for a known child, as it was read. */
  private readonly patients = new Map<string, { row: Patient; existing: boolean; read?: Patient }>();
  private readonly cases = new Map<string, PlannedCase>();
  /**
   * The cases this import advanced, as a later row's save would find them. Kept as the objects
   * themselves (no later step changes them: a child's planned row is replaced, not edited), and
   * copied when a follow-up asks. Kept as JSON they cost more: a stringify per row, and a
   * two-byte string per record holding a Romanian letter (the import's peak RSS fell 370 → 290 MB).
   */
  private readonly followed = new Map<string, FollowedCase>();
  /** The consistency checks each checked notification got from the save's rules (`qualityChecked`). */
  private readonly checked = new WeakMap<Notification, readonly QualityCheck[]>();

  /** Keeps the checks the save's rules ran on `n`, so that planning it does not run them again. */
  readonly qualityChecked = (n: Notification, checks: readonly QualityCheck[]) => {
    this.checked.set(n, checks);
  };

  constructor(
    private readonly session: Session,
    readonly request: FastifyRequest,
    private readonly options: { needsReview?: boolean; lookups?: SaveLookups } = {},
  ) {}

  /** The case a follow-up names when this import opened or advanced it (else the registry's, looked up). */
  followedCase(n: Notification): FollowedCase | undefined {
    const m = n.cancerMorphology.morphologyCodeId;
    const identifier = n.patientDetails.identifier?.trim();
    if (!identifier || !m) return undefined;
    const followed = this.followed.get(
      `${patientKey({ identifier, isForeigner: n.patientDetails.isForeigner })}|${m}`,
    );
    // A copy: the save that follows the case may change what it is given.
    return followed && structuredClone(followed);
  }

  /** Reads the patients and cases of a batch the plan does not know yet; new ones get drawn ids. */
  private async learn(db: Db, items: readonly NewNotification[]) {
    const values = items.map((i) => patientValues(i.notification));
    const keys = values.map(patientKey);
    // Each key the plan does not know yet, with the values of its first row (a Map: a batch of 500
    // searched with includes/find cost ~0.1 s per 10,000 rows).
    const unknown = new Map<string, (typeof values)[number]>();
    for (const [i, key] of keys.entries())
      if (!this.patients.has(key) && !unknown.has(key)) unknown.set(key, values[i]);
    if (unknown.size) {
      const identifiers = [...new Set([...unknown.keys()].map((k) => k.slice(0, k.lastIndexOf('|'))))];
      for (const row of await db
        .select()
        .from(patients)
        .where(anyOf(patients.identifier, identifiers, 'text')))
        if (unknown.has(patientKey(row)))
          this.patients.set(patientKey(row), { row, existing: true, read: row });
      // A merged child's retired identity names the survivor (patient-alias.ts): one entry for both keys.
      for (const a of await aliasedPatients(db, identifiers)) {
        if (!unknown.has(patientKey(a))) continue;
        const entry = this.patients.get(patientKey(a.patient)) ?? {
          row: a.patient,
          existing: true,
          read: a.patient,
        };
        this.patients.set(patientKey(a.patient), entry);
        this.patients.set(patientKey(a), entry);
      }
      const fresh = [...unknown].filter(([k]) => !this.patients.has(k));
      const ids = await drawIds(db, 'patients', fresh.length);
      const now = new Date();
      for (const [i, [key, v]] of fresh.entries()) {
        const row = { id: ids[i], version: 1, createdAt: now, ...v, address: null } as Patient;
        this.patients.set(key, { row, existing: false });
      }
    }
    const pairs = items.flatMap((item, i) => {
      const m = item.notification.cancerMorphology.morphologyCodeId;
      const p = this.patients.get(keys[i])!;
      return m && p.existing && !this.cases.has(caseKey(p.row.id, m)) ? [{ patientId: p.row.id, m }] : [];
    });
    if (pairs.length) {
      const found = await db
        .select()
        .from(cancerCases)
        .where(
          and(
            anyOf(cancerCases.patientId, [...new Set(pairs.map((p) => p.patientId))], 'int'),
            anyOf(cancerCases.morphologyCodeId, [...new Set(pairs.map((p) => p.m))], 'int'),
            eq(cancerCases.isDeleted, false),
          ),
        );
      for (const c of found) {
        const key = caseKey(c.patientId, c.morphologyCodeId);
        if (this.cases.has(key)) continue;
        const base = {
          caseVersion: c.caseVersion,
          reviewedVersion: c.reviewedVersion,
          currentNotificationId: c.currentNotificationId,
        };
        this.cases.set(key, {
          ...base,
          id: c.id,
          patientId: c.patientId,
          morphologyCodeId: c.morphologyCodeId,
          base,
          advanced: false,
        });
      }
    }
  }

  /** Plans a batch in file order; a refused row throws `BatchRowRefused` and the plan is spoilt. */
  async add(db: Db, items: readonly NewNotification[]): Promise<PlannedRows> {
    if (items.length === 0) return { notifications: [], versions: [], audits: [] };
    for (const [i, item] of items.entries())
      refusedAt(i, () => {
        if (item.notification.id) throw new Error('NewNotificationsPlan plans new notifications only');
        checkWriteAllowed(this.session, null, item.notification);
      });
    await this.learn(db, items);

    // Each row's snapshot shows the patient as that row's own save left it; as with one save after
    // another the last row wins, and a row without the address keeps the one known before it.
    const patientOfRow = items.map((item) => {
      const v = patientValues(item.notification);
      const planned = this.patients.get(patientKey(v))!;
      planned.row = {
        ...planned.row,
        ...v,
        // The record's own identity (an alias names the survivor, which keeps its identifier).
        identifier: planned.existing ? planned.row.identifier : v.identifier,
        isForeigner: planned.existing ? planned.row.isForeigner : v.isForeigner,
        address: v.address ?? planned.row.address ?? null,
      };
      return planned.row;
    });

    const savedByReviewer = isReviewer(this.session) && !this.options.needsReview;
    const ids = await drawIds(db, 'cancer_notifications', items.length);
    const opened: PlannedCase[] = [];
    const caseOfRow = items.map((item, i) => {
      const n = item.notification;
      const m = n.cancerMorphology.morphologyCodeId;
      const key = m ? caseKey(patientOfRow[i].id, m) : null;
      let state = key ? this.cases.get(key) : undefined;
      if (n.status !== NotificationStatus.Completed) return state ?? null;
      if (!state) {
        refusedAt(i, () => checkMayOpenCase(n.diagnosticReportingReasonId));
        state = {
          id: 0,
          patientId: patientOfRow[i].id,
          morphologyCodeId: m!,
          caseVersion: 0,
          reviewedVersion: null,
          currentNotificationId: null,
          base: null,
          advanced: false,
        };
        this.cases.set(key!, state);
        opened.push(state);
      }
      Object.assign(state, advancedCase(state, savedByReviewer), {
        currentNotificationId: ids[i],
        advanced: true,
      });
      return state;
    });
    const caseIds = await drawIds(db, 'cancer_cases', opened.length);
    for (const [i, c] of opened.entries()) c.id = caseIds[i];

    // The consistency checks' results are stored with the row, as writeNotification stores them.
    const now = new Date();
    const rows: PlannedRows = { notifications: [], versions: [], audits: [] };
    const pace = pacer();
    for (const [i, item] of items.entries()) {
      await pace();
      const n = item.notification;
      const state = caseOfRow[i];
      // The checks of a new notification (id 0: no confirmations) are those its save check just ran.
      const checks =
        this.checked.get(n) ?? (await qualityOf(db, { ...n, id: 0 }, this.options.lookups?.qualityCodeOf));
      const quality = storedQuality(checks, n.status);
      const written = {
        ...notificationColumns(n, patientOfRow[i].id, this.session),
        ...quality,
        id: ids[i],
        version: 1,
        createdBy: this.session.userId,
        createdAt: now,
        caseId: state?.id ?? null,
        // The batch's latest row of its case; the final move steps down every earlier current record.
        isCancerCase: state?.currentNotificationId === ids[i],
      };
      rows.notifications.push(written);
      const completed = written.status === NotificationStatus.Completed;
      const final = { ...written, isCancerCase: completed && written.caseId !== null };
      // The patient given, as audit_log_fill_patient (migration 0013) would find it: no look-up per row.
      rows.audits.push({
        ...auditRow(this.request, notificationAudit(final, 1, patientOfRow[i].id, true, item.auditDetails)),
        patientId: patientOfRow[i].id,
        patientIdentifier: patientOfRow[i].identifier.slice(0, 20),
      });
      rows.versions.push({
        notificationId: written.id,
        caseId: written.caseId,
        version: 1,
        status: written.status,
        // `data` is the checked model itself (storedData of it): no parse of it again.
        snapshot: recordOfModel(final.data as Notification, final, patientOfRow[i]),
        createdBy: this.session.userId,
      });
      if (state && completed) {
        const row = { ...written, hasReviewerObservation: written.hasReviewerObservation, isDeleted: false };
        const followed = { caseId: state.id, row: row as NotificationRow, patient: patientOfRow[i] };
        this.followed.set(`${patientKey(patientOfRow[i])}|${state.morphologyCodeId}`, followed);
      }
    }
    return rows;
  }

  /**
   * The patients as the import leaves them: new ones to insert, known ones it changed to update (a
   * vital-status import restates every child's record: rewriting 10,000 unchanged rows and their name
   * indexes cost 1.4 s of its final move).
   */
  patientRows() {
    const all = [...new Set(this.patients.values())];
    const columns = (p: Patient) => ({
      id: p.id,
      ...Object.fromEntries(PATIENT_COLUMNS.map((k) => [k, p[k]])),
      updatedAt: new Date(),
    });
    return {
      fresh: all.filter((p) => !p.existing).map((p) => columns(p.row)),
      known: all.filter((p) => p.existing && changedPatient(p.read, p.row)).map((p) => columns(p.row)),
    };
  }

  /** The cases: those opened (to insert), those advanced (their final state), and what was read of them. */
  caseRows() {
    const all = [...this.cases.values()];
    return {
      opened: all
        .filter((c) => !c.base)
        .map((c) => ({ id: c.id, patientId: c.patientId, morphologyCodeId: c.morphologyCodeId })),
      advanced: all
        .filter((c) => c.advanced)
        .map((c) => ({
          id: c.id,
          currentNotificationId: c.currentNotificationId,
          caseVersion: c.caseVersion,
          reviewedVersion: c.reviewedVersion,
          updatedAt: new Date(),
        })),
      read: all.filter((c) => c.base).map((c) => ({ id: c.id, ...c.base! })),
    };
  }
}

/** What an import writes of a child: its identity and what a notification's patient panel writes. */
const PATIENT_COLUMNS = ['identifier', 'isForeigner', ...PROPOSABLE_PATIENT_FIELDS] as const;

/** Whether the import changed what a known child's row says. */
const changedPatient = (read: Patient | undefined, now: Patient) =>
  !read || PATIENT_COLUMNS.some((k) => (read[k] ?? null) !== (now[k] ?? null));
