/**
 * Planted duplicates: the same child registered a second time under another identity, as it happens
 * between hospitals (issue 27's ground truth). Each has one identity error that made the registry
 * open a second patient, and for a share of them a name written differently as well:
 * - cnp_transposed: two digits of the CNP swapped, and the result still passes the check digit;
 * - cnp_other_child: another child's valid CNP (same birth date and sex, another county or serial);
 * - foreign_two_ids: a foreign child reported by two hospitals, once by passport, once by residence permit;
 * - newborn_no_cnp: a newborn reported before the CNP was issued, under a temporary identifier;
 * - birth_day_month_swapped / birth_year_off_by_one: the birth date mistyped on a registration made
 *   under a hospital's temporary number (no CNP at hand): with a CNP the form reads the date from the
 *   code and refuses one that fails its check, so a mistyped date cannot come with a valid CNP.
 * Name errors: name_cedilla (ş ţ), name_no_diacritics, name_diacritics_added, second_given_name_dropped.
 */
import { parseCnp } from '@registry/domain';
import { clinicalPanelsJson, DAY_MS, iso, type Lists } from './clinical';
import { hasRomanianDiacritics, type Spelling, spell } from './names';
import type { CaseRecord, Patient } from './plan';
import { cnpOf, type Places, UNGENERATED_COUNTY_CODE } from './population';
import type { Random } from './random';

export const IDENTITY_ERRORS = [
  'cnp_transposed',
  'cnp_other_child',
  'foreign_two_ids',
  'newborn_no_cnp',
  'birth_day_month_swapped',
  'birth_year_off_by_one',
] as const;
export const NAME_ERRORS = [
  'name_cedilla',
  'name_no_diacritics',
  'name_diacritics_added',
  'second_given_name_dropped',
] as const;
export type DuplicateKind = (typeof IDENTITY_ERRORS)[number] | (typeof NAME_ERRORS)[number];
export type PlantedDuplicate = { kase: CaseRecord; original: CaseRecord; kinds: DuplicateKind[] };

type Identity = { identifier: string; isForeigner: boolean; birth: number; sex: Patient['sex'] };
type Context = { places: Places; lastDay: string };

/** A CNP not issued yet, for this sex, birth date and county code. */
function freshCnp(random: Random, places: Places, sex: Patient['sex'], birth: string, code: number) {
  for (;;) {
    const cnp = cnpOf(sex, birth, code, random.int(1, 999));
    if (!places.issued.has(cnp)) {
      places.issued.add(cnp);
      return cnp;
    }
  }
}

/** A hospital's temporary number for a child registered without a CNP (a foreigner's kind of identifier). */
const temporaryNumber = (random: Random) => ({
  isForeigner: true,
  identifier: `TMP${random.int(10_000_000, 99_999_999)}`,
});

/** The CNP with two digits swapped (neighbours first) that still passes every check, or null. */
function transposed(places: Places, cnp: string, today: string): Identity | null {
  const pairs: [number, number][] = [];
  // Not the first digit: a mistyped sex and century digit makes a child a hundred years old.
  for (let gap = 1; gap < 12; gap++) for (let i = 1; i + gap < 13; i++) pairs.push([i, i + gap]);
  for (const [i, j] of pairs) {
    if (cnp[i] === cnp[j]) continue;
    const d = cnp.split('');
    [d[i], d[j]] = [d[j], d[i]];
    const swapped = d.join('');
    const facts = parseCnp(swapped, today);
    const county = Number(swapped.slice(7, 9));
    if (!facts || places.issued.has(swapped) || county < 1 || county > 52) continue;
    if (county === UNGENERATED_COUNTY_CODE) continue;
    places.issued.add(swapped);
    const birth = Math.floor(Date.parse(`${facts.birthDate}T00:00:00Z`) / DAY_MS);
    return { identifier: swapped, isForeigner: false, birth, sex: facts.gender === 1 ? 'male' : 'female' };
  }
  return null;
}

/** The identity of the second registration, or null when this child cannot carry that error. */
function identityFor(
  kind: (typeof IDENTITY_ERRORS)[number],
  random: Random,
  c: Context,
  o: CaseRecord,
): Identity | null {
  const p = o.patient;
  if ((kind === 'foreign_two_ids') !== p.isForeigner) return null;
  const birthIso = iso(p.birth);
  const [y, m, d] = birthIso.split('-').map(Number);
  const code = p.isForeigner ? 0 : Number(p.identifier.slice(7, 9));
  const same = { sex: p.sex, birth: p.birth, isForeigner: false };
  switch (kind) {
    case 'cnp_transposed':
      return transposed(c.places, p.identifier, c.lastDay);
    case 'cnp_other_child':
      return {
        ...same,
        identifier: freshCnp(
          random,
          c.places,
          p.sex,
          birthIso,
          random.chance(0.3) ? random.int(1, 39) : code,
        ),
      };
    case 'foreign_two_ids':
      return { ...same, isForeigner: true, identifier: `RP${random.int(10_000_000, 99_999_999)}` };
    case 'newborn_no_cnp':
      if (o.diagnosis - p.birth > 60) return null;
      return {
        ...same,
        isForeigner: true,
        identifier: `NN${birthIso.slice(2).replaceAll('-', '')}${random.int(100, 999)}`,
      };
    case 'birth_day_month_swapped': {
      if (d > 12 || d === m) return null;
      const swapped = `${y}-${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}`;
      const birth = Math.floor(Date.parse(`${swapped}T00:00:00Z`) / DAY_MS);
      if (birth > o.diagnosis) return null;
      return { ...same, birth, ...temporaryNumber(random) };
    }
    case 'birth_year_off_by_one': {
      if (m === 2 && d === 29) return null;
      const later = `${y + 1}${birthIso.slice(4)}`;
      const other =
        Date.parse(`${later}T00:00:00Z`) / DAY_MS <= o.diagnosis ? later : `${y - 1}${birthIso.slice(4)}`;
      if (Number(other.slice(0, 4)) >= 2000 !== y >= 2000) return null;
      return {
        ...same,
        birth: Date.parse(`${other}T00:00:00Z`) / DAY_MS,
        ...temporaryNumber(random),
      };
    }
  }
}

type NameError = (typeof NAME_ERRORS)[number];

/** The name written on the second registration with `error` in it, or null when it cannot carry it. */
function nameFor(p: Patient, error: NameError | null): [string, string] | null {
  const proper = `${p.properFirst} ${p.properLast}`;
  const write = (how: Spelling): [string, string] => [spell(p.properFirst, how), spell(p.properLast, how)];
  switch (error) {
    case null:
      return [p.firstName, p.lastName];
    case 'name_cedilla':
      return /[șțȘȚ]/.test(proper) && p.spelling !== 'cedilla' ? write('cedilla') : null;
    case 'name_no_diacritics':
      return hasRomanianDiacritics(proper) && p.spelling !== 'plain' ? write('plain') : null;
    case 'name_diacritics_added':
      return hasRomanianDiacritics(proper) && p.spelling === 'plain' ? write('comma') : null;
    case 'second_given_name_dropped':
      return /[ -]/.test(p.properFirst) ? [p.firstName.split(/[ -]/)[0], p.lastName] : null;
  }
}

/** Plants `count` duplicates over the children planned, each with one report of its own. */
/** Draws in a row without a duplicate of the current kind before it is passed over. */
const MISSES = 3000;

export function plantDuplicates(
  random: Random,
  places: Places,
  cases: CaseRecord[],
  count: number,
  o: { units: number[]; lists: Lists; lastDay: number },
): PlantedDuplicate[] {
  const out: PlantedDuplicate[] = [];
  const used = new Set<CaseRecord>();
  const context: Context = { places, lastDay: iso(o.lastDay) };
  // A kind a small registry cannot give (the demo's ~200 children may hold no foreign child and no
  // newborn) is passed over after MISSES draws in a row; a large registry never meets that many.
  let skipped = 0;
  let misses = 0;
  let skippedSinceHit = 0;
  const miss = () => {
    if (++misses < MISSES) return;
    skipped++;
    skippedSinceHit++;
    misses = 0;
  };
  for (
    let n = 0;
    out.length < count && n < count * 400 + skipped * MISSES && skippedSinceHit <= IDENTITY_ERRORS.length;
    n++
  ) {
    // Identity errors in turn; every other block of six also carries a name error, in turn.
    const kind = IDENTITY_ERRORS[(out.length + skipped) % IDENTITY_ERRORS.length];
    const block = Math.floor(out.length / IDENTITY_ERRORS.length);
    const nameError =
      kind === 'newborn_no_cnp' || block % 2 ? null : NAME_ERRORS[(block / 2) % NAME_ERRORS.length];
    const original = cases[random.int(0, cases.length - 1)];
    if (used.has(original)) {
      miss();
      continue;
    }
    const name = nameFor(original.patient, nameError);
    const identity = name && identityFor(kind, random, context, original);
    if (!name || !identity) {
      miss();
      continue;
    }
    misses = 0;
    skippedSinceHit = 0;
    used.add(original);
    const [firstName, lastName] =
      kind === 'newborn_no_cnp' ? ['Nou-născut', original.patient.lastName] : name;
    const patient: Patient = { ...original.patient, ...identity, id: 0, firstName, lastName };
    const diagnosis = Math.min(
      o.lastDay - 30,
      Math.max(identity.birth, original.diagnosis + random.int(-10, 10)),
    );
    const kase: CaseRecord = {
      ...original,
      patient,
      diagnosis,
      death: null,
      reports: [],
      therapyEnd: null,
      relapse: null,
      panels: clinicalPanelsJson(
        random,
        { tumour: original.tumour, birth: identity.birth, diagnosis },
        o.lists,
      ),
      reviewedShare: random.chance(0.6) ? 'never' : 'all',
    };
    const firstUnit = original.reports[0].unit;
    const others = o.units.filter((u) => u !== firstUnit);
    const created = Math.min(
      o.lastDay,
      diagnosis + random.int(kind === 'newborn_no_cnp' ? 1 : 5, kind === 'newborn_no_cnp' ? 15 : 200),
    );
    kase.reports.push({
      id: 0,
      patient,
      unit: others.length ? random.pick(others) : firstUnit,
      status: 2,
      reason: 1,
      created: created * DAY_MS + random.int(7 * 3600, 17 * 3600) * 1000,
      lastContact: created,
      tracking: null,
      dead: false,
    });
    out.push({ kase, original, kinds: nameError ? [kind, nameError] : [kind] });
  }
  return out;
}
