/** The candidate search's contract (issue 27), shared by the route and its callers. */
import { z } from 'zod';
import { NotificationLimits as L } from '../notification/constants';
import { flag, optionalId, optionalText } from '../shared/form-fields';
import { msg } from '../shared/messages';

const birthdate = z
  .string({ error: msg.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.invalid)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    msg.invalid,
  );

/** A child's identity to look for: a surname and a birth date at least, the rest as known. */
export const duplicateCandidateQuery = z.object({
  lastName: z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .max(L.patientName, msg.maxLength(L.patientName)),
  firstName: optionalText(L.patientName),
  birthdate,
  genderId: optionalId,
  identifier: optionalText(L.identifier),
  isForeigner: flag,
  countyId: optionalId,
  cityId: optionalId,
});
export type DuplicateCandidateQuery = z.output<typeof duplicateCandidateQuery>;

/** Why a pair scored as it did: one entry per comparison that weighed (the candidate search and the queue). */
export const duplicateReason = z.object({ field: z.string(), outcome: z.string(), weight: z.number() });
export const duplicateLevels = ['probable', 'possible'] as const;

export const duplicateCandidate = z.object({
  patientId: z.number(),
  identifier: z.string(),
  isForeigner: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthdate: z.string().nullable(),
  genderId: z.number().nullable(),
  countyId: z.number().nullable(),
  cityId: z.number().nullable(),
  score: z.number(),
  level: z.enum(duplicateLevels),
  reasons: z.array(duplicateReason),
});
export const duplicateCandidates = z.object({ candidates: z.array(duplicateCandidate) });
export type DuplicateCandidate = z.output<typeof duplicateCandidate>;
