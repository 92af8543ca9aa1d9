import { ICCC3_GROUPS } from '@registry/domain/coding/iccc3-data';
import { ICCC_MAIN_GROUPS } from '@registry/domain/reports/statistics/contracts-shared';

const LABELS = new Map(ICCC3_GROUPS.map((g) => [g.code, g]));

/**
 * What a suppressed figure shows (executives): a count 1–4 or a complement hidden with it, one mark for
 * both (telling them apart would narrow the hidden value down); the legend under each table explains it.
 */
export const SUPPRESSED = 'x';
export const NONE = '—';

export const languageOf = (language: string): 'ro' | 'en' => (language === 'en' ? 'en' : 'ro');

export function groupLabel(code: string, language: string) {
  const group = LABELS.get(code);
  if (!group) return code;
  return languageOf(language) === 'en' ? group.labelEn : group.labelRo;
}

/** ICCC-3 main groups, in their order, for the filter. */
export const MAIN_GROUPS = ICCC_MAIN_GROUPS;

export function formatCount(value: number | null, suppressed: boolean, language: string) {
  if (suppressed) return SUPPRESSED;
  return value === null ? NONE : value.toLocaleString(language);
}

const fixed = (digits: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Rates per million, to one decimal: the precision registries publish them with. */
export function formatRate(value: number | null, language: string, suppressed = false) {
  if (suppressed) return SUPPRESSED;
  return value === null ? NONE : fixed(1, language).format(value);
}

export function formatPercent(value: number | null, language: string, suppressed = false) {
  if (suppressed) return SUPPRESSED;
  return value === null ? NONE : `${fixed(1, language).format(value)} %`;
}

export function formatDays(value: number | null, language: string, suppressed = false) {
  if (suppressed) return SUPPRESSED;
  return value === null ? NONE : fixed(0, language).format(value);
}

/** A survival proportion (0–1) as a percentage with its 95 % interval. */
export function formatSurvival(
  s: number | null,
  lower: number | null,
  upper: number | null,
  language: string,
  suppressed = false,
) {
  if (suppressed) return SUPPRESSED;
  if (s === null) return NONE;
  const pct = (x: number) => fixed(1, language).format(x * 100);
  if (lower === null || upper === null) return `${pct(s)} %`;
  return `${pct(s)} % (${pct(lower)}–${pct(upper)})`;
}
