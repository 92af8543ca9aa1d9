import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicalAttempts, clinicalSnapshot, makeClinicalObjects } from './authorization-matrix.clinical';
import { callers, emails, type Fixtures, matrix, type SignedIn } from './authorization-matrix.table';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { CNP_BOY, completeBody, draftBody } from './notification-fixtures';

/**
 * Issue 17: the authorisation matrix, generated from the route table. Every registered route is
 * called by nobody and by each role; the answer must match the expected-access table (authorization-matrix.table.ts). A route
 * with no row fails the test. Bodies may be empty or invalid: the point is that a caller who may not
 * knock never gets a 2xx, and nobody ever gets a 5xx. Then "another unit's object" rows: a reporter of
 * unit 2 with unit 1's ids is refused and nothing changes.
 */
let s: TestServer;
const tokens: Partial<Record<SignedIn, string>> = {};
let f: Fixtures;

const sqlRows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of Object.keys(emails) as SignedIn[]) tokens[who] = await s.signIn(emails[who]);
  const save = (body: unknown) =>
    s.request('POST', '/api/cancer-notification', { token: tokens.reporter1, body });
  const draft = await save(draftBody());
  const complete = await save(completeBody());
  if (draft.status !== 200 || complete.status !== 200) throw new Error('fixtures: notification not saved');
  const upload = await s.form(
    `/api/document/${draft.body.id}/1/1`,
    { chunkIndex: 0, numberOfChunks: 1, fileName: 'buletin.pdf', storageFileName: '' },
    { token: tokens.reporter1, files: { fileChunk: ['buletin.pdf', sampleFiles.pdf()] } },
  );
  if (upload.status !== 200) throw new Error(`fixtures: upload ${upload.status}`);
  const [attachment] = await sqlRows<{ id: number }>(
    `select id from notification_attachments where storage_name = '${upload.body.fileStorageName}'`,
  );
  const [employee] = await sqlRows<{ id: number; user_id: number }>(
    `select e.id, e.user_id from employees e join users u on u.id = e.user_id where u.email = '${emails.reporter1}'`,
  );
  const [unit2Employee] = await sqlRows<{ id: number }>(
    `select e.id from employees e join users u on u.id = e.user_id where u.email = '${emails.reporter2}'`,
  );
  f = {
    notificationId: draft.body.id,
    caseId: complete.body.caseId,
    attachmentId: attachment.id,
    attachmentStorageName: upload.body.fileStorageName,
    employeeId: employee.id,
    userId: employee.user_id,
    patientId: complete.body.patientDetails.patientId,
    unit2EmployeeId: unit2Employee.id,
  };
}, 60_000);
afterAll(() => s.close());

describe('authorisation matrix: every route × nobody and each role', () => {
  it('has a row for every registered route, and no row for a route that is gone', () => {
    const registered = s.app.routes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !matrix[key]);
    expect(missing.map((key) => `new route ${key} has no row in the authorisation matrix`)).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('answers each caller as the table says: no 2xx for those who may not knock, no 5xx for anyone', async () => {
    const failures: string[] = [];
    let calls = 0;
    const started = Date.now();
    for (const route of s.app.routes) {
      const key = `${route.method} ${route.url}`;
      const expected = matrix[key];
      if (!expected) continue; // reported by the test above
      const path = expected.path(f);
      await Promise.all(
        callers.map(async (caller) => {
          const token = caller === 'anonymous' ? undefined : tokens[caller];
          const res = await s.request(route.method, path, { token, body: expected.body });
          calls++;
          const allowed =
            expected.allow === 'public' || (caller !== 'anonymous' && expected.allow.includes(caller));
          const wanted = allowed ? null : caller === 'anonymous' ? [401] : (expected.deny ?? [403]);
          const ok =
            res.status < 500 &&
            (wanted ? wanted.includes(res.status) : res.status !== 401 && res.status !== 403);
          if (!ok)
            failures.push(
              `${key} as ${caller}: ${res.status}, expected ${wanted ? wanted.join('/') : 'neither 401 nor 403'}`,
            );
        }),
      );
    }
    console.info(
      `authorisation matrix: ${s.app.routes.length} routes, ${calls} calls, ${failures.length} failures, ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
  }, 60_000);
});

/** What a refused caller must not have changed: unit 1's objects as stored. */
async function snapshot() {
  return {
    notification: await sqlRows(
      `select version, status, is_deleted, updated_at from cancer_notifications where id = ${f.notificationId}`,
    ),
    attachment: await sqlRows(
      `select is_deleted, upload_status from notification_attachments where id = ${f.attachmentId}`,
    ),
    employee: await sqlRows(`select is_deleted, code, updated_at from employees where id = ${f.employeeId}`),
    permissions: await sqlRows(
      `select permission_id from employee_permissions where employee_id = ${f.employeeId} order by 1`,
    ),
    user: await sqlRows(`select is_deleted, role_id, email, updated_at from users where id = ${f.userId}`),
    unit: await sqlRows('select name, version, is_deleted, updated_at from reporting_units where id = 1'),
    case: await sqlRows(`select * from cancer_cases where id = ${f.caseId}`),
    patient: await sqlRows(`select * from patients where id = ${f.patientId}`),
    attachments: await sqlRows(
      `select count(*)::int as n from notification_attachments where notification_id = ${f.notificationId}`,
    ),
  };
}

describe("another unit's object", () => {
  it("a reporter of unit 2 with unit 1's ids is refused (403/404) and nothing changes", async () => {
    // Opened here, after the matrix, so no role's call above could have touched it.
    const clinical = await makeClinicalObjects(s, tokens.unitadmin!, f.caseId, f.employeeId);
    const before = { ...(await snapshot()), ...(await clinicalSnapshot(s, clinical)) };
    const token = tokens.reporter2;
    const current = (
      await s.request('GET', `/api/cancer-notification/${f.notificationId}`, { token: tokens.reporter1 })
    ).body;
    const attempts: [string, () => Promise<{ status: number }>][] = [
      // notification
      [
        'read the notification',
        () => s.request('GET', `/api/cancer-notification/${f.notificationId}`, { token }),
      ],
      [
        'save over the notification',
        () =>
          s.request('POST', '/api/cancer-notification', {
            token,
            body: { ...current, notificationOverview: { ...current.notificationOverview, lastDoctor: 'X' } },
          }),
      ],
      [
        'move the notification to unit 2',
        () =>
          s.request('POST', '/api/cancer-notification', {
            token,
            body: {
              ...current,
              notificationOverview: { ...current.notificationOverview, reportingUnitId: 2 },
            },
          }),
      ],
      [
        'delete the notification',
        () => s.request('DELETE', `/api/cancer-notification/${f.notificationId}`, { token }),
      ],
      [
        'list its documents',
        () => s.request('GET', `/api/document/cancer-notification/${f.notificationId}/1/0`, { token }),
      ],
      // attachment
      ['download the attachment', () => s.request('GET', `/api/document/${f.attachmentId}/1`, { token })],
      [
        'download the attachment by storage name',
        () => s.request('GET', `/api/document/${f.attachmentStorageName}/1`, { token }),
      ],
      ['delete the attachment', () => s.request('DELETE', `/api/document/${f.attachmentId}/1`, { token })],
      [
        'upload onto the notification',
        () =>
          s.form(
            `/api/document/${f.notificationId}/1/1`,
            { chunkIndex: 0, numberOfChunks: 1, fileName: 'x.pdf', storageFileName: '' },
            { token, files: { fileChunk: ['x.pdf', sampleFiles.pdf()] } },
          ),
      ],
      // patient: unit 1's records of the child stay out of unit 2's lists
      [
        'find the patient in the notification list',
        async () => {
          const res = await s.request('POST', '/api/cancer-notification/filter', {
            token,
            body: { identifier: CNP_BOY, reportingUnitId: 1 },
          });
          return {
            status:
              res.status === 200 && res.body.totalRows > 0 ? 200 : res.status === 200 ? 404 : res.status,
          };
        },
      ],
      ['read the patient', () => s.request('GET', `/api/patient/${f.patientId}`, { token })],
      [
        'edit the patient',
        async () => {
          const p = (await s.request('GET', `/api/patient/${f.patientId}`, { token: tokens.reporter1 })).body;
          const fields = Object.fromEntries(
            Object.entries(p).filter(([, v]) => v !== null && typeof v !== 'object'),
          );
          return s.form('/api/patient', { ...fields, lastName: 'Preluat' }, { token });
        },
      ],
      [
        'find the patient in the patient list',
        async () => {
          const res = await s.request('POST', '/api/patient/filter', { token, body: { search: CNP_BOY } });
          return {
            status:
              res.status === 200 && res.body.totalRows > 0 ? 200 : res.status === 200 ? 404 : res.status,
          };
        },
      ],
      // employee
      ['read the employee', () => s.request('GET', `/api/employee/${f.employeeId}/1`, { token })],
      [
        'read the employee through unit 2',
        () => s.request('GET', `/api/employee/${f.employeeId}/2`, { token }),
      ],
      [
        "the employee's agreement",
        () => s.request('GET', `/api/document/agreement-template/${f.employeeId}`, { token }),
      ],
      [
        'edit the employee',
        () =>
          s.form(
            '/api/employee',
            {
              id: f.employeeId,
              reportingUnitId: 1,
              firstName: 'Andrei',
              lastName: 'Ionescu',
              email: emails.reporter1,
              code: 'HACK',
              permissionIds: '1,2,3',
              professionalRoleIds: '1',
            },
            { token },
          ),
      ],
      [
        'remove the employee',
        () => s.request('DELETE', `/api/employee/${f.employeeId}/reporting-unit/1`, { token }),
      ],
      ["the employee's profile", () => s.request('GET', `/api/identity/user-profile/${f.userId}`, { token })],
      ['delete the user', () => s.request('DELETE', `/api/identity/user/${f.userId}`, { token })],
      // unit
      [
        'edit unit 1',
        async () => {
          const unit = (await s.request('GET', '/api/reporting-unit/1', { token: tokens.unitadmin })).body;
          return s.request('POST', '/api/reporting-unit', { token, body: { ...unit, name: 'Preluată' } });
        },
      ],
      ['delete unit 1', () => s.request('DELETE', '/api/reporting-unit/1', { token })],
      [
        "list unit 1's employees",
        async () => {
          const res = await s.request('POST', '/api/employee/filter', {
            token,
            body: { reportingUnitId: 1 },
          });
          return {
            status:
              res.status === 200 && res.body.items.length > 0 ? 200 : res.status === 200 ? 404 : res.status,
          };
        },
      ],
      // case
      [
        'review the case',
        () => s.request('POST', `/api/cancer-cases/${f.caseId}/review`, { token, body: { caseVersion: 1 } }),
      ],
      [
        "the case's evolution",
        () => s.request('POST', '/api/cancer-cases/evolution', { token, body: { caseId: f.caseId } }),
      ],
    ];
    attempts.push(...clinicalAttempts(s, token!, clinical, f.caseId, f.unit2EmployeeId));
    // And the admin of unit 1 over unit 2's employee.
    attempts.push([
      "unit 1's admin removes unit 2's employee",
      () =>
        s.request('DELETE', `/api/employee/${f.unit2EmployeeId}/reporting-unit/2`, {
          token: tokens.unitadmin,
        }),
    ]);
    const failures: string[] = [];
    for (const [what, attempt] of attempts) {
      const { status } = await attempt();
      if (status !== 403 && status !== 404) failures.push(`${what}: ${status}`);
    }
    expect(failures).toEqual([]);
    expect({ ...(await snapshot()), ...(await clinicalSnapshot(s, clinical)) }).toEqual(before);
    console.info(`another unit's object: ${attempts.length} attempts, ${failures.length} failures`);
  });
});
