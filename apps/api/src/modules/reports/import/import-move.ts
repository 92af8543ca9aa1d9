import { importMsg } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  auditLog,
  cancerCases,
  cancerNotifications,
  notificationVersions,
  patients,
} from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import type { NewNotificationsPlan, PlannedRows } from '../../notifications/notification-batch-write';
import type { Staging } from './import-staging';

/** Parks a planned batch's rows (notifications, versions, audit rows) in the import's staging. */
export async function stagePlannedRows(staging: Staging, rows: PlannedRows) {
  await staging.stage('notifications', cancerNotifications, rows.notifications);
  await staging.stage('versions', notificationVersions, rows.versions);
  await staging.stage('audits', auditLog, rows.audits);
}

const registryChanged = () => new AppError(409, importMsg.registryChanged);

/** A unique or foreign-key violation: someone else wrote a patient or case the plan took as new. */
const isWriteRace = (err: unknown) => {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ??
    (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || code === '23503';
};

/**
 * The import's one short transaction: the staged rows moved into the registry by a handful of
 * set-based statements (the counting triggers then run once per statement), after checking under
 * lock that the cases the plan advanced are still as it read them. If they changed (someone saved
 * one of these cases meanwhile), or a patient or case the plan opened was opened by someone else,
 * nothing is written and the answer is 409: upload the file again. `finish` adds the import's own
 * audit row in the same transaction. On any failure the staging is deleted: nothing is left.
 */
export async function moveStagedImport(
  db: Db,
  staging: Staging,
  plan: NewNotificationsPlan,
  finish: (tx: Tx) => Promise<void>,
) {
  const people = plan.patientRows();
  const cases = plan.caseRows();
  try {
    await staging.stage('patients.fresh', patients, people.fresh);
    await staging.stage('patients.known', patients, people.known);
    await staging.stage('cases.opened', cancerCases, cases.opened);
    await staging.stage('cases.advanced', cancerCases, cases.advanced);
    await db.transaction(async (tx) => {
      if (cases.read.length) {
        // Locked in id order (as any other writer of several cases would meet them), then compared.
        const found = (await tx.execute(sql`
          select c.is_deleted or c.case_version <> r."caseVersion"
            or c.reviewed_version is distinct from r."reviewedVersion"
            or c.current_notification_id is distinct from r."currentNotificationId" as changed
          from cancer_cases c
          join jsonb_to_recordset(${JSON.stringify(cases.read)}::jsonb)
            as r(id int, "caseVersion" int, "reviewedVersion" int, "currentNotificationId" int) on r.id = c.id
          order by c.id for update of c`)) as unknown as { rows: { changed: boolean }[] };
        if (found.rows.length !== cases.read.length || found.rows.some((r) => r.changed))
          throw registryChanged();
      }
      await staging.insert(tx, 'patients.fresh', patients);
      await staging.update(tx, 'patients.known', patients);
      await staging.insert(tx, 'cases.opened', cancerCases);
      await staging.insert(tx, 'notifications', cancerNotifications);
      await staging.update(tx, 'cases.advanced', cancerCases);
      // The cases' earlier current records (the registry's, or an earlier batch's) step down.
      await tx.execute(sql`
        update cancer_notifications n set is_cancer_case = false from cancer_cases c
        where c.id in ${staging.ids('cases.advanced')} and n.case_id = c.id and n.is_cancer_case
          and n.id <> c.current_notification_id`);
      await staging.insert(tx, 'versions', notificationVersions);
      await staging.insert(tx, 'audits', auditLog);
      await finish(tx);
      await staging.discard(tx);
    });
  } catch (err) {
    await staging.discard();
    if (isWriteRace(err)) throw registryChanged();
    throw err;
  }
}
