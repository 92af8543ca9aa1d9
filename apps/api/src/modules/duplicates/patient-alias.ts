import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of';
import type { Db, Tx } from '../../db/client';
import { patientAliases, patients } from '../../db/schema';

/**
 * A merge keeps the retired identity (identifier + foreigner flag) as an alias of the surviving
 * patient (issue 27). The retired patient's row stays, holding nothing, so every look-up of a child
 * by identifier goes through here: an aliased identity names the survivor, any other names itself.
 */

/** Condition on `patients`: the patient the identity names. */
export function namedBy(identifier: string, isForeigner: boolean): SQL {
  return sql`${patients.id} = coalesce(
    (select pa.patient_id from patient_aliases pa where pa.identifier = ${identifier} and pa.is_foreigner = ${isForeigner}),
    (select p.id from patients p where p.identifier = ${identifier} and p.is_foreigner = ${isForeigner}))`;
}

/** Condition on `patients`: the patients an identifier names, foreign or not (the identifier check). */
export function namedByIdentifier(identifier: string): SQL {
  return sql`${patients.id} in (select coalesce(pa.patient_id, p.id) from patients p
    left join patient_aliases pa on pa.identifier = p.identifier and pa.is_foreigner = p.is_foreigner
    where p.identifier = ${identifier})`;
}

/** Condition on `patients`: not retired by a merge in force (the patient list shows the child once). */
export const notRetired = sql`not exists (select 1 from patient_merges m
  where m.retired_patient_id = ${patients.id} and m.unmerged_at is null)`;

const named = alias(patients, 'named');

/**
 * Every identity with the patient it names, as a table to join where imports match a file's
 * identifiers: `identifier`/`isForeigner` as the file writes them, `patientId` the child's record.
 */
export const identities = (db: Db | Tx) =>
  db
    .select({
      identifier: named.identifier,
      isForeigner: named.isForeigner,
      patientId: sql<number>`coalesce(${patientAliases.patientId}, ${named.id})`.as('named_patient_id'),
    })
    .from(named)
    .leftJoin(
      patientAliases,
      and(eq(patientAliases.identifier, named.identifier), eq(patientAliases.isForeigner, named.isForeigner)),
    )
    .as('identities');

/** The survivors of the aliased identities among `identifiers`: the retired identity and the patient row. */
export async function aliasedPatients(db: Db | Tx, identifiers: readonly string[]) {
  if (identifiers.length === 0) return [];
  return db
    .select({
      identifier: patientAliases.identifier,
      isForeigner: patientAliases.isForeigner,
      patient: patients,
    })
    .from(patientAliases)
    .innerJoin(patients, eq(patients.id, patientAliases.patientId))
    .where(anyOf(patientAliases.identifier, identifiers, 'text'));
}
