import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, projectMigrations } from './migrations-before';

describe('migration 0023 on interventions written before it', () => {
  it('keeps each one’s current record as its one version, by its last editor', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('_clinical_intervention_versions') });
    await client.exec(`
      insert into users (id, email, first_name, last_name, role_id) values
        (1, 'a@demo.local', 'Ana', 'Pop', 1), (2, 'b@demo.local', 'Ion', 'Rusu', 1);
      set session_replication_role = replica; -- no case behind it: only the intervention's columns matter
      insert into clinical_interventions (id, medical_case_id, case_unit_id, type, status, planned_date, start_time,
          end_date, end_time, unit_id, significant, detail, cancel_reason, version, created_by, updated_by, updated_at)
        values (4, 1, 1, 3, 3, '2026-05-04', '10:00', '2026-05-04', '11:00', 1, true,
          '{"procedure": "Nefrectomie stângă"}', 'Febră', 5, 1, 2, '2026-05-01T08:00:00Z');
      set session_replication_role = origin;
    `);
    await migrate(db, { migrationsFolder: projectMigrations });
    const rows = await client.query<Record<string, unknown>>(
      'select intervention_id, version, data, created_by, created_at from clinical_intervention_versions',
    );
    expect(rows.rows).toEqual([
      {
        intervention_id: 4,
        version: 5,
        created_by: 2,
        created_at: new Date('2026-05-01T08:00:00Z'),
        data: {
          type: 3,
          status: 3,
          plannedDate: '2026-05-04',
          startTime: '10:00',
          endDate: '2026-05-04',
          endTime: '11:00',
          unitId: 1,
          externalUnit: null,
          significant: true,
          detail: { procedure: 'Nefrectomie stângă' },
          labStatus: null,
          cancelReason: 'Febră',
        },
      },
    ]);
    await client.close();
  });
});
