import type { EntryInput } from '../import/targets';
import type { EntryRow } from './types';

export const toEntries = (rows: readonly EntryRow[]): EntryInput[] =>
  rows.map(([id, code, labelRo, labelEn, parentId, extra]) => ({
    id,
    code,
    labelRo,
    labelEn,
    parentId,
    extra,
  }));
