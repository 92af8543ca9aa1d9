/**
 * Numbers as the interface's language writes them (issue 23 item 13): 1,8 in Romanian, 1.8 in
 * English, wherever a number is shown or typed. One formatter and one parser, so a value typed as
 * "22,5" comes back as "22,5" after a reload, not "22.5".
 */
const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'ro-RO');

type Options = { minDigits?: number; maxDigits?: number; grouping?: boolean; signed?: boolean };

/**
 * A number for reading: grouped thousands, `minDigits` (0) to `maxDigits` (2) decimals; `signed`
 * writes + before a positive number (a weight added to a score).
 */
export function formatNumber(
  value: number | null | undefined,
  language: string,
  { minDigits = 0, maxDigits = 2, grouping = true, signed = false }: Options = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toLocaleString(localeOf(language), {
    minimumFractionDigits: minDigits,
    maximumFractionDigits: maxDigits,
    useGrouping: grouping,
    signDisplay: signed ? 'always' : 'auto',
  });
}

/** A number as it stands in an input: every decimal kept, no thousands separator to trip a re-read. */
export const formatDecimalInput = (value: number | null | undefined, language: string) =>
  formatNumber(value, language, { maxDigits: 20, grouping: false });

/**
 * What a person typed: a comma or a point is the decimal mark (both are typed in Romania); spaces
 * are ignored. `null` when empty, `'bad'` when it is not a number.
 */
export function parseDecimal(text: string): number | null | 'bad' {
  const clean = text.replace(/\s/g, '').replace(',', '.');
  if (clean === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(clean)) return 'bad';
  return Number(clean);
}
