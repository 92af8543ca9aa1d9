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
 * case's current record of `unitId`, so the registry keeps a whole description of the tumour. Kept in
 * the record's `data` under `lockedFrom`, written by the server only — the model's parser drops the
 * key from any body.
 */
export type LockedSource = { notificationId: number; unitId: number; sections: LockableSection[] };

const lockedSource = z.object({
  notificationId: z.number().int(),
  unitId: z.number().int(),
  sections: z.array(z.enum(LOCKABLE_SECTIONS)),
});

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

/** A reader who got the coding-only prefill of that source (a reporter of another unit). */
export const isCodingOnlyFor = (session: Session, source: LockedSource | null): source is LockedSource =>
  source !== null && !mayReadUnit(session, source.unitId);

/**
 * A stored record as this reader may see it: a reporter who could not read the source gets the
 * locked sections as their prefill showed them (identity and coding), whoever of their unit saved it.
 */
export function viewFor<T extends Notification>(session: Session, record: T, source: LockedSource | null): T {
  return isCodingOnlyFor(session, source) ? codingOnlyView(record, source.sections) : record;
}
