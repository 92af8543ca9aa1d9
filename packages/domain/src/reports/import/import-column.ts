/**
 * What a column of the notification import template is. Codes, never database ids: ICD-O-3 codes,
 * SIRUTA codes, the list codes the form shows (the reason and status numbers).
 */
import type { ListKey } from '../../dictionaries/list-ids';

/** Where a code cell is looked up: a dictionary list, the reporting units or the SIRUTA localities. */
export type ImportLookup = ListKey | 'unit' | 'city';

export type ImportColumnKind = 'text' | 'date' | 'flag' | 'answer' | 'code' | 'codes';

export type NotificationImportColumn = {
  key: string;
  /** Path in the notification edit model. */
  path: string;
  kind: ImportColumnKind;
  lookup?: ImportLookup;
  /** A treatment date whose presence ticks this box, so the template needs no separate tick column. */
  ticks?: string;
  ro: string;
  en: string;
  /** How to fill it, for the template's second sheet. */
  helpRo: string;
  helpEn: string;
};

export const col = (
  key: string,
  path: string,
  kind: ImportColumnKind,
  ro: string,
  en: string,
  helpRo: string,
  helpEn: string,
  extra: Partial<NotificationImportColumn> = {},
): NotificationImportColumn => ({ key, path, kind, ro, en, helpRo, helpEn, ...extra });

export const DATE_RO = 'Dată (ZZ.LL.AAAA sau celulă de tip dată)';
export const DATE_EN = 'Date (DD.MM.YYYY or a date cell)';
export const FLAG_RO = 'DA sau NU (gol = NU)';
export const FLAG_EN = 'DA/YES or NU/NO (empty = no)';
export const LIST_RO = 'Codul din listă (vezi coloana de coduri)';
export const LIST_EN = 'The code from the list (see the codes column)';
export const tx = (field: string) => `cancerTreatment.${field}`;
