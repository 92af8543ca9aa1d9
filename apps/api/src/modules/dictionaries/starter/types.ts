/** [code, English label, Romanian label]; three-character codes are site groups (categories). */
export type TopographyRow = readonly [code: string, labelEn: string, labelRo: string];
/** [county SIRUTA, INS county code, vehicle registration code, name] */
export type CountyRow = readonly [siruta: number, insCode: number, autoCode: string, name: string];
/** One entry of a small list: [id, code, Romanian label, English label, parent id, extra]. */
export type EntryRow = readonly [
  id: number,
  code: string | null,
  labelRo: string,
  labelEn: string,
  parentId?: number | null,
  extra?: Record<string, unknown>,
];
