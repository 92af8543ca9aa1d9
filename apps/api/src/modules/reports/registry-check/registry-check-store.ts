import { GIVEN_TREATMENTS } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { CaseResult, CaseRow } from './registry-check-pass';

const isTrue = (path: string) => `n.data #> '{${path}}' = 'true'::jsonb`;

/** The first treatment tick of either panel (basis-rules.ts basisFactsOf), from the table of ticks. */
const TREATMENT_GIVEN = sql.raw(
  `case ${['cancerTreatment', 'subsequentCancerTreatment']
    .flatMap((s) => GIVEN_TREATMENTS.map((f) => `when ${isTrue(`${s},${f}`)} then '${s}.${f}'`))
    .join(' ')} end`,
);

/** A histopathology examination recorded: a date, a result or an attached report. */
const HAS_HISTOLOGY = sql.raw(`(n.data #>> '{cancerHistopathology,examinationDate}' is not null
      or coalesce(btrim(n.data #>> '{cancerHistopathology,histoResult}'), '') <> ''
      or coalesce(jsonb_typeof(n.data #> '{cancerHistopathology,histopathologyAttachments}') = 'array'
        and jsonb_array_length(n.data #> '{cancerHistopathology,histopathologyAttachments}') > 0, false))`);

/**
 * The current records of the next `patients` patients after `afterPatient` (all of a patient's cases in
 * one page, for the multiple-primary pass), only the columns the checks read: sex and birth date from
 * the patient (the patient screen edits them there), the rest from the record's edit model, ids through
 * report_int (migration 0022: anything but a number is no id). Dates stay as typed, so an impossible
 * date is Invalid as on the save, not Missing. The basis rules' facts (vital status, histology,
 * treatment) are read as the save's `basisFactsOf` reads them, the vital status the child's (a death
 * on another tumour's record counts). The whole `data` never travels to Node. The child's follow-up
 * beside the case's own comes from report_case_facts (migration 0053).
 */
export async function casePage(db: Db, afterPatient: number, patients: number): Promise<CaseRow[]> {
  const result = await db.execute(sql`
    select c.id as "caseId", c.patient_id as "patientId", n.id as "notificationId",
      p.gender_id as "genderId", p.birthdate::text as "birthdate",
      n.data #>> '{cancerDiagnostic,diagnosticDate}' as "diagnosticDate",
      report_int(n.data #> '{cancerDiagnostic,topologicCodeId}') as "topologicCodeId",
      report_int(n.data #> '{cancerDiagnostic,registrationBaseId}') as "registrationBaseId",
      report_int(n.data #> '{cancerMorphology,morphologyCodeId}') as "morphologyCodeId",
      report_int(n.data #> '{cancerMorphology,behaviorId}') as "behaviorId",
      report_int(n.data #> '{cancerMorphology,degreeId}') as "degreeId",
      n.data #>> '{notificationOverview,lastContactDate}' as "lastContactDate",
      (${sql.raw(isTrue('notificationOverview,isPatientDead'))} is true or coalesce(f.child_is_dead, false))
        as "isPatientDead",
      coalesce(n.data #>> '{notificationOverview,deathDate}', f.child_death_date::text) as "deathDate",
      ${HAS_HISTOLOGY} as "hasHistology", ${TREATMENT_GIVEN} as "treatmentGiven",
      f.last_alive_date::text as "lastAliveDate", coalesce(f.child_is_dead, false) as "childIsDead",
      f.child_death_date::text as "childDeathDate", f.child_death_notification_id as "childDeathNotificationId"
    from cancer_cases c
    join cancer_notifications n on n.id = c.current_notification_id
    join patients p on p.id = c.patient_id
    left join report_case_facts f on f.case_id = c.id
    where not c.is_deleted and c.patient_id in (
      select distinct patient_id from cancer_cases
      where not is_deleted and current_notification_id is not null and patient_id > ${afterPatient}
      order by patient_id limit ${patients})
    order by c.patient_id, c.id`);
  return (result as unknown as { rows: CaseRow[] }).rows;
}

/**
 * A page's results as five array parameters unpacked by unnest: no JSON to parse per row, no serial and
 * no foreign key per row (the run's rows are deleted with it by `deleteResultsOf`).
 */
export async function writeResults(tx: Tx, runId: number, results: readonly CaseResult[]) {
  if (!results.length) return;
  const notifications = results.map((r) => r.notificationId);
  const cases = results.map((r) => r.caseId);
  const messages = results.map((r) => `{${r.messages.join(',')}}`);
  const params = results.map((r) => (r.params ? JSON.stringify(r.params) : null));
  await tx.execute(sql`
    insert into registry_check_results (run_id, notification_id, case_id, messages, params)
    select ${runId}, u.n, u.c, u.m::smallint[], u.p::jsonb
    from unnest(${sql.param(notifications)}::int[], ${sql.param(cases)}::int[],
      ${sql.param(messages)}::text[], ${sql.param(params)}::text[]) as u(n, c, m, p)`);
}

/**
 * Rows no report reads: those of failed runs (partial), of runs deleted by a later finished one, and of
 * runs a stopped server left behind. Run before a new run starts and after one finishes.
 */
export async function deleteStaleResults(db: Db | Tx) {
  await db.execute(sql`
    delete from registry_check_results
    where run_id not in (select id from registry_check_runs where status in ('running', 'finished'))`);
}
