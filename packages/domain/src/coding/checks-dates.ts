// Date consistency: age / incidence date / birth date, and date of last contact (IARC TR 42).

import {
  type ConsistencyCheckResult,
  missing,
  ok,
  type PreparedInput,
  result,
} from './consistency-checks-types';

type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a real calendar date in ISO form; '2023-02-30' is not a date. */
export function parseIsoDate(text: string | null | undefined): CalendarDate | null {
  if (!text) return null;
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Completed years from birth to a date (the registry's "age at incidence"). */
export function completedYears(birth: CalendarDate, at: CalendarDate): number {
  const beforeBirthday = at.month < birth.month || (at.month === birth.month && at.day < birth.day);
  return at.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Age in completed years at incidence, or null when a date is missing, invalid or out of order. */
export function ageAtIncidence(birthDate: string | null, incidenceDate: string | null): number | null {
  const birth = parseIsoDate(birthDate);
  const incidence = parseIsoDate(incidenceDate);
  if (!birth || !incidence || compare(incidence, birth) < 0) return null;
  return completedYears(birth, incidence);
}

export function checkAgeIncidenceBirthDate(input: PreparedInput): ConsistencyCheckResult {
  const check = 'age-incidence-birth-date';
  if (!input.birthDate || !input.incidenceDate) return missing(check);
  const birth = parseIsoDate(input.birthDate);
  const incidence = parseIsoDate(input.incidenceDate);
  if (!birth || !incidence) return result(check, 'Invalid', 'invalidDate');
  if (compare(incidence, birth) < 0) return result(check, 'Invalid', 'incidenceBeforeBirth');
  const computed = completedYears(birth, incidence);
  // Both dates are known, so an age stated as unknown is a coding slip worth a look, not an error.
  if (input.age === null) return result(check, 'Query', 'unknownAgeWithKnownDates', { computed });
  if (input.age !== undefined && input.age !== computed) {
    return result(check, 'Invalid', 'ageMismatch', { stated: input.age, computed });
  }
  return ok(check);
}

export function checkDateOfLastContact(input: PreparedInput): ConsistencyCheckResult {
  const check = 'date-of-last-contact';
  // Follow-up is not collected on every notification; IARC reports the check as "not done".
  if (!input.lastContactDate) return result(check, 'OK', 'notDone');
  if (!input.incidenceDate) return missing(check);
  const lastContact = parseIsoDate(input.lastContactDate);
  const incidence = parseIsoDate(input.incidenceDate);
  const today = parseIsoDate(input.today);
  if (!lastContact || !incidence || !today) return result(check, 'Invalid', 'invalidDate');
  if (compare(lastContact, incidence) < 0) return result(check, 'Invalid', 'beforeIncidence');
  if (compare(lastContact, today) > 0) return result(check, 'Invalid', 'inFuture');
  return ok(check);
}
