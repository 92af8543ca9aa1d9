import { translateCode } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { draftBody } from './notification-fixtures';
import { rawRequest, rowCounts } from './raw-requests';

// Issue 17 item 2: malformed input a client sends is a translated 400 that changes nothing, never a 500
// (malformed multipart: input-hardening.multipart.test.ts).
let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter']) t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const raw = (
  path: string,
  contentType: string | null,
  body: string | Uint8Array,
  language = 1,
  method = 'POST',
) => rawRequest(s, t.superadmin, path, contentType, body, language, method);

describe('ids beyond PostgreSQL integer are refused by the contracts', () => {
  const unit = (n: number) => ({ name: 'U', typeId: 2, countryId: 642, countyId: n, cityId: 54975 });
  // [method, path, body] for one out-of-range number n.
  const routes: [string, (n: number) => string, ((n: number) => unknown)?][] = [
    ['GET', (n) => `/api/cancer-notification/${n}`],
    ['DELETE', (n) => `/api/cancer-notification/${n}`],
    ['GET', (n) => `/api/cancer-notification/1900101460012/${n}`],
    ['GET', (n) => `/api/cancer-notification/${n}/1/association`],
    ['POST', () => '/api/cancer-notification/filter', (n) => ({ reportingUnitId: n })],
    ['POST', () => '/api/cancer-notification/filter', (n) => ({ skip: n })],
    ['POST', () => '/api/cancer-notification', (n) => ({ patientDetails: { countyId: n } })],
    ['POST', () => '/api/cancer-notification', (n) => ({ id: n })],
    ['POST', () => '/api/cancer-notification', (n) => ({ version: n })],
    ['POST', () => '/api/cancer-cases/filter', (n) => ({ morphologyCodeId: n })],
    ['POST', (n) => `/api/cancer-cases/${n}/review`, () => ({ caseVersion: 1 })],
    ['POST', () => '/api/cancer-cases/1/review', (n) => ({ caseVersion: n })],
    ['POST', () => '/api/cancer-cases/previous-notifications', (n) => ({ cancerNotificationId: n })],
    ['POST', () => '/api/cancer-cases/evolution', (n) => ({ cancerNotificationId: n })],
    ['GET', (n) => `/api/language/lists/${n}`],
    ['GET', (n) => `/api/language/list/1/${n}`],
    ['GET', (n) => `/api/language/grouplists/1/${n}`],
    ['GET', (n) => `/api/language/county/${n}`],
    ['GET', (n) => `/api/language/city/${n}`],
    ['GET', (n) => `/api/language/synonyms/${n}`],
    ['GET', (n) => `/api/reporting-unit/${n}`],
    ['DELETE', (n) => `/api/reporting-unit/${n}`],
    ['POST', () => '/api/reporting-unit/visit-details', (n) => ({ reportingUnitId: n })],
    ['POST', () => '/api/reporting-unit/filter', (n) => ({ typeId: n })],
    ['POST', () => '/api/reporting-unit', (n) => unit(n)],
    ['POST', () => '/api/reporting-unit', (n) => ({ ...unit(127), id: n })],
    ['POST', () => '/api/reporting-unit', (n) => ({ ...unit(127), version: n })],
    ['POST', () => '/api/identity/filter', (n) => ({ reportingUnitId: n })],
    ['GET', (n) => `/api/identity/user/${n}`],
    ['DELETE', (n) => `/api/identity/user/${n}`],
    ['GET', (n) => `/api/identity/user-profile/${n}`],
    ['GET', (n) => `/api/identity/user-profile/count/${n}`],
    ['GET', (n) => `/api/employee/${n}/1`],
    ['GET', (n) => `/api/employee/1/${n}`],
    ['DELETE', (n) => `/api/employee/${n}/reporting-unit/1`],
    ['POST', () => '/api/employee/filter', (n) => ({ reportingUnitId: n })],
    ['GET', (n) => `/api/document/useful/${n}/file`],
    ['DELETE', (n) => `/api/document/useful/${n}`],
    ['GET', (n) => `/api/document/agreement-template/${n}`],
    ['GET', (n) => `/api/document/cancer-notification/${n}/1/0`],
    ['GET', (n) => `/api/document/cancer-notification/1/1/${n}`],
    ['DELETE', (n) => `/api/document/${n}/1`],
    ['POST', () => '/api/email/send', (n) => ({ message: 'x', email: 'a@b.ro', userId: n })],
  ];
  const numbers = [2 ** 31, 2 ** 53 - 1, 2 ** 53];

  it.each(routes.map(([method, path, body]) => [`${method} ${path(2 ** 31)}`, method, path, body] as const))(
    '%s',
    async (_name, method, path, body) => {
      const before = await rowCounts(s);
      for (const n of numbers) {
        const res = await s.request(method, path(n), { token: t.superadmin, body: body?.(n) });
        expect(res.status, `${n}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.message).toBeTruthy();
      }
      expect(await rowCounts(s)).toEqual(before);
    },
  );

  // A number has one spelling: z.coerce read each of these as 1 (or 0), so one id had many spellings.
  const spellings = ['0x1', ' 1', '1e0', '01', '+1', '1.0', true, [1]];
  const bodyRoutes = routes.filter(([, path, body]) => body && path(1) === path(2));

  it.each(
    bodyRoutes.map(
      ([method, path, body]) =>
        [`${method} ${path(1)} ${JSON.stringify(body?.(1))}`, method, path, body] as const,
    ),
  )('one spelling per number: %s', async (_name, method, path, body) => {
    const before = await rowCounts(s);
    for (const spelling of spellings) {
      const res = await s.request(method, path(1), { token: t.superadmin, body: body?.(spelling as never) });
      expect(res.status, `${JSON.stringify(spelling)}: ${JSON.stringify(res.body)}`).toBe(400);
    }
    expect(await rowCounts(s)).toEqual(before);
  });

  it('names the field and translates the message', async () => {
    const res = await s.request('POST', '/api/cancer-notification/filter', {
      token: t.superadmin,
      body: { reportingUnitId: 2147483648 },
      language: 2,
    });
    expect(res).toMatchObject({ status: 400, body: { errors: { reportingUnitId: 'Field is invalid' } } });
  });

  it('the largest integer is well-formed: an absent record is a 404', async () => {
    const res = await s.request('GET', '/api/cancer-notification/2147483647', { token: t.superadmin });
    expect(res.status).toBe(404);
  });
});

describe('the NUL character is refused at the edge', () => {
  const nulMessage = translateCode('validation.nulCharacter', 'ro');

  it('in a path parameter', async () => {
    const res = await s.request('GET', '/api/cancer-notification/check-identifier/190010%0046001', {
      token: t.reporter,
    });
    expect(res).toMatchObject({ status: 400, body: { errors: { identifier: nulMessage } } });
  });

  it('in a query string', async () => {
    const res = await s.request('GET', '/api/dev/outbox?to=a%00b', { token: t.superadmin });
    expect(res).toMatchObject({ status: 400, body: { errors: { to: nulMessage } } });
  });

  it('in JSON strings: a search, an observation, a name, a nested key', async () => {
    const before = await rowCounts(s);
    const cases: [string, unknown, string][] = [
      ['/api/cancer-notification/filter', { search: 'Pop\u0000' }, 'search'],
      ['/api/cancer-notification', { observation: 'x\u0000y' }, 'observation'],
      ['/api/cancer-notification', { patientDetails: { firstName: '\u0000' } }, 'patientDetails.firstName'],
      ['/api/reporting-unit', { name: 'Spital\u0000', typeId: 2, countryId: 642 }, 'name'],
      ['/api/identity/login', { email: 'a@b.ro\u0000', password: 'x' }, 'email'],
      ['/api/cancer-notification/filter', { 'sea\u0000rch': 'x' }, 'search'],
    ];
    for (const [path, body, field] of cases) {
      const res = await s.request('POST', path, { token: t.superadmin, body, language: 2 });
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toEqual({
        [field]: translateCode('validation.nulCharacter', 'en'),
      });
    }
    expect(await rowCounts(s)).toEqual(before);
  });

  it('in the JSON a multipart notification carries, spelt as an escape', async () => {
    const before = await rowCounts(s);
    const res = await s.form(
      '/api/cancer-notification',
      { notification: JSON.stringify(draftBody({ observation: 'a\u0000b' })) },
      { token: t.superadmin },
    );
    expect(res).toMatchObject({ status: 400, body: { errors: { observation: nulMessage } } });
    expect(await rowCounts(s)).toEqual(before);
  });

  it('a JSON body nested deeper than any contract is refused before it is walked', async () => {
    const res = await s.request('POST', '/api/cancer-cases/evolution', {
      token: t.superadmin,
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(res).toMatchObject({ status: 400, body: { errors: { key: 'errors.badRequest' } } });
  });

  it('in multipart text fields and upload file names', async () => {
    const before = await rowCounts(s);
    const field = await s.form(
      '/api/document/useful',
      { name: 'Ghid\u0000' },
      {
        token: t.superadmin,
        files: { document: ['ghid.pdf', sampleFiles.pdf()] },
      },
    );
    expect(field).toMatchObject({ status: 400, body: { errors: { name: nulMessage } } });
    const B = 'NulBoundary';
    const body = `--${B}\r\nContent-Disposition: form-data; name="name"\r\n\r\nGhid\r\n--${B}\r\nContent-Disposition: form-data; name="document"; filename="gh\u0000id.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${B}--\r\n`;
    const fileName = await raw('/api/document/useful', `multipart/form-data; boundary=${B}`, body);
    expect(fileName).toMatchObject({ status: 400, body: { errors: { document: nulMessage } } });
    expect(await rowCounts(s)).toEqual(before);
  });
});
