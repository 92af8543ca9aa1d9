import { z } from 'zod';
import { duplicateLevels, duplicateReason } from '../duplicates/contracts';
import { id } from '../shared/ids';
import { listAnswer, listQuery } from '../shared/list';

/**
 * The reviewers' duplicates queue and the merge of two patients (issue 27 items 3–4). Pairs are
 * written by the candidate search; the queue lists them, a reviewer answers, "same" merges.
 */
export const duplicateStatuses = ['open', 'unsure', 'different', 'same'] as const;
export const duplicateSources = ['entry', 'registry-check', 'import'] as const;
export type DuplicateStatus = (typeof duplicateStatuses)[number];

export const duplicateQueueFilter = listQuery(['foundAt', 'score'] as const).extend({
  /** None: the queue proper, open and unsure pairs. */
  status: z.enum(duplicateStatuses).nullish(),
  level: z.enum(duplicateLevels).nullish(),
  source: z.enum(duplicateSources).nullish(),
});
export type DuplicateQueueFilter = z.infer<typeof duplicateQueueFilter>;

/** What the queue and the pair view show of a patient: identity only. */
export const duplicatePatient = z.object({
  id: z.number(),
  identifier: z.string(),
  isForeigner: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthdate: z.string().nullable(),
  genderId: z.number().nullable(),
});
export type DuplicatePatient = z.infer<typeof duplicatePatient>;

export const duplicatePairItem = z.object({
  id: z.number(),
  patientA: duplicatePatient,
  patientB: duplicatePatient,
  score: z.number(),
  level: z.enum(duplicateLevels),
  source: z.enum(duplicateSources),
  status: z.enum(duplicateStatuses),
  reasons: z.array(duplicateReason),
  foundAt: z.date(),
  decidedAt: z.date().nullable(),
  decidedBy: z.string().nullable(),
});
export type DuplicatePairItem = z.infer<typeof duplicatePairItem>;
export const duplicateQueueList = listAnswer(duplicatePairItem);

/** One side of the pair view: the identity with labels, and what the registry holds about the child. */
export const duplicateSide = duplicatePatient.extend({
  gender: z.string().nullable(),
  county: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  notifications: z.array(
    z.object({
      id: z.number(),
      reportingUnit: z.string(),
      status: z.number(),
      diagnosticDate: z.string().nullable(),
      topography: z.string().nullable(),
      morphology: z.string().nullable(),
      isCancerCase: z.boolean(),
    }),
  ),
  cases: z.array(z.object({ id: z.number(), morphology: z.string().nullable(), caseVersion: z.number() })),
});
export type DuplicateSide = z.infer<typeof duplicateSide>;

export const mergeItem = z.object({
  id: z.number(),
  survivingPatient: duplicatePatient,
  retiredPatient: duplicatePatient,
  pairId: z.number().nullable(),
  notifications: z.number(),
  casesCombined: z.number(),
  mergedAt: z.date(),
  mergedBy: z.string(),
  unmergedAt: z.date().nullable(),
  unmergedBy: z.string().nullable(),
});
export type MergeItem = z.infer<typeof mergeItem>;

export const duplicatePairDetail = z.object({
  pair: duplicatePairItem,
  sides: z.tuple([duplicateSide, duplicateSide]),
  /** Merges of either patient, newest first (an unmerge starts here). */
  merges: z.array(mergeItem),
});
export type DuplicatePairDetail = z.infer<typeof duplicatePairDetail>;

export const duplicateAnswer = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('different') }),
  z.object({ answer: z.literal('unsure') }),
  /**
   * The surviving patient: one of the pair (the other one is retired into an alias). A pair that may
   * be twins (issue 40) merges only with `acknowledged: 'possible-twins'`, the reason confirmed.
   */
  z.object({
    answer: z.literal('same'),
    survivingPatientId: id,
    acknowledged: z.literal('possible-twins').nullish(),
  }),
]);
export type DuplicateAnswer = z.infer<typeof duplicateAnswer>;
export const duplicateAnswerResult = z.object({
  status: z.enum(duplicateStatuses),
  mergeId: z.number().nullable(),
  warnings: z.array(z.string()),
});

export const mergeFilter = listQuery(['mergedAt'] as const).extend({
  includeUnmerged: z.boolean().nullish(),
});
export type MergeFilter = z.infer<typeof mergeFilter>;
export const mergeList = listAnswer(mergeItem);
