/**
 * Romania's eight development regions, the NUTS-2 level (Eurostat NUTS 2024), and the county each
 * INS county code (SIRUTA JUD: 1–40, 51, 52) belongs to — from the SIRUTA reference files
 * (`siruta/judete.csv`: regiune_dezvoltare, nuts3; a region's NUTS-2 code is its counties' NUTS-3
 * code without the last digit). The registry's county table keeps the INS code, not the region, and
 * the anonymised export is the only reader: a table here, not a column there.
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

const COUNTIES_BY_REGION: Record<Nuts2Region, number[]> = {
  RO11: [5, 6, 12, 24, 30, 31], // BH BN CJ MM SM SJ
  RO12: [1, 8, 14, 19, 26, 32], // AB BV CV HR MS SB
  RO21: [4, 7, 22, 27, 33, 37], // BC BT IS NT SV VS
  RO22: [9, 10, 13, 17, 36, 39], // BR BZ CT GL TL VN
  RO31: [3, 15, 21, 29, 34, 51, 52], // AG DB IL PH TR CL GR
  RO32: [23, 40], // IF B
  RO41: [16, 18, 25, 28, 38], // DJ GJ MH OT VL
  RO42: [2, 11, 20, 35], // AR CS HD TM
};

const REGION_OF_COUNTY = new Map<number, Nuts2Region>(
  Object.entries(COUNTIES_BY_REGION).flatMap(([region, codes]) =>
    codes.map((code) => [code, region as Nuts2Region] as const),
  ),
);

/** The NUTS-2 region of a county given by its INS code; null for an unknown code. */
export function nuts2RegionOfCounty(insCode: number | null | undefined): Nuts2Region | null {
  return insCode == null ? null : (REGION_OF_COUNTY.get(insCode) ?? null);
}
