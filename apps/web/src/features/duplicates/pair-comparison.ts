import type { EvolutionRow, FieldRef } from '../case-evolution/evolution-logic';
import { cellId } from '../case-evolution/evolution-logic';
import type { Side } from './duplicates-api';

/** The identity fields a reviewer compares, in the notification form's order. */
export const identityFields: FieldRef[] = [
  'identifier',
  'lastName',
  'firstName',
  'birthdate',
  'gender',
  'county',
  'city',
  'address',
].map((key) => ({ section: 'identity', key }));

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

/**
 * The two patients as two "versions" of the case-evolution comparison (its table, its marking of
 * changed cells): version 1 is patient A, version 2 patient B; both sides of a differing field are
 * marked, since neither record is the older one.
 */
export function pairRows(sides: readonly [Side, Side]): {
  rows: EvolutionRow[];
  changes: Map<number, Set<string>>;
} {
  const rows: EvolutionRow[] = sides.map((side, i) => ({
    version: i + 1,
    notificationId: 0,
    notificationStatus: 0,
    createdByUser: '',
    createdDateUtc: '',
    sections: {
      identity: {
        identifier: side.identifier,
        lastName: text(side.lastName),
        firstName: text(side.firstName),
        birthdate: side.birthdate ? side.birthdate.split('-').reverse().join('-') : null,
        gender: text(side.gender),
        county: text(side.county),
        city: text(side.city),
        address: text(side.address),
      },
    },
  }));
  const differing = new Set(
    identityFields
      .filter((f) => rows[0].sections.identity[f.key] !== rows[1].sections.identity[f.key])
      .map((f) => cellId(f.section, f.key)),
  );
  return {
    rows,
    changes: new Map([
      [1, differing],
      [2, differing],
    ]),
  };
}
