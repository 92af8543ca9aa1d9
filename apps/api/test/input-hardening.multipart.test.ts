import { translateCode } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { typeCases } from './intervention-fixtures';
import { employeeIdOf, makeMedicalCase } from './medical-case-fixtures';
import { draftBody } from './notification-fixtures';
import { rawRequest, rowCounts } from './raw-requests';

// Issue 17 item 2: a malformed multipart body is a translated 400 that changes nothing, on every multipart route.
let s: TestServer;
const t: Record<string, string> = {};
let notificationId = 0;
/** Ids of the records the later multipart routes name in their path. */
const records: Record<string, number> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter']) t[who] = await s.signIn(`${who}@demo.local`);
  const body = draftBody({ notificationOverview: { reportingUnitId: 1 } });
  notificationId = (await s.request('POST', '/api/cancer-notification/', { token: t.superadmin, body })).body
    .id;
  // The records the later multipart routes check before they read the body: a medical case, one of
  // its recommendations, an intervention.
  records.id = await makeMedicalCase(s, t.reporter);
  // The reporter of unit 1 joins the local team: team members add recommendations and interventions.
  await s.sql(
    `insert into medical_case_team_members (medical_case_id, employee_id, team_kind, created_by) values (${records.id}, ${await employeeIdOf(s, 'reporter@demo.local')}, 2, 1)`,
  );
  const form = new FormData();
  for (const [k, v] of Object.entries({ hospitalUnitId: 2, plannedDate: '2026-12-01', text: 'Plan' }))
    form.append(k, String(v));
  const recommendation = await fetch(`${s.url}/api/medical-case/${records.id}/recommendations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.reporter}` },
    body: form,
  });
  expect(recommendation.status).toBe(200);
  records.recommendationId = ((await recommendation.json()) as { id: number }).id;
  const intervention = await s.request('POST', '/api/intervention', {
    token: t.reporter,
    body: {
      medicalCaseId: records.id,
      type: typeCases[0].type,
      plannedDate: '2026-12-01',
      startTime: '09:00',
      unitId: 1,
      significant: true,
      detail: typeCases[0].planned,
    },
  });
  expect(intervention.status, JSON.stringify(intervention.body)).toBe(200);
  records.interventionId = intervention.body.id;
});
afterAll(() => s.close());

const raw = (
  path: string,
  contentType: string | null,
  body: string | Uint8Array,
  language = 1,
  method = 'POST',
) =>
  // The clinical routes are their team's: the super administrator is no member, the unit-1 reporter is.
  rawRequest(
    s,
    /^\/api\/(medical-case|intervention)\//.test(path) ? t.reporter : t.superadmin,
    path,
    contentType,
    body,
    language,
    method,
  );

describe('malformed multipart on every multipart route', () => {
  /**
   * From the route table: every route that declares a multipart body (the readers refuse to run for a
   * route that does not, platform/files/multipart.ts), so a new one is in this list the day it is added.
   */
  const multipartRoutes = () => s.app.routes.filter((r) => r.multipart).map((r) => `${r.method} ${r.url}`);
  /** Path parameters as an existing record would fill them (the chunk upload checks its notification first). */
  const pathOf = (url: string) =>
    url
      .replace(':parentEntityId', String(notificationId))
      .replace('/intervention/:id', `/intervention/${records.interventionId}`)
      .replace(/:(id|recommendationId)\b/g, (_, name: string) => String(records[name]))
      .replace(/:[A-Za-z]+/g, '1');
  const B = 'XyZBoundary';
  const cases: [string, string | null, string][] = [
    [
      'cut short (Unexpected end of multipart data)',
      `multipart/form-data; boundary=${B}`,
      `--${B}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nDana\r\n--${B}\r\nContent-Disposition: form-data; name="profilePicture"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    ],
    [
      'no boundary',
      'multipart/form-data',
      `--${B}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--${B}--\r\n`,
    ],
    ['empty body', `multipart/form-data; boundary=${B}`, ''],
    ['wrong content type', 'text/plain', 'hello'],
    ['no content type', null, 'hello'],
  ];

  it('the route table knows every multipart route, the later ones included', () => {
    expect(multipartRoutes()).toEqual(
      expect.arrayContaining([
        'POST /api/identity/user',
        'POST /api/identity/user-profile',
        'POST /api/employee',
        'POST /api/document/useful',
        'POST /api/cancer-notification',
        'POST /api/document/:parentEntityId/:parentType/:documentType',
        'POST /api/patient',
        'POST /api/intervention/:id/documents',
        'POST /api/medical-case/:id/recommendations',
        'PUT /api/medical-case/:id/recommendations/:recommendationId',
        'POST /api/cancer-notification-import',
        'POST /api/cancer-case-status-import',
        'POST /api/population/import',
      ]),
    );
  });

  it('each answers 400, translated, and writes nothing', async () => {
    expect(notificationId).toBeGreaterThan(0);
    for (const route of multipartRoutes()) {
      const [method, url] = route.split(' ');
      const before = await rowCounts(s);
      for (const [what, contentType, body] of cases) {
        for (const language of [1, 2]) {
          const res = await raw(pathOf(url), contentType, body, language, method);
          expect(res.status, `${route} ${what} ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body.message, `${route} ${what}`).toBeTruthy();
          if (what.startsWith('cut') || what === 'no boundary')
            expect(res.body.message, `${route} ${what}`).toBe(
              translateCode('errors.malformedMultipart', language === 1 ? 'ro' : 'en'),
            );
        }
      }
      expect(await rowCounts(s), route).toEqual(before);
    }
  });

  it('a JSON body on a multipart-only route is a 400 too', async () => {
    const res = await raw('/api/document/useful', 'application/json', '{"name":"x"}');
    expect(res.status).toBe(400);
  });
});
