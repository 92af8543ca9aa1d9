/**
 * The registry to write, decided in memory from the seed: children (who, where, which tumour, when,
 * how it ended), their reports (how many, why, drafts, by which unit, when) and their cases (review
 * state). The database then receives it in set-based inserts (load.ts). Same seed, same plan.
 */
import { clinicalPanelsJson, DAY_MS, dayOf, iso, LAST_DAY, type Lists } from './clinical';

export { LAST_DAY };

import { plantDuplicates } from './duplicates';
import { givenNameOf, type Sex, SPELLING_SHARES, type Spelling, spell, surnameOf } from './names';
import { type County, type Places, placesOf } from './population';
import { createRandom, type Random } from './random';
import { AGE_BANDS, GROUPS, type Tumour } from './tumours';

export const FIRST_DIAGNOSIS = '2010-01-01';
/** Planted duplicates per notification: ~3,000 at a million. */
export const DUPLICATE_RATE = 0.003;
export const FOREIGNER_SHARE = 0.015;

export type Patient = {
  id: number;
  identifier: string;
  isForeigner: boolean;
  firstName: string;
  lastName: string;
  sex: Sex;
  birth: number;
  countyId: number;
  cityId: number;
  /** The spelling as typed (diacritics) and the name in today's orthography, for the duplicates. */
  spelling: Spelling;
  properFirst: string;
  properLast: string;
  countyCode: number;
};
export type Report = {
  id: number;
  patient: Patient;
  unit: number;
  status: 1 | 2;
  reason: number;
  created: number;
  lastContact: number;
  tracking: number | null;
  dead: boolean;
};
export type CaseRecord = {
  patient: Patient;
  tumour: Tumour;
  diagnosis: number;
  death: number | null;
  deathReasonTopography: number;
  reports: Report[];
  /** The clinical panels as JSON text: kept as text, a million-report plan fits the default heap. */
  panels: string;
  /** Index in `reports` of the reason-6 report, whose treatment panel says the therapy ended. */
  therapyEnd: { day: number; response: number } | null;
  /** The relapse a recurrence report (reason 9) states. */
  relapse: number | null;
  reviewedShare: 'all' | 'earlier' | 'never';
};

export type PlanOptions = {
  notifications: number;
  units: number[];
  counties: County[];
  lists: Lists;
  tumours: Map<string, Tumour>;
  seed: number;
  /** Planted duplicates; default DUPLICATE_RATE of the notifications (a small demo registry asks for more). */
  duplicates?: number;
};

const band = (random: Random, weights: readonly number[]) =>
  random.weighted(AGE_BANDS.map((b, i) => [b, weights[i]] as const));

export function makeChild(
  random: Random,
  places: Places,
  o: { first: number; last: number; foreigner?: boolean },
) {
  const sex: Sex = random.chance(0.54) ? 'male' : 'female';
  const group = random.weighted(GROUPS.map((g) => [g, g.share] as const));
  const [from, to] = band(random, group.ageBands);
  const pairs = group.pairs.filter(([, , , s]) => !s || s === sex);
  const [topography, morphology] = random.weighted(pairs.map((p) => [p, p[2]] as const));
  const diagnosis = random.int(o.first, o.last);
  const age = random.int(from, to);
  const birth = Math.min(diagnosis, diagnosis - Math.floor(age * 365.25) - random.int(0, 364));
  const county = places.county(random);
  const properFirst = givenNameOf(random, sex);
  const properLast = surnameOf(random);
  const spelling = random.weighted(SPELLING_SHARES);
  const foreigner = o.foreigner ?? random.chance(FOREIGNER_SHARE);
  const birthIso = iso(birth);
  return {
    patient: {
      id: 0,
      identifier: foreigner ? passportOf(random) : places.cnp(random, sex, birthIso, county),
      isForeigner: foreigner,
      firstName: spell(properFirst, spelling),
      lastName: spell(properLast, spelling),
      sex,
      birth,
      countyId: county.id,
      cityId: places.city(random, county),
      spelling,
      properFirst,
      properLast,
      countyCode: county.insCode,
    } satisfies Patient,
    topography,
    morphology,
    group: group.code,
    diagnosis,
    deathRisk: group.death,
  };
}

/** A passport number as Moldova, Ukraine and most of Europe write it: two letters, seven digits. */
export const passportOf = (random: Random) =>
  `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(1_000_000, 9_999_999)}`;

const FOLLOW_UP_REASONS = [
  [6, 35],
  [2, 25],
  [4, 12],
  [9, 10],
  [3, 8],
] as const;

/** The reports of one case: how many, why, when, which unit, drafts. */
export function reportsOf(
  random: Random,
  kase: CaseRecord,
  homeUnit: number,
  units: number[],
  lastDay: number,
) {
  const dies = kase.death !== null;
  let count: number = random.weighted([
    [1, 35],
    [2, 35],
    [3, 20],
    [4, 10],
  ] as const);
  if (dies) count = Math.max(count, 2);
  let day = kase.diagnosis + random.int(3, 120);
  for (let j = 0; j < count && day <= lastDay; j++) {
    const last = j === count - 1;
    const deathReport = dies && last;
    if (deathReport) day = Math.max(day, (kase.death as number) + random.int(3, 60));
    if (day > lastDay) break;
    const reason =
      j === 0
        ? random.weighted([
            [1, 92],
            [10, 5],
            [2, 3],
          ] as const)
        : deathReport
          ? 8
          : random.weighted(FOLLOW_UP_REASONS);
    const status: 1 | 2 = random.chance(j === 0 ? 0.04 : 0.08) ? 1 : 2;
    const tracking = reason === 8 ? 3 : reason === 6 ? 1 : reason === 4 || reason === 9 ? 2 : null;
    const lastContact = deathReport
      ? (kase.death as number)
      : Math.max(kase.diagnosis, day - random.int(0, 20));
    kase.reports.push({
      id: 0,
      patient: kase.patient,
      unit: random.chance(0.85) ? homeUnit : random.pick(units),
      status,
      reason,
      created: day * DAY_MS + random.int(7 * 3600, 17 * 3600) * 1000,
      lastContact,
      tracking,
      dead: deathReport,
    });
    if (reason === 6 && !kase.therapyEnd)
      kase.therapyEnd = {
        day: Math.max(kase.diagnosis + 30, day - random.int(10, 60)),
        response: random.weighted([
          [1, 75],
          [2, 12],
          [3, 8],
          [9, 5],
        ] as const),
      };
    if (reason === 9 && kase.relapse === null)
      kase.relapse = Math.max(kase.diagnosis + 30, day - random.int(10, 60));
    day += random.int(60, 500);
  }
}

/** The whole registry: ids follow time (a child's id its first report's, a report's its creation). */
export function planRegistry(o: PlanOptions) {
  const random = createRandom(o.seed);
  const places = placesOf(o.counties);
  const first = dayOf(FIRST_DIAGNOSIS);
  const lastDay = dayOf(LAST_DAY);
  const cases: CaseRecord[] = [];
  const target = o.notifications;
  const duplicates = o.duplicates ?? Math.round(target * DUPLICATE_RATE);
  // Units by size: a few regional centres take most children (long tail over the units).
  const unitOf = () => o.units[random.zipf(o.units.length, 2)];
  let reports = 0;
  while (reports < target - duplicates) {
    const child = makeChild(random, places, { first, last: lastDay - 60 });
    const tumour = o.tumours.get(`${child.topography}|${child.morphology}`) as Tumour;
    const deathAfter = random.chance(child.deathRisk) ? random.int(30, 1800) : null;
    const death =
      deathAfter !== null && child.diagnosis + deathAfter < lastDay - 10
        ? child.diagnosis + deathAfter
        : null;
    const kase: CaseRecord = {
      patient: child.patient,
      tumour,
      diagnosis: child.diagnosis,
      death,
      deathReasonTopography: random.chance(0.85) ? tumour.topographyId : 999999,
      reports: [],
      panels: clinicalPanelsJson(
        random,
        { tumour, birth: child.patient.birth, diagnosis: child.diagnosis },
        o.lists,
      ),
      therapyEnd: null,
      relapse: null,
      reviewedShare: random.weighted([
        ['all', 85],
        ['earlier', 8],
        ['never', 7],
      ] as const),
    };
    reportsOf(random, kase, unitOf(), o.units, lastDay);
    const room = target - duplicates - reports;
    if (kase.reports.length > room) kase.reports.length = room;
    if (!kase.reports.length) continue;
    reports += kase.reports.length;
    cases.push(kase);
  }
  const planted = plantDuplicates(random, places, cases, target - reports, {
    units: o.units,
    lists: o.lists,
    lastDay,
  });
  cases.push(...planted.map((d) => d.kase));
  return { cases: number(cases), planted };
}

/** Ids in time order: patients by their first report, reports by creation. */
function number(cases: CaseRecord[]) {
  cases.sort((a, b) => a.reports[0].created - b.reports[0].created);
  cases.forEach((c, i) => {
    c.patient.id = i + 1;
  });
  const all = cases.flatMap((c) => c.reports);
  all.sort((a, b) => a.created - b.created || a.patient.id - b.patient.id);
  all.forEach((r, i) => {
    r.id = i + 1;
  });
  return cases;
}
