import type { TFunction } from 'i18next';
import { formatNumber } from '../../shared/format/number';
import type { PairRow } from './duplicates-api';

type Reason = PairRow['reasons'][number];

/** The scorer's field names that the comparison table names differently. */
const FIELD_KEY: Record<string, string> = { sex: 'gender' };

/**
 * One comparison of the pair's score in the reviewer's words: "Nume: asemănător (o greșeală de
 * tastare) +4,2". The scorer writes codes (`similar`, `transposition:8-9`, packages/domain
 * duplicates/score.ts); a code this screen does not know is shown as written rather than hidden.
 */
export function reasonText(t: TFunction, language: string, r: Reason): string {
  const field = FIELD_KEY[r.field] ?? r.field;
  const [outcome, at] = r.outcome.split(':');
  const positions = at?.split('-') ?? [];
  const words = t(`duplicates.outcome.${outcome}`, {
    defaultValue: r.outcome,
    first: positions[0],
    second: positions[1],
  });
  const weight = formatNumber(r.weight, language, { minDigits: 1, maxDigits: 1, signed: true });
  return `${t(`duplicates.field.${field}`, { defaultValue: r.field })}: ${words} ${weight}`;
}
