import type { TestServer } from './harness';
import { completeBody } from './notification-fixtures';

type Rows = { rows: Record<string, unknown>[] };
export const rowsOf = async (s: TestServer, q: string) => ((await s.sql(q)) as Rows).rows;

/** The employee id of a demo account (one unit each). */
export async function employeeIdOf(s: TestServer, email: string) {
  const [row] = await rowsOf(
    s,
    `select e.id from employees e join users u on u.id = e.user_id where u.email = '${email}' and not e.is_deleted`,
  );
  return Number(row.id);
}

/**
 * A medical case kept by unit 1 with Elena Popescu (unitadmin, case owner of unit 1) as named owner,
 * made from a completed notification; the medical-case engineer's open call is not needed here.
 */
export async function makeMedicalCase(
  s: TestServer,
  reporterToken: string,
  over: Record<string, unknown> = {},
) {
  const saved = await s.request('POST', '/api/cancer-notification', {
    token: reporterToken,
    body: completeBody(over),
  });
  if (saved.status !== 200) throw new Error(`notification: ${saved.status} ${JSON.stringify(saved.body)}`);
  const caseId = Number(saved.body.caseId);
  const owner = await employeeIdOf(s, 'unitadmin@demo.local');
  const [row] = await rowsOf(
    s,
    `insert into medical_cases (cancer_case_id, patient_id, reporting_unit_id, owner_employee_id, data, created_by, updated_by)
     select c.id, c.patient_id, 1, ${owner}, '{}'::jsonb, 1, 1 from cancer_cases c where c.id = ${caseId} returning id`,
  );
  return Number(row.id);
}

/** Unit 2 becomes a Central unit, so its staff (reporter2) may join central teams. */
export const makeUnit2Central = (s: TestServer) =>
  s.sql('update reporting_units set type_id = 1 where id = 2');

export async function auditActions(s: TestServer, entityId: number, entity = 'medical_case') {
  const rows = await rowsOf(
    s,
    `select action, details from audit_log where entity = '${entity}' and entity_id = '${entityId}' order by id`,
  );
  return rows.map((r) => ({ action: String(r.action), details: r.details as Record<string, unknown> }));
}

/**
 * A completed follow-up (reason 2) by a unit-2 reporter, written over the coding-only prefill it
 * looked up (identifier check, then prefill): what issue 22's probe did before reaching for the
 * medical case.
 */
export async function followUpByUnit2(
  s: TestServer,
  token: string,
  identifier: string,
  morphologyId: number,
) {
  await s.request('GET', `/api/cancer-notification/check-identifier/${identifier}`, { token });
  const prefill = await s.request('GET', `/api/cancer-notification/${identifier}/${morphologyId}`, { token });
  if (prefill.status !== 200) throw new Error(`prefill: ${prefill.status} ${JSON.stringify(prefill.body)}`);
  const saved = await s.request('POST', '/api/cancer-notification/', {
    token,
    body: {
      ...prefill.body,
      cancerTreatment: completeBody().cancerTreatment,
      version: 0,
      status: 2,
      diagnosticReportingReasonId: 2,
      notificationOverview: {
        ...prefill.body.notificationOverview,
        lastDoctor: 'Dr. Doi',
        lastContactDate: '2025-06-02',
      },
    },
  });
  if (saved.status !== 200) throw new Error(`follow-up: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body as { id: number; caseId: number };
}
