import { isAuditor, isExecutive, isReviewer, type Session, unitIdsOf } from '@registry/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { cancerNotifications } from '../../db/schema';

/**
 * Which units' notifications a caller may see (spec 02 §6): reviewers, the super administrator and
 * auditors see all; reporters their own units; executives none. Applied in SQL, so nothing of
 * another unit is ever loaded for a reporter — they get 404, never a hint.
 */
export function visibleUnits(session: Session): 'all' | number[] {
  if (isExecutive(session)) return [];
  if (isReviewer(session) || isAuditor(session)) return 'all';
  return unitIdsOf(session);
}

/** The reader's units as a cache key of the prepared queries (their SQL holds the unit ids). */
export const unitsKey = (session: Session) => {
  const units = visibleUnits(session);
  return units === 'all' ? 'all' : units.join(',');
};

export function unitScope(session: Session): SQL {
  const units = visibleUnits(session);
  if (units === 'all') return sql`true`;
  return units.length ? inArray(cancerNotifications.reportingUnitId, units) : sql`false`;
}

export function mayReportFor(session: Session, unitId: number): boolean {
  const units = visibleUnits(session);
  return isReviewer(session) || (units !== 'all' && units.includes(unitId));
}
