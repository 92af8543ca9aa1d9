import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, projectMigrations } from './migrations-before';

describe('migration 0013 on a trail written before it', () => {
  it('backfills the patient of every row about a patient record, then refuses changes', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('_audit_trail') });
    await client.exec(`
      set session_replication_role = replica; -- records without their dictionaries: only ids matter here
      insert into patients (id, identifier) values (7, '5150101400011');
      insert into cancer_cases (id, patient_id, morphology_code_id) values (3, 7, 95003);
      insert into cancer_notifications (id, patient_id, case_id, morphology_code_id, reporting_unit_id, status, data, updated_by, created_by)
        values (11, 7, 3, 95003, 1, 2, '{}', 1, 1);
      insert into notification_attachments (id, notification_id, document_type, file_name, storage_name) values (5, 11, 1, 'a.pdf', 'x');
      set session_replication_role = origin;
      insert into audit_log (action, user_id, entity, entity_id, details) values
        ('notification.read', 1, 'cancer_notification', '11', '{"patientId": 7}'),
        ('notification.deleted', 1, 'cancer_notification', '11', '{"caseId": 3}'),
        ('case.reviewed', 1, 'cancer_case', '3', '{"caseVersion": 1}'),
        ('attachment.downloaded', 1, 'notification_attachment', '5', '{"notificationId": 11}'),
        ('login.succeeded', 1, 'user', '1', null),
        ('password-reset.requested', null, 'email', 'x@y.z', null),
        ('identifier.lookup', 1, null, null, '{"identifier": "6150524400023"}');
    `);
    await migrate(db, { migrationsFolder: projectMigrations });
    const rows = await client.query<{
      action: string;
      patient_id: number | null;
      patient_identifier: string | null;
    }>('select action, patient_id, patient_identifier from audit_log order by id');
    const boy = { patient_id: 7, patient_identifier: '5150101400011' };
    expect(rows.rows).toEqual([
      { action: 'notification.read', ...boy },
      { action: 'notification.deleted', ...boy },
      { action: 'case.reviewed', ...boy },
      { action: 'attachment.downloaded', ...boy },
      { action: 'login.succeeded', patient_id: null, patient_identifier: null },
      { action: 'password-reset.requested', patient_id: null, patient_identifier: null },
      { action: 'identifier.lookup', patient_id: null, patient_identifier: '6150524400023' },
    ]);
    await expect(client.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await client.close();
  });
});
