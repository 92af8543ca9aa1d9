/** Field builders of the notification edit model: every field may be absent while a draft is typed. */
import { z } from 'zod';
import { jsonInt } from '../shared/ids';
import { msg } from '../shared/messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

/**
 * A real calendar date written yyyy-mm-dd (ARCHITECTURE §4): 2024-02-30 is refused, not rolled over.
 * Counted, not built as a Date: it runs for every date field of every parse (an import's 10,000 rows
 * called it ~1.5 million times). Years before 100 stay refused, as the Date-based check refused them.
 */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  if (y < 100 || m < 1 || m > 12 || d < 1) return false;
  return d <= DAYS_IN_MONTH[m - 1] + (m === 2 && isLeapYear(y) ? 1 : 0);
}

/** A dictionary entry id, absent as null. */
export const idField = () => jsonInt(1).nullable().default(null);

export const idListField = () => z.array(jsonInt(1)).default([]);

export const dateField = () =>
  z.string({ error: msg.invalid }).refine(isIsoDate, msg.invalid).nullable().default(null);

export const textField = (max: number) =>
  z.string({ error: msg.invalid }).max(max, msg.maxLength(max)).nullable().default(null);

export const flagField = () => z.boolean({ error: msg.invalid }).default(false);

/** An uploaded file as the attachment list shows it (spec 02 §3 Attachment). */
export const attachment = z.object({
  id: jsonInt().default(0),
  fileName: z.string().max(255, msg.maxLength(255)),
  uploadedDateUTC: z.string().nullable().default(null),
  uploadStatus: jsonInt(0, 3).default(0),
  fileStorageName: z.string().max(255, msg.maxLength(255)).nullable().default(null),
});
export type Attachment = z.infer<typeof attachment>;

export const attachmentsField = () => z.array(attachment).default([]);

/** Treats blank text as missing: a registrar who typed only spaces has not answered. */
export const hasText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';
