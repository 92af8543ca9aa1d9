/** The HTTP contracts of the two imports (spec 02 §7). */
import { z } from 'zod';
import { msg } from '../../shared/messages';

/** Spec 02 §5 "Filters, import": an .xlsx of at most 50 MB. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** One import is one transaction; beyond this a file should be split (docs/imports.md). */
export const IMPORT_MAX_ROWS = 20_000;

export const IMPORT_FILE_NAMES = {
  notificationErrors: 'CancerNotificationsImportErrors.xlsx',
  vitalStatusErrors: 'EroriStatusVital.xlsx',
  notificationTemplate: 'SablonImportNotificari.xlsx',
  vitalStatusTemplate: 'SablonImportStatusVital.xlsx',
} as const;

/** The text fields of the vital-status upload; the file travels beside them. */
export const vitalStatusImportFields = z.object({
  fileName: z.string().trim().max(255, msg.maxLength(255)).optional(),
  statusDate: z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .regex(/^\d{4}-\d{2}-\d{2}/, msg.invalid)
    .transform((v) => v.slice(0, 10)),
});
export type VitalStatusImportFields = z.infer<typeof vitalStatusImportFields>;
