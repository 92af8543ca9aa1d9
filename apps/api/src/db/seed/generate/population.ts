/**
 * Where the children live and the CNP they carry. Counties are drawn by population (census 2021, INS,
 * rounded to thousands; SIRUTA county codes as in the reference data), a town of the county at random.
 * A CNP is built as the civil registry issues it (spec 01 §5): sex and century, birth date, the county
 * of birth's code, a serial, and the check digit of the domain's `cnpCheckDigit`.
 */
import { cnpCheckDigit } from '@registry/domain';
import type { Sex } from './names';
import type { Random } from './random';

/** County SIRUTA → population in thousands (2021 census). */
export const COUNTY_POPULATION: Readonly<Record<number, number>> = {
  10: 326,
  29: 410,
  38: 570,
  47: 601,
  56: 551,
  65: 296,
  74: 393,
  83: 547,
  92: 281,
  109: 405,
  118: 247,
  519: 285,
  127: 679,
  136: 656,
  145: 200,
  154: 479,
  163: 599,
  172: 497,
  528: 262,
  181: 315,
  190: 292,
  207: 362,
  216: 251,
  225: 761,
  234: 543,
  243: 452,
  252: 234,
  261: 518,
  270: 454,
  289: 383,
  298: 697,
  305: 331,
  314: 212,
  323: 388,
  332: 643,
  341: 324,
  350: 651,
  369: 193,
  378: 375,
  387: 342,
  396: 335,
  403: 1717,
};

export type County = { id: number; insCode: number; cities: number[] };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A county code of the CNP no generated child carries: Bucharest's former sector 7 (a real code, no
 * county's own). The import bench draws its children's CNPs with it, so they never meet a generated
 * registry's (issue 41 item 4); the planted duplicates' transposed CNPs skip it too (duplicates.ts).
 */
export const UNGENERATED_COUNTY_CODE = 47;

/** Bucharest children born since the sectors got their own codes carry 41–46, not 40. */
const cnpCountyCode = (random: Random, county: County) =>
  county.insCode === 40 ? random.int(41, 46) : county.insCode;

/** A valid CNP for a child of this sex born on `birthDate` (yyyy-mm-dd) in `county`. */
export function cnpOf(sex: Sex, birthDate: string, countyCode: number, serial: number): string {
  const year = Number(birthDate.slice(0, 4));
  const sexDigit = (year >= 2000 ? 5 : 1) + (sex === 'female' ? 1 : 0);
  const body = `${sexDigit}${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}${pad(countyCode)}${pad(serial, 3)}`;
  return body + cnpCheckDigit(body);
}

/** Draws counties by population; `cnp` gives each child a CNP never given before (serials 001–999). */
export function placesOf(counties: readonly County[]) {
  const weighted = counties
    .filter((c) => c.cities.length > 0)
    .map((c) => [c, COUNTY_POPULATION[c.id] ?? 300] as const);
  const issued = new Set<string>();
  return {
    county: (random: Random) => random.weighted(weighted),
    city: (random: Random, county: County) => random.pick(county.cities),
    issued,
    cnp(random: Random, sex: Sex, birthDate: string, county: County): string {
      for (;;) {
        const cnp = cnpOf(sex, birthDate, cnpCountyCode(random, county), random.int(1, 999));
        if (!issued.has(cnp)) {
          issued.add(cnp);
          return cnp;
        }
      }
    },
  };
}
export type Places = ReturnType<typeof placesOf>;
