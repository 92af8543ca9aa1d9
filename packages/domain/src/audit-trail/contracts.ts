import { z } from 'zod';
import { id } from '../shared/ids';
import { listAnswer, listQuery } from '../shared/list';
import { msg } from '../shared/messages';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.invalid)
  .nullish();
// Codes and identifiers are plain ASCII words: anything else (a NUL, a quote) is refused here.
const code = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg.maxLength(max))
    .regex(/^[a-z0-9._-]*$/, msg.invalid)
    .nullish();
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg.maxLength(max))
    .refine((s) => !s.includes(String.fromCharCode(0)), msg.invalid)
    .nullish();

export const auditTrailSortColumns = ['at', 'user', 'action', 'recordKind'] as const;

/**
 * The audit trail's query (issue 17 item 8): the house list contract plus who (a user id, or part
 * of a name or e-mail), about which child (identifier: CNP or foreign id), which record (kind + id),
 * what (action code) and when (days in Romanian time, both ends included).
 */
export const auditTrailFilter = listQuery(auditTrailSortColumns).extend({
  search: text(100),
  userId: id.nullish(),
  user: text(100),
  patientIdentifier: z
    .string()
    .trim()
    .max(20, msg.maxLength(20))
    .regex(/^[0-9A-Za-z]*$/, msg.invalid)
    .nullish(),
  recordKind: code(60),
  recordId: text(60),
  action: code(60),
  from: isoDate,
  to: isoDate,
});
export type AuditTrailFilter = z.infer<typeof auditTrailFilter>;

/** One row, labelled for people: the action and record kind in the caller's language. */
export const auditTrailRow = z.object({
  id: z.number(),
  at: z.date(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  roleId: z.number().nullable(),
  roleLabel: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  recordKind: z.string().nullable(),
  recordKindLabel: z.string().nullable(),
  recordId: z.string().nullable(),
  patientIdentifier: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditTrailRow = z.infer<typeof auditTrailRow>;
export const auditTrailList = listAnswer(auditTrailRow);
