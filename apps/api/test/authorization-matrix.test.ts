import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { CNP_BOY, completeBody, dictionaryIds, draftBody } from './notification-fixtures';

/**
 * Issue 17: the authorisation matrix, generated from the route table. Every registered route is
 * called by nobody and by each role; the answer must match the expected-access table below. A route
 * with no row fails the test. Bodies may be empty or invalid: the point is that a caller who may not
 * knock never gets a 2xx, and nobody ever gets a 5xx. Then "another unit's object" rows: a reporter of
 * unit 2 with unit 1's ids is refused and nothing changes.
 */
const callers = [
  'anonymous',
  'superadmin',
  'reviewer',
  'auditor',
  'executive',
  'reporter1',
  'reporter2',
  'unitadmin',
] as const;
type Caller = (typeof callers)[number];
type SignedIn = Exclude<Caller, 'anonymous'>;
const emails: Record<SignedIn, string> = {
  superadmin: 'superadmin@demo.local',
  reviewer: 'reviewer@demo.local',
  auditor: 'auditor@demo.local',
  executive: 'executive@demo.local',
  reporter1: 'reporter@demo.local',
  reporter2: 'reporter2@demo.local',
  unitadmin: 'unitadmin@demo.local',
};

/** Ids of unit 1's objects, made once for the file. */
type Fixtures = {
  notificationId: number;
  caseId: number;
  attachmentId: number;
  attachmentStorageName: string;
  employeeId: number;
  userId: number;
  unit2EmployeeId: number;
};

/**
 * One row: the path to call, who may knock (they get neither 401 nor 403), and what everybody else
 * signed in gets (`deny`, default 403; the anonymous caller always gets 401 unless the route is public).
 * Destructive routes are called with ids that do not exist (999999), so allowed callers get 404.
 */
type Row = {
  path: (f: Fixtures) => string;
  allow: 'public' | readonly SignedIn[];
  deny?: number[];
  body?: unknown;
};
const row = (
  path: string | ((f: Fixtures) => string),
  allow: Row['allow'],
  deny?: number[],
  body?: unknown,
): Row => ({
  path: typeof path === 'string' ? () => path : path,
  allow,
  deny,
  body,
});

const ALL: SignedIn[] = [
  'superadmin',
  'reviewer',
  'auditor',
  'executive',
  'reporter1',
  'reporter2',
  'unitadmin',
];
const SA: SignedIn[] = ['superadmin'];
const REPORTERS: SignedIn[] = ['reporter1', 'reporter2', 'unitadmin'];
/** Roles 1, 2, 3: super administrator, reporters, reviewer. */
const NOTIFY: SignedIn[] = ['superadmin', 'reviewer', ...REPORTERS];
/** Roles 1, 2, 3, 4: and the auditor. */
const READ: SignedIn[] = [...NOTIFY, 'auditor'];
/** Roles 1, 3. */
const REVIEW: SignedIn[] = ['superadmin', 'reviewer'];
/** Roles 1, 3, 4. */
const CASES: SignedIn[] = ['superadmin', 'reviewer', 'auditor'];
/** Members of unit 1 (the super administrator counts as a member of every unit). */
const UNIT1: SignedIn[] = ['superadmin', 'reporter1', 'unitadmin'];

// Adding a route? Add its row here: `'METHOD /url/:pattern': row(path, who may knock, what others get)`.
const matrix: Record<string, Row> = {
  'GET /api/health': row('/api/health', 'public'),
  'GET /api/docs': row('/api/docs', 'public'),
  'GET /api/docs/json': row('/api/docs/json', 'public'),
  'GET /api/docs/yaml': row('/api/docs/yaml', 'public'),
  'GET /api/docs/static/*': row('/api/docs/static/swagger-ui.css', 'public'),
  'GET /api/docs/static/index.html': row('/api/docs/static/index.html', 'public'),
  'GET /api/docs/static/swagger-initializer.js': row('/api/docs/static/swagger-initializer.js', 'public'),
  'POST /api/identity/login': row('/api/identity/login', 'public', undefined, {}),
  'POST /api/identity/login-2fa': row('/api/identity/login-2fa', 'public', undefined, {}),
  'POST /api/identity/refresh-token': row('/api/identity/refresh-token', 'public', undefined, {}),
  'POST /api/identity/logout': row('/api/identity/logout', 'public', undefined, {}),
  'POST /api/identity/resetpasswordstep1': row('/api/identity/resetpasswordstep1', 'public', undefined, {}),
  'POST /api/identity/resetpasswordstep2': row('/api/identity/resetpasswordstep2', 'public', undefined, {}),
  'POST /api/identity/confirm-account': row('/api/identity/confirm-account', 'public', undefined, {}),
  'POST /api/language/:id': row('/api/language/1', 'public'),
  // Declared public so that an invitee can read the terms (document 1); any other document needs a session.
  'GET /api/document/useful/:id/file': row('/api/document/useful/999999/file', ALL, [404]),

  'GET /api/cancer-notification/lists': row('/api/cancer-notification/lists', ALL),
  'GET /api/cancer-notification/marker-ranks': row('/api/cancer-notification/marker-ranks', ALL),
  'GET /api/cancer-notification/prognostic-factor-ranks': row(
    '/api/cancer-notification/prognostic-factor-ranks',
    ALL,
  ),
  'GET /api/cancer-notification/:morphoId/:topoId/association': row(
    `/api/cancer-notification/${dictionaryIds.neuroblastoma}/${dictionaryIds.topographyAdrenal}/association`,
    ALL,
  ),
  'GET /api/language/city/:countyId': row('/api/language/city/127', ALL),
  'GET /api/language/county/:countryId': row('/api/language/county/642', ALL),
  'GET /api/language/grouplists/:languageId/:groupId': row('/api/language/grouplists/1/1', ALL),
  'GET /api/language/list/:languageId/:tableId': row('/api/language/list/1/1', ALL),
  'GET /api/language/lists/:id': row('/api/language/lists/1', ALL),
  'GET /api/language/notification-many-to-many-lists': row(
    '/api/language/notification-many-to-many-lists',
    ALL,
  ),
  'GET /api/language/synonyms/:id': row('/api/language/synonyms/1', ALL),
  'GET /api/reporting-unit/ddl': row('/api/reporting-unit/ddl', ALL),
  'GET /api/reporting-unit/:id': row('/api/reporting-unit/1', ALL),
  'POST /api/reporting-unit/filter': row('/api/reporting-unit/filter', ALL, undefined, {}),
  'POST /api/reporting-unit/visit-details': row('/api/reporting-unit/visit-details', ALL, undefined, {}),
  // Saving a unit: validation comes first (empty body: 400); who may save is in the object rows below.
  'POST /api/reporting-unit': row('/api/reporting-unit', ALL, undefined, {}),
  'DELETE /api/reporting-unit/:id': row('/api/reporting-unit/999999', SA),
  'GET /api/document/useful': row('/api/document/useful', ALL),
  'POST /api/document/useful': row('/api/document/useful', SA, undefined, {}),
  'DELETE /api/document/useful/:id': row('/api/document/useful/999999', SA),
  'GET /api/document/:fileName/:type': row('/api/document/00000000-0000-0000-0000-000000000000.pdf/1', ALL),
  'GET /api/document/agreement-template/:id': row(
    (f) => `/api/document/agreement-template/${f.employeeId}`,
    UNIT1,
    [404],
  ),
  'GET /api/document/cancer-notification/:id/:documentType/:previousNotificationId': row(
    (f) => `/api/document/cancer-notification/${f.notificationId}/1/0`,
    ['superadmin', 'reviewer', 'auditor', 'reporter1', 'unitadmin'],
    [403, 404],
  ),
  'POST /api/document/:parentEntityId/:parentType/:documentType': row(
    '/api/document/999999/1/1',
    NOTIFY,
    undefined,
    {},
  ),
  'DELETE /api/document/:id/:parentType': row('/api/document/999999/1', NOTIFY),
  'POST /api/email/send': row('/api/email/send', ALL, undefined, {}),
  'GET /api/dev/outbox': row('/api/dev/outbox', SA),

  'POST /api/employee/filter': row('/api/employee/filter', ALL, undefined, {}),
  'POST /api/employee': row('/api/employee', ALL, undefined, {}),
  'GET /api/employee/:employeeId/:unitId': row((f) => `/api/employee/${f.employeeId}/1`, UNIT1, [403, 404]),
  'DELETE /api/employee/:id/reporting-unit/:reportingUnitId': row('/api/employee/999999/reporting-unit/1', [
    'superadmin',
    'unitadmin',
  ]),
  'POST /api/identity/filter': row('/api/identity/filter', SA, undefined, {}),
  'POST /api/identity/user': row('/api/identity/user', SA, undefined, {}),
  'GET /api/identity/user/:userId': row((f) => `/api/identity/user/${f.userId}`, SA),
  'DELETE /api/identity/user/:userId': row('/api/identity/user/999999', SA, [403, 404]),
  'GET /api/identity/user-profile/:id': row(
    (f) => `/api/identity/user-profile/${f.userId}`,
    ['superadmin', 'reporter1'],
    [404],
  ),
  'GET /api/identity/user-profile/count/:id': row(
    (f) => `/api/identity/user-profile/count/${f.userId}`,
    ['superadmin', 'reporter1'],
    [403, 404],
  ),
  'POST /api/identity/user-profile': row('/api/identity/user-profile', ALL, undefined, {}),

  'POST /api/cancer-notification': row('/api/cancer-notification', NOTIFY, undefined, {}),
  'POST /api/cancer-notification/filter': row('/api/cancer-notification/filter', READ, undefined, {}),
  'GET /api/cancer-notification/:id': row(
    (f) => `/api/cancer-notification/${f.notificationId}`,
    ['superadmin', 'reviewer', 'auditor', 'reporter1', 'unitadmin'],
    [403, 404],
  ),
  'DELETE /api/cancer-notification/:id': row('/api/cancer-notification/999999', NOTIFY),
  // Linking a child across hospitals is the registry's purpose: every reporter may look an identifier up.
  'GET /api/cancer-notification/check-identifier/:identifier': row(
    `/api/cancer-notification/check-identifier/${CNP_BOY}`,
    NOTIFY,
  ),
  'GET /api/cancer-notification/:identifier/:morphoCode': row(
    `/api/cancer-notification/${CNP_BOY}/${dictionaryIds.neuroblastoma}`,
    NOTIFY,
  ),
  'POST /api/cancer-cases/filter': row('/api/cancer-cases/filter', REVIEW, undefined, {}),
  'POST /api/cancer-cases/evolution': row('/api/cancer-cases/evolution', CASES, undefined, {}),
  'POST /api/cancer-cases/previous-notifications': row(
    '/api/cancer-cases/previous-notifications',
    CASES,
    undefined,
    {},
  ),
  // A stale case version: allowed callers get 409 and nothing changes.
  'POST /api/cancer-cases/:id/review': row((f) => `/api/cancer-cases/${f.caseId}/review`, REVIEW, undefined, {
    caseVersion: 999,
  }),
  'POST /api/cancer-audit/filter': row('/api/cancer-audit/filter', REVIEW, undefined, {}),
};

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
    attachments: await sqlRows(
      `select count(*)::int as n from notification_attachments where notification_id = ${f.notificationId}`,
    ),
  };
}

describe("another unit's object", () => {
  it("a reporter of unit 2 with unit 1's ids is refused (403/404) and nothing changes", async () => {
    const before = await snapshot();
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
    expect(await snapshot()).toEqual(before);
    console.info(`another unit's object: ${attempts.length} attempts, ${failures.length} failures`);
  });
});
