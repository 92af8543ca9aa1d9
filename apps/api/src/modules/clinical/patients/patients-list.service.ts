import { type PatientFilter, patientAge, type Session } from '@registry/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { patients } from '../../../db/schema';
import { holdsRecordSql } from '../../../platform/child-access';
import { notRetired } from '../../duplicates/patient-alias';
import { sharingUnits } from './patient-record';
import { patientScope } from './patient-scope';

/** `LIKE` prefix of typed text: its own `%`, `_` and `\` are literal. */
const prefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The toolbar search (spec 01 §2.1 "by name or identifier"): a prefix of the identifier, or every
 * typed word a prefix of the last or first name ("pop io" finds Popescu Ioana). Each test walks one
 * of the pattern indexes of migration 0016.
 */
function searchCondition(search: string | null | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const nameWord = (w: string) =>
    sql`(lower(${patients.lastName}) like ${prefix(w)} or lower(${patients.firstName}) like ${prefix(w)})`;
  const byName = and(...words.map(nameWord)) as SQL;
  if (words.length > 1) return byName;
  return sql`(${patients.identifier} like ${prefix(words[0])} or ${byName})`;
}

function orderOf(filter: PatientFilter): SQL[] {
  const dir = filter.sortDesc ? desc : asc;
  switch (filter.sortBy) {
    case 'identifier':
      return [dir(patients.identifier), asc(patients.id)];
    // Younger first when ascending by age: the later birth date.
    case 'age':
      return [
        filter.sortDesc
          ? sql`${patients.birthdate} asc nulls last`
          : sql`${patients.birthdate} desc nulls last`,
        asc(patients.id),
      ];
    case 'updatedAt':
      return [dir(patients.updatedAt), asc(patients.id)];
    default:
      return [
        dir(sql`lower(${patients.lastName})`),
        dir(sql`lower(${patients.firstName})`),
        asc(patients.id),
      ];
  }
}

/** The patient list (issue 14): scoped in SQL, one page, with the units that share each child. */
export async function findPatients(db: Db, session: Session, filter: PatientFilter) {
  const where = and(
    patientScope(session),
    notRetired,
    searchCondition(filter.search),
    // The unit column's units: those that hold the child's record (see sharingUnitsQuery).
    filter.reportingUnitId ? holdsRecordSql([filter.reportingUnitId], sql`${patients.id}`) : undefined,
    filter.isSocialCase == null ? undefined : eq(patients.isSocialCase, filter.isSocialCase),
    filter.emailConfirmed == null ? undefined : eq(patients.emailConfirmed, filter.emailConfirmed),
    filter.genderId ? eq(patients.genderId, filter.genderId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: patients.id,
        identifier: patients.identifier,
        isForeigner: patients.isForeigner,
        firstName: patients.firstName,
        lastName: patients.lastName,
        birthdate: patients.birthdate,
        isSocialCase: patients.isSocialCase,
        emailConfirmed: patients.emailConfirmed,
      })
      .from(patients)
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(filter.take)
      .offset(filter.skip),
    db.select({ n: count() }).from(patients).where(where),
  ]);
  const units = await sharingUnits(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      identifier: r.identifier,
      isForeigner: r.isForeigner,
      fullName: [r.lastName, r.firstName].filter(Boolean).join(' '),
      age: patientAge(r.birthdate, null),
      units: (units.get(r.id) ?? []).map((u) => u.name),
      isSocialCase: r.isSocialCase,
      emailConfirmed: r.emailConfirmed,
    })),
    totalRows: total.n,
  };
}
