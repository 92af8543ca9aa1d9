/**
 * The Romanian personal numeric code (CNP): S YY MM DD JJ NNN C.
 * Spec 01 §5 / spec 02 §4: 13 digits, check digit with weights 279146358279 where a remainder of 10
 * becomes 1; the first digit 1–8 gives the gender (odd male, even female) and the century of birth.
 */
export const Gender = { Male: 1, Female: 2 } as const;
export type GenderId = (typeof Gender)[keyof typeof Gender];

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

export type CnpFacts = { gender: GenderId; birthDate: string };

export function cnpCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * WEIGHTS[i];
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
}

/** Residents (7, 8) carry no century: take the latest century that does not put the birth in the future. */
function centuryOf(sexDigit: number, yy: number, today: string): number | null {
  if (sexDigit === 1 || sexDigit === 2) return 1900;
  if (sexDigit === 3 || sexDigit === 4) return 1800;
  if (sexDigit === 5 || sexDigit === 6) return 2000;
  if (sexDigit === 7 || sexDigit === 8) return 2000 + yy <= Number(today.slice(0, 4)) ? 2000 : 1900;
  return null;
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Facts derived from a valid CNP, or null when the CNP is invalid. `today` is yyyy-mm-dd. */
export function parseCnp(cnp: string, today: string = todayIso()): CnpFacts | null {
  if (!/^\d{13}$/.test(cnp)) return null;
  if (cnpCheckDigit(cnp.slice(0, 12)) !== Number(cnp[12])) return null;
  const sexDigit = Number(cnp[0]);
  const yy = Number(cnp.slice(1, 3));
  const century = centuryOf(sexDigit, yy, today);
  if (century === null) return null;
  const year = century + yy;
  const month = Number(cnp.slice(3, 5));
  const day = Number(cnp.slice(5, 7));
  if (!isRealDate(year, month, day)) return null;
  const birthDate = `${year}-${pad(month)}-${pad(day)}`;
  // Nobody is born after today: such a code is mistyped even when its check digit agrees.
  if (birthDate > today) return null;
  return { gender: sexDigit % 2 === 1 ? Gender.Male : Gender.Female, birthDate };
}

export const isValidCnp = (cnp: string, today?: string) => parseCnp(cnp, today) !== null;

/** Completed years between two ISO dates (the age on `onDate`); null if either is missing or the order is wrong. */
export function ageInYears(
  birthDate: string | null | undefined,
  onDate: string | null | undefined,
): number | null {
  if (!birthDate || !onDate || onDate < birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [oy, om, od] = onDate.split('-').map(Number);
  const hadBirthday = om > bm || (om === bm && od >= bd);
  return oy - by - (hadBirthday ? 0 : 1);
}

/** The patient's age: to the death date when dead, otherwise to today. */
export function patientAge(
  birthDate: string | null | undefined,
  deathDate: string | null | undefined,
  today = todayIso(),
) {
  return ageInYears(birthDate, deathDate || today);
}

// Built once: a formatter costs about a millisecond and native ICU memory to build, and the save
// rules ask for today several times per notification (an import of 10,000 rows spent 9 s here).
const bucharestDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' });

/** Today in Europe/Bucharest as yyyy-mm-dd (ARCHITECTURE §4: "today" is Romanian time). */
export function todayIso(now: Date = new Date()): string {
  // Bucharest's midnight falls on a whole second (its offsets are whole hours): within one second
  // the day is the same, so the formatting (costly, asked many times per saved row) runs once a second.
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastDay.second) lastDay = { second, day: bucharestDay.format(now) };
  return lastDay.day;
}
let lastDay = { second: Number.NaN, day: '' };
