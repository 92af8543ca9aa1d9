/**
 * Whole-registry check (issue 16): every consistency check over every case's current record, and the
 * multiple-primary rules across each patient's cases, run as one background job whose result is kept.
 */
import { z } from 'zod';
import { id } from '../../shared/ids';
import { listAnswer, listQuery } from '../../shared/list';

/** The check ids of the report: the consistency checks, and the multiple-primary pass. */
export const REGISTRY_CHECK_SEVERITIES = ['OK', 'Query', 'Rare', 'Missing', 'Invalid'] as const;
export const registryCheckSeverity = z.enum(REGISTRY_CHECK_SEVERITIES);
export type RegistryCheckSeverity = z.infer<typeof registryCheckSeverity>;
export const MULTIPLE_PRIMARIES_CHECK = 'multiple-primaries';
/** The basis of diagnosis against the record (notification/basis-rules.ts): DCO for a child diagnosed in life. */
export const BASIS_OF_DIAGNOSIS_CHECK = 'basis-of-diagnosis';

/** A run's numbered message: its stored rows name their findings by these numbers (kept in the run). */
export type RegistryCheckMessage = {
  no: number;
  checkId: string;
  severity: RegistryCheckSeverity;
  messageKey: string;
};

export const registryCheckStatus = z.enum(['running', 'finished', 'failed']);
export type RegistryCheckStatus = z.infer<typeof registryCheckStatus>;

/** One cell of the report: how many records answered `severity` to `checkId`. */
export const registryCheckCount = z.object({
  checkId: z.string(),
  severity: registryCheckSeverity,
  count: z.number().int(),
});
export type RegistryCheckCount = z.infer<typeof registryCheckCount>;

export const registryCheckRun = z.object({
  runId: z.number().int(),
  status: registryCheckStatus,
  done: z.number().int(),
  total: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  startedByName: z.string(),
  counts: z.array(registryCheckCount),
});
export type RegistryCheckRun = z.infer<typeof registryCheckRun>;

/** The latest run (its progress while running) and the latest finished one, whose report is kept. */
export const registryCheckLatest = z.object({
  latest: registryCheckRun.nullable(),
  lastFinished: registryCheckRun.nullable(),
});
export type RegistryCheckLatest = z.infer<typeof registryCheckLatest>;

export const registryCheckStarted = z.object({ runId: z.number().int() });

/** The records behind one count. OK is not listed (it is every other record). */
export const registryCheckRecordsQuery = listQuery(['notificationId', 'patientIdentifier']).extend({
  checkId: z.string().trim().min(1).max(40),
  severity: z.enum(['Query', 'Rare', 'Missing', 'Invalid']),
});
export type RegistryCheckRecordsQuery = z.infer<typeof registryCheckRecordsQuery>;
export const registryCheckRecord = z.object({
  notificationId: id,
  caseId: z.number().int(),
  patientIdentifier: z.string(),
  morphology: z.string().nullable(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const registryCheckRecords = listAnswer(registryCheckRecord);
export type RegistryCheckRecords = z.infer<typeof registryCheckRecords>;
