import {
  codingOnlyView,
  LOCKABLE_SECTIONS,
  type LockableSection,
  type Notification,
  type Session,
} from '@registry/domain';
import { z } from 'zod';
import { visibleUnits } from './notification-scope';

/**
 * Where a follow-up's locked sections came from (issue 17 item 1): the server took them from the
 * case's current record, so the registry keeps a whole description of the tumour. `unitIds`: the
 * units whose data they hold — the source record's, and those of its own source when it was itself a
 * follow-up that took them, so a chain of follow-ups never hands them on in full. Kept in the
 * record's `data` under `lockedFrom`, written by the server only — the model's parser drops the key
 * from any body.
 */
export type LockedSource = { notificationId: number; unitIds: number[]; sections: LockableSection[] };

const lockedSource = z.object({
  notificationId: z.number().int(),
  unitIds: z.array(z.number().int()),
  sections: z.array(z.enum(LOCKABLE_SECTIONS)),
});

/** The marker of a follow-up that takes `sections` from `source` (a stored row of the case). */
export function lockedSourceFrom(
  source: { id: number; reportingUnitId: number; data: unknown },
  sections: LockableSection[],
): LockedSource {
  const earlier = lockedSourceOf(source.data)?.unitIds ?? [];
  return { notificationId: source.id, unitIds: [...new Set([source.reportingUnitId, ...earlier])], sections };
}

/** The source a stored record's `data` names, or null for a record whose sections are all its own. */
export function lockedSourceOf(data: unknown): LockedSource | null {
  const parsed = lockedSource.safeParse((data as { lockedFrom?: unknown } | null)?.lockedFrom);
  return parsed.success ? parsed.data : null;
}

/** Whether the caller may read the records of a unit (the prefill's "full" disclosure). */
export function mayReadUnit(session: Session, unitId: number): boolean {
  const units = visibleUnits(session);
  return units === 'all' || units.includes(unitId);
}

/** A reader who may not read every unit whose data the locked sections hold (a reporter of another unit). */
export const isCodingOnlyFor = (session: Session, source: LockedSource | null): source is LockedSource =>
  source?.unitIds.some((unitId) => !mayReadUnit(session, unitId)) === true;

/**
 * A stored record as this reader may see it: a reporter who could not read the source gets the
 * locked sections as their prefill showed them (identity and coding), whoever of their unit saved it.
 */
export function viewFor<T extends Notification>(session: Session, record: T, source: LockedSource | null): T {
  return isCodingOnlyFor(session, source) ? codingOnlyView(record, source.sections) : record;
}
