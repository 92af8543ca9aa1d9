import { CNP_BOY, dictionaryIds } from './notification-fixtures';

/**
 * The expected-access table of the authorisation matrix (authorization-matrix.test.ts): one row per
 * registered route. Adding a route? Add its line here, or the matrix test fails and names the route.
 */
export const callers = [
  'anonymous',
  'superadmin',
  'reviewer',
  'auditor',
  'executive',
  'reporter1',
  'reporter2',
  'unitadmin',
] as const;
export type Caller = (typeof callers)[number];
export type SignedIn = Exclude<Caller, 'anonymous'>;
export const emails: Record<SignedIn, string> = {
  superadmin: 'superadmin@demo.local',
  reviewer: 'reviewer@demo.local',
  auditor: 'auditor@demo.local',
  executive: 'executive@demo.local',
  reporter1: 'reporter@demo.local',
  reporter2: 'reporter2@demo.local',
  unitadmin: 'unitadmin@demo.local',
};

/** Ids of unit 1's objects, made once for the file. */
export type Fixtures = {
  notificationId: number;
  caseId: number;
  attachmentId: number;
  attachmentStorageName: string;
  employeeId: number;
  userId: number;
  /** The patient of unit 1's notifications. */
  patientId: number;
  unit2EmployeeId: number;
};

/**
 * One row: the path to call, who may knock (they get neither 401 nor 403), and what everybody else
 * signed in gets (`deny`, default 403; the anonymous caller always gets 401 unless the route is public).
 * Destructive routes are called with ids that do not exist (999999), so allowed callers get 404.
 */
export type Row = {
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
/** Roles 1, 3, 5: the Reports page. */
const REPORTS: SignedIn[] = ['superadmin', 'reviewer', 'executive'];
const YEARS = { yearFrom: 2020, yearTo: 2024 };
const PERIODS = { periodFrom: 2015, periodTo: 2024 };
/** Members of unit 1 (the super administrator counts as a member of every unit). */
const UNIT1: SignedIn[] = ['superadmin', 'reporter1', 'unitadmin'];

// Adding a route? Add its row here: `'METHOD /url/:pattern': row(path, who may knock, what others get)`.
export const matrix: Record<string, Row> = {
  'GET /api/health': row('/api/health', 'public'),
  'GET /api/ready': row('/api/ready', 'public'),
  'GET /api/settings/public': row('/api/settings/public', 'public'),
  // Public to the access layer; its own METRICS_TOKEN check (unset in tests) guards it.
  'GET /metrics': row('/metrics', 'public'),
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
  'GET /api/language/county/:countryId': row('/api/language/county/1', ALL),
  'GET /api/language/grouplists/:languageId/:groupId': row('/api/language/grouplists/1/1', ALL),
  'GET /api/language/list/:languageId/:tableId': row('/api/language/list/1/1', ALL),
  'GET /api/language/lists/:id': row('/api/language/lists/1', ALL),
  'GET /api/language/notification-many-to-many-lists': row(
    '/api/language/notification-many-to-many-lists',
    ALL,
  ),
  'GET /api/language/synonyms/:id': row('/api/language/synonyms/1', ALL),
  // Exports (spec 02 §7): the case layouts as the cases list, the notifications as their list, the
  // anonymised one for executives (and the super administrator).
  // Whole-registry check (issue 16): reviewers and the super administrator (the second to start gets 409).
  'POST /api/registry-check': row('/api/registry-check', REVIEW, undefined, {}),
  'GET /api/registry-check/latest': row('/api/registry-check/latest', REVIEW),
  // Candidate search for duplicates (issue 27): who reviews cases, as the registry check.
  'POST /api/duplicates/candidates': row('/api/duplicates/candidates', REVIEW, undefined, {
    lastName: 'Popescu',
    birthdate: '2015-01-01',
  }),
  'POST /api/registry-check/:runId/records': row('/api/registry-check/999999/records', REVIEW, undefined, {
    checkId: 'sex-topography',
    severity: 'Invalid',
  }),
  'POST /api/report/native-cancer-cases/export': row(
    '/api/report/native-cancer-cases/export',
    REVIEW,
    undefined,
    {},
  ),
  'POST /api/report/rich-native-cancer-cases/export': row(
    '/api/report/rich-native-cancer-cases/export',
    REVIEW,
    undefined,
    {},
  ),
  'POST /api/report/encr-cancer-cases/export': row(
    '/api/report/encr-cancer-cases/export',
    REVIEW,
    undefined,
    {},
  ),
  'POST /api/report/concord-cancer-cases/export': row(
    '/api/report/concord-cancer-cases/export',
    REVIEW,
    undefined,
    {},
  ),
  'POST /api/report/encoded-cancer-cases/export': row(
    '/api/report/encoded-cancer-cases/export',
    REVIEW,
    undefined,
    {},
  ),
  'POST /api/report/iicc3-cancer-cases/export': row(
    '/api/report/iicc3-cancer-cases/export',
    REVIEW,
    undefined,
    {},
  ),
  'POST /api/report/iarccrgtools-cancer-cases/export': row(
    '/api/report/iarccrgtools-cancer-cases/export',
    REVIEW,
    undefined,
    {},
  ),
  'POST /api/report/anonymyzed-rich-native-cancer-cases/export': row(
    '/api/report/anonymyzed-rich-native-cancer-cases/export',
    ['superadmin', 'executive'],
    undefined,
    {},
  ),
  'POST /api/report/cancer-notifications/export': row(
    '/api/report/cancer-notifications/export',
    READ,
    undefined,
    {},
  ),
  // Imports (spec 02 §7): notifications by super administrators, vital statuses by reviewers.
  // Reports page (issue 16): reviewers, the super administrator and executives (aggregates, 1–4 hidden);
  // the population denominators are imported by the super administrator only.
  'POST /api/report/incidence': row('/api/report/incidence', REPORTS, undefined, YEARS),
  'POST /api/report/incidence/xlsx': row('/api/report/incidence/xlsx', REPORTS, undefined, YEARS),
  'POST /api/report/data-quality': row('/api/report/data-quality', REPORTS, undefined, YEARS),
  'POST /api/report/data-quality/xlsx': row('/api/report/data-quality/xlsx', REPORTS, undefined, YEARS),
  'POST /api/report/survival': row('/api/report/survival', REPORTS, undefined, PERIODS),
  'POST /api/report/survival/xlsx': row('/api/report/survival/xlsx', REPORTS, undefined, PERIODS),
  'GET /api/population': row('/api/population', REPORTS),
  'GET /api/population/template': row('/api/population/template', SA),
  'POST /api/population/import': row('/api/population/import', SA, undefined, {}),
  'GET /api/cancer-notification-import/template': row('/api/cancer-notification-import/template', SA),
  'POST /api/cancer-notification-import': row('/api/cancer-notification-import', SA, undefined, {}),
  'GET /api/cancer-case-status-import/template': row('/api/cancer-case-status-import/template', REVIEW),
  'POST /api/cancer-case-status-import': row('/api/cancer-case-status-import', REVIEW, undefined, {}),
  // The audit trail: super administrators all rows, reviewers the rows about a patient's record.
  'POST /api/audit-trail/filter': row('/api/audit-trail/filter', REVIEW, undefined, {}),
  'POST /api/audit-trail/export': row('/api/audit-trail/export', REVIEW, undefined, {}),
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

  'POST /api/patient/filter': row('/api/patient/filter', NOTIFY, undefined, {}),
  'GET /api/patient/:id': row(
    (f) => `/api/patient/${f.patientId}`,
    ['superadmin', 'reviewer', 'reporter1', 'unitadmin'],
    [403, 404],
  ),
  'GET /api/patient/:id/change-proposals': row(
    (f) => `/api/patient/${f.patientId}/change-proposals`,
    ['superadmin', 'reviewer', 'reporter1', 'unitadmin'],
    [403, 404],
  ),
  // An unknown proposal of a patient in scope: 404 for those who may knock.
  'POST /api/patient/:id/change-proposals/:proposalId': row(
    (f) => `/api/patient/${f.patientId}/change-proposals/999999`,
    ['superadmin', 'reviewer', 'reporter1', 'unitadmin'],
    [403, 404],
    { accept: false },
  ),
  'POST /api/patient': row('/api/patient', NOTIFY, undefined, {}),
  // Holding requests (issue 38): those who treat or register children; an unknown request is a 404.
  'GET /api/child-holding': row('/api/child-holding', NOTIFY),
  'POST /api/child-holding/:id': row('/api/child-holding/999999', NOTIFY, undefined, { confirm: false }),
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

  // Issue 43: a unit's FHIR clients (its administrators; the service answers others 404 or nothing).
  'GET /api/fhir-clients': row('/api/fhir-clients', ['superadmin', ...REPORTERS]),
  'POST /api/fhir-clients': row('/api/fhir-clients', ['superadmin', ...REPORTERS], undefined, {}),
  'POST /api/fhir-clients/:clientId/revoke': row(
    '/api/fhir-clients/00000000-0000-4000-8000-000000000000/revoke',
    ['superadmin', ...REPORTERS],
  ),
  'GET /api/cancer-notification/:id/fhir-intake': row(
    (f) => `/api/cancer-notification/${f.notificationId}/fhir-intake`,
    READ,
  ),
  // The FHIR endpoint signs its callers in by its own tokens (SMART Backend Services): public to the guard.
  'GET /fhir/R4/metadata': row('/fhir/R4/metadata', 'public'),
  'POST /fhir/R4/auth/token': row('/fhir/R4/auth/token', 'public', undefined, {}),
  'POST /fhir/R4/$process-message': row('/fhir/R4/$process-message', 'public', undefined, {}),
  'POST /fhir/R4/Bundle': row('/fhir/R4/Bundle', 'public', undefined, {}),

  'POST /api/cancer-notification': row('/api/cancer-notification', NOTIFY, undefined, {}),
  'POST /api/cancer-notification/filter': row('/api/cancer-notification/filter', READ, undefined, {}),
  'GET /api/cancer-notification/:id': row(
    (f) => `/api/cancer-notification/${f.notificationId}`,
    ['superadmin', 'reviewer', 'auditor', 'reporter1', 'unitadmin'],
    [403, 404],
  ),
  'DELETE /api/cancer-notification/:id': row('/api/cancer-notification/999999', NOTIFY),
  'POST /api/cancer-notification/:id/quality-checks/:checkId/confirm': row(
    '/api/cancer-notification/999999/quality-checks/basis-morphology/confirm',
    NOTIFY,
  ),
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
  // The duplicates queue and merges (issue 27): reviewers over the whole registry; unknown ids 404.
  'POST /api/duplicates/filter': row('/api/duplicates/filter', REVIEW, undefined, {}),
  'GET /api/duplicates/:id': row('/api/duplicates/999999', REVIEW),
  'POST /api/duplicates/:id/answer': row('/api/duplicates/999999/answer', REVIEW, undefined, {
    answer: 'unsure',
  }),
  'POST /api/duplicates/merges/filter': row('/api/duplicates/merges/filter', REVIEW, undefined, {}),
  'POST /api/duplicates/merges/:id/unmerge': row('/api/duplicates/merges/999999/unmerge', REVIEW),
  // Medical cases: executives and auditors see none; the rest is decided per case (404 for an unknown id).
  'POST /api/medical-case/filter': row('/api/medical-case/filter', NOTIFY, undefined, {}),
  'POST /api/medical-case/from-case/:caseId': row('/api/medical-case/from-case/999999', NOTIFY),
  'GET /api/medical-case/from-case/:caseId': row('/api/medical-case/from-case/999999', NOTIFY),
  'POST /api/medical-case/from-case/:caseId/join-request': row(
    '/api/medical-case/from-case/999999/join-request',
    NOTIFY,
  ),
  'GET /api/medical-case/:id/join-requests': row('/api/medical-case/999999/join-requests', NOTIFY),
  'POST /api/medical-case/:id/join-requests/:requestId/:decision': row(
    '/api/medical-case/999999/join-requests/1/accept',
    NOTIFY,
  ),
  'GET /api/medical-case/:id': row('/api/medical-case/999999', NOTIFY),
  'PUT /api/medical-case/:id': row('/api/medical-case/999999', NOTIFY, undefined, {
    version: 1,
    details: {},
  }),
  'GET /api/medical-case/:id/versions': row('/api/medical-case/999999/versions', NOTIFY),
  'GET /api/medical-case/:id/team': row('/api/medical-case/999999/team', NOTIFY),
  'GET /api/medical-case/:id/team/candidates': row(
    '/api/medical-case/999999/team/candidates?teamKind=1',
    NOTIFY,
  ),
  'POST /api/medical-case/:id/team': row('/api/medical-case/999999/team', NOTIFY, undefined, {
    employeeId: 1,
    teamKind: 1,
    reportingUnitId: 1,
  }),
  'DELETE /api/medical-case/:id/team/:employeeId': row(
    '/api/medical-case/999999/team/1?reportingUnitId=1',
    NOTIFY,
  ),
  'GET /api/medical-case/:id/units': row('/api/medical-case/999999/units', NOTIFY),
  'GET /api/medical-case/:id/transfer/owners': row(
    '/api/medical-case/999999/transfer/owners?reportingUnitId=1',
    NOTIFY,
  ),
  'POST /api/medical-case/:id/transfer': row('/api/medical-case/999999/transfer', NOTIFY, undefined, {
    reportingUnitId: 1,
    ownerEmployeeId: 1,
    fromReportingUnitId: 1,
  }),
  'GET /api/medical-case/:id/recommendations': row('/api/medical-case/999999/recommendations', NOTIFY),
  'POST /api/medical-case/:id/recommendations': row(
    '/api/medical-case/999999/recommendations',
    NOTIFY,
    undefined,
    {},
  ),
  'PUT /api/medical-case/:id/recommendations/:recommendationId': row(
    '/api/medical-case/999999/recommendations/1',
    NOTIFY,
    undefined,
    {},
  ),
  'DELETE /api/medical-case/:id/recommendations/:recommendationId': row(
    '/api/medical-case/999999/recommendations/1?version=1',
    NOTIFY,
  ),
  'GET /api/medical-case/:id/recommendations/:recommendationId/document': row(
    '/api/medical-case/999999/recommendations/1/document',
    NOTIFY,
  ),
  'POST /api/medical-case/:id/interventions/filter': row(
    '/api/medical-case/999999/interventions/filter',
    NOTIFY,
    undefined,
    {},
  ),
  'POST /api/intervention': row('/api/intervention', NOTIFY, undefined, {
    medicalCaseId: 999999,
    type: 5,
    plannedDate: '2024-01-10',
    externalUnit: 'Spital',
    detail: {},
  }),
  'GET /api/intervention/:id': row('/api/intervention/999999', NOTIFY),
  'GET /api/intervention/:id/versions': row('/api/intervention/999999/versions', NOTIFY),
  'PUT /api/intervention/:id': row('/api/intervention/999999', NOTIFY, undefined, {
    version: 1,
    plannedDate: '2024-01-10',
    detail: {},
  }),
  'POST /api/intervention/:id/complete': row('/api/intervention/999999/complete', NOTIFY, undefined, {
    version: 1,
    plannedDate: '2024-01-10',
    detail: {},
  }),
  'POST /api/intervention/:id/cancel': row('/api/intervention/999999/cancel', NOTIFY, undefined, {
    version: 1,
  }),
  'POST /api/intervention/:id/reschedule': row('/api/intervention/999999/reschedule', NOTIFY, undefined, {
    version: 1,
    plannedDate: '2024-01-10',
  }),
  'POST /api/intervention/:id/documents': row('/api/intervention/999999/documents', NOTIFY, undefined, {}),
  'GET /api/intervention/:id/documents/:documentId': row('/api/intervention/999999/documents/1', NOTIFY),
  'DELETE /api/intervention/:id/documents/:documentId': row('/api/intervention/999999/documents/1', NOTIFY),
  'POST /api/calendar/feed': row('/api/calendar/feed', NOTIFY, undefined, {
    from: '2024-01-01',
    to: '2024-01-31',
  }),
};
