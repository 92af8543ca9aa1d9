/** The diagnostic selector (spec 02 §2): which tumour and why, before the edit page opens. */
import { z } from 'zod';
import { msg } from '../shared/messages';
import { NotificationLimits as L } from './constants';
import { identifierError } from './patient';
import { allowedReportingReasons } from './reason';

/** The morphology option meaning "a new diagnostic" (spec 02 §2). */
export const NEW_DIAGNOSTIC_ID = 0;

/** The morphology field opens only once the identifier is valid (foreigners: 5–13 characters). */
export const selectorMorphologyEnabled = (identifier: string | null, isForeigner: boolean, today: string) =>
  identifierError(identifier, isForeigner, today) === null;

/**
 * What the selector says on the identifier while it is typed (issue 18 item 3): nothing until a CNP
 * can be judged — a character that is not a digit at once, a wrong CNP as soon as its 13 digits are
 * there (check digit, impossible birth date). A foreign id is judged by its length on Select.
 */
export function selectorIdentifierError(
  identifier: string,
  isForeigner: boolean,
  today: string,
): string | null {
  const value = identifier.trim();
  if (isForeigner || value === '') return null;
  if (/\D/.test(value)) return msg.invalidCnp;
  return value.length >= L.identifier ? identifierError(value, false, today) : null;
}

/** What Select yields; `today` decides whether a CNP's birth date is possible, so the schema is built per day. */
export function diagnosticSelection(today: string) {
  return z
    .object({
      id: z.literal(0).default(0),
      morphoCodeId: z.number({ error: msg.required }).int(msg.invalid).min(0, msg.invalid),
      identifier: z.string({ error: msg.required }).trim().max(L.identifier, msg.maxLength(L.identifier)),
      isForeigner: z.boolean().default(false),
      diagnosticReportingReasonId: z.number({ error: msg.required }).int(msg.invalid),
    })
    .superRefine((value, ctx) => {
      const idError = identifierError(value.identifier, value.isForeigner, today);
      if (idError) ctx.addIssue({ code: 'custom', path: ['identifier'], message: idError });
      const allowed: readonly number[] = allowedReportingReasons(value.morphoCodeId === NEW_DIAGNOSTIC_ID);
      if (!allowed.includes(value.diagnosticReportingReasonId)) {
        ctx.addIssue({ code: 'custom', path: ['diagnosticReportingReasonId'], message: msg.invalid });
      }
    });
}
export type DiagnosticSelection = z.infer<ReturnType<typeof diagnosticSelection>>;
