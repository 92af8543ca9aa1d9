/**
 * Romania's eight development regions, the NUTS-2 level (Eurostat NUTS 2024), and the county each
 * INS county code (SIRUTA JUD: 1–40, 51, 52) belongs to — from the SIRUTA reference files
 * (`siruta/judete.csv`: regiune_dezvoltare, nuts3; a region's NUTS-2 code is its counties' NUTS-3
 * code without the last digit). The registry's county table keeps the INS code, not the NUTS codes:
 * 42 fixed codes read by the exports only, a table here (checked against judete.csv by its test),
 * not a column there.
 */
export const NUTS2_REGIONS = {
  RO11: { ro: 'Nord-Vest', en: 'North-West' },
  RO12: { ro: 'Centru', en: 'Centre' },
  RO21: { ro: 'Nord-Est', en: 'North-East' },
  RO22: { ro: 'Sud-Est', en: 'South-East' },
  RO31: { ro: 'Sud-Muntenia', en: 'South-Muntenia' },
  RO32: { ro: 'București-Ilfov', en: 'Bucharest-Ilfov' },
  RO41: { ro: 'Sud-Vest Oltenia', en: 'South-West Oltenia' },
  RO42: { ro: 'Vest', en: 'West' },
} as const;
export type Nuts2Region = keyof typeof NUTS2_REGIONS;

/**
 * The NUTS-3 code of each county by its INS code (judete.csv `nuts3`, Eurostat NUTS 2024; Giurgiu
 * RO314). NUTS-2 is its first four characters. The anonymised export reads the region, the data-call
 * layouts (ENCR Geo_Code, CONCORD) the county's own code.
 */
const NUTS3_OF_COUNTY = new Map<number, string>([
  [1, 'RO121'],
  [2, 'RO421'],
  [3, 'RO311'],
  [4, 'RO211'],
  [5, 'RO111'],
  [6, 'RO112'],
  [7, 'RO212'],
  [8, 'RO122'],
  [9, 'RO221'],
  [10, 'RO222'],
  [11, 'RO422'],
  [12, 'RO113'],
  [13, 'RO223'],
  [14, 'RO123'],
  [15, 'RO313'],
  [16, 'RO411'],
  [17, 'RO224'],
  [18, 'RO412'],
  [19, 'RO124'],
  [20, 'RO423'],
  [21, 'RO315'],
  [22, 'RO213'],
  [23, 'RO322'],
  [24, 'RO114'],
  [25, 'RO413'],
  [26, 'RO125'],
  [27, 'RO214'],
  [28, 'RO414'],
  [29, 'RO316'],
  [30, 'RO115'],
  [31, 'RO116'],
  [32, 'RO126'],
  [33, 'RO215'],
  [34, 'RO317'],
  [35, 'RO424'],
  [36, 'RO225'],
  [37, 'RO216'],
  [38, 'RO415'],
  [39, 'RO226'],
  [40, 'RO321'],
  [51, 'RO312'],
  [52, 'RO314'],
]);

/** The NUTS-3 code of a county given by its INS code (Cluj 12 → RO113); null for an unknown code. */
export function nuts3OfCounty(insCode: number | null | undefined): string | null {
  return insCode == null ? null : (NUTS3_OF_COUNTY.get(insCode) ?? null);
}

/** The NUTS-2 region of a county given by its INS code; null for an unknown code. */
export function nuts2RegionOfCounty(insCode: number | null | undefined): Nuts2Region | null {
  return (nuts3OfCounty(insCode)?.slice(0, 4) as Nuts2Region | undefined) ?? null;
}
