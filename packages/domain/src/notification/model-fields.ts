/** Field builders of the notification edit model: every field may be absent while a draft is typed. */
import { z } from 'zod';
import { jsonInt } from '../shared/ids';
import { msg } from '../shared/messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written yyyy-mm-dd (ARCHITECTURE §4): 2024-02-30 is refused, not rolled over. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
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
