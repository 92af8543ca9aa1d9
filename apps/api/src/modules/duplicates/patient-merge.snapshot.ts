import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  cancerCases,
  cancerNotifications,
  clinicalInterventions,
  duplicatePairs,
  type MergeSnapshot,
  medicalCaseRecommendations,
  medicalCases,
  notificationVersions,
  patientAliases,
  patientChangeProposals,
  patients,
} from '../../db/schema';

/**
 * The tables a merge may change, in the order an unmerge writes them back. Each is captured by id
 * as whole rows (`to_jsonb`), so an unmerge restores every column, the ones a trigger keeps included;
 * the counters derived from these rows (case_review_counts, report_case_facts, notification counts)
 * follow by their own triggers when the rows are written back.
 */
export const mergeTables = {
  patient_aliases: patientAliases,
  patients,
  cancer_cases: cancerCases,
  medical_cases: medicalCases,
  cancer_notifications: cancerNotifications,
  notification_versions: notificationVersions,
  clinical_interventions: clinicalInterventions,
  medical_case_recommendations: medicalCaseRecommendations,
  patient_change_proposals: patientChangeProposals,
  duplicate_pairs: duplicatePairs,
} satisfies Record<string, PgTable>;
export type MergeTable = keyof typeof mergeTables;

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Whole rows of one table as jsonb objects, in id order. */
export async function rowsAsJson(tx: Tx, table: MergeTable, where: SQL): Promise<Record<string, unknown>[]> {
  const t = mergeTables[table];
  const name = quoted(getTableConfig(t).name);
  const result = (await tx.execute(
    sql`select coalesce(jsonb_agg(to_jsonb(${name}) order by ${name}.id), '[]'::jsonb) as rows from ${t} where ${where}`,
  )) as unknown as { rows: { rows: Record<string, unknown>[] | string }[] };
  const rows = result.rows[0].rows;
  return typeof rows === 'string' ? JSON.parse(rows) : rows;
}

/** The ids of a snapshot's rows of one table. */
export const idsOf = (snapshot: MergeSnapshot, table: MergeTable) =>
  (snapshot[table] ?? []).map((r) => Number(r.id));

/**
 * Writes rows back as they were (every column but the id and generated ones, read back by `jsonb_populate_recordset`,
 * so timestamps and jsonb come back to the microsecond and the byte).
 */
export async function restoreRows(tx: Tx, table: MergeTable, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const t = mergeTables[table];
  const name = quoted(getTableConfig(t).name);
  // Generated columns (the patients' linkage keys, migration 0041) follow the others: never written.
  const generated = (await tx.execute(
    sql`select attname from pg_attribute where attrelid = ${getTableConfig(t).name}::regclass and attgenerated <> ''`,
  )) as unknown as { rows: { attname: string }[] };
  const skip = new Set(['id', ...generated.rows.map((r) => r.attname)]);
  const columns = Object.keys(rows[0]).filter((c) => !skip.has(c));
  const set = sql.raw(columns.map((c) => `"${c}" = r."${c}"`).join(', '));
  await tx.execute(
    sql`update ${t} set ${set} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb) r where ${name}.id = r.id`,
  );
}

/**
 * A fingerprint of the rows a merge touched as they stand now: taken when the merge ends and again
 * before an unmerge, so an unmerge never writes old rows over a later change (it refuses instead).
 */
export async function fingerprintOf(tx: Tx, wheres: Partial<Record<MergeTable, SQL>>): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, where] of Object.entries(wheres) as [MergeTable, SQL][])
    hash.update(`${table}:${JSON.stringify(await rowsAsJson(tx, table, where))}|`);
  return hash.digest('hex');
}

/**
 * Recomputes the report facts of these cases (migration 0030's function) once every row is in place:
 * the row triggers refresh a case as each table is written, sometimes before the versions it reads
 * (days to completion) are back, so the last word is this one.
 */
export async function refreshReportFacts(tx: Tx, caseIds: number[]) {
  if (caseIds.length === 0) return;
  const ids = sql.join(
    caseIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`select report_case_facts_refresh(array[${ids}]::integer[])`);
}
