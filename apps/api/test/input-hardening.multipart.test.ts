import { translateCode } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { type MultipartTargets, makeMultipartTargets } from './multipart-targets';
import { rawRequest, rowCounts, storedFiles } from './raw-requests';

// Issue 17 item 2: a malformed multipart body is a translated 400 that changes nothing, on every multipart route.
// Issue 22 finding 7: so is a well-formed body whose parts break the route's declared shape.
let s: TestServer;
let targets: MultipartTargets;
beforeAll(async () => {
  s = await startTestServer();
  targets = await makeMultipartTargets(s);
});
afterAll(() => s.close());

const raw = (
  path: string,
  contentType: string | null,
  body: string | Uint8Array,
  language = 1,
  method = 'POST',
) => rawRequest(s, targets.tokenOf(path), path, contentType, body, language, method);

/**
 * From the route table: every route that declares a multipart body (the readers refuse to run for a
 * route that does not, platform/files/multipart.ts), so a new one is in this list the day it is added.
 */
const multipartRoutes = () => s.app.routes.filter((r) => r.multipart).map((r) => `${r.method} ${r.url}`);
const pathOf = (url: string) => targets.pathOf(url);

type Part = { name?: string; fileName?: string; content: string | Uint8Array };
/** A file each route takes as it is (by the first file part it declares). */
const validFile = (name: string): Part =>
  name === 'profilePicture'
    ? { name, fileName: 'poza.png', content: sampleFiles.png() }
    : name === 'file'
      ? {
          name,
          fileName: 'date.xlsx',
          content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(64).fill(0)]),
        }
      : { name, fileName: 'act.pdf', content: sampleFiles.pdf() };

describe('malformed multipart on every multipart route', () => {
  const B = 'XyZBoundary';
  // The cut-short body breaks off inside a file the route takes (`FILE`, `FILENAME`), so being cut short is its only fault.
  const cases: [string, string | null, string][] = [
    [
      'cut short (Unexpected end of multipart data)',
      `multipart/form-data; boundary=${B}`,
      `--${B}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nDana\r\n--${B}\r\nContent-Disposition: form-data; name="FILE"; filename="FILENAME"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
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

  const shaped = (body: string, file: string) =>
    body.replace('FILENAME', validFile(file).fileName ?? '').replace('FILE', file);

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
    for (const { method, url, files } of s.app.routes.filter((r) => r.multipart)) {
      const route = `${method} ${url}`;
      const before = await rowCounts(s);
      for (const [what, contentType, body] of cases) {
        for (const language of [1, 2]) {
          const res = await raw(pathOf(url), contentType, shaped(body, files[0]), language, method);
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

describe('parts that break the declared shape of the form, on every multipart route', () => {
  const B = 'ShapeBoundary';
  /** A well-formed multipart body; a part without `name` has none in its Content-Disposition. */
  const bodyOf = (parts: Part[]) =>
    Buffer.concat([
      ...parts.flatMap((p) => [
        Buffer.from(
          `--${B}\r\nContent-Disposition: form-data${p.name === undefined ? '' : `; name="${p.name}"`}` +
            `${p.fileName ? `; filename="${p.fileName}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
        ),
        Buffer.from(p.content),
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${B}--\r\n`),
    ]);
  const pdf = sampleFiles.pdf();
  // [what, parts for a route whose first declared file is `file`, the refused field, its message code]
  const cases: [string, (file: string) => Part[], (file: string) => string, string][] = [
    ['a text part without a name', () => [{ content: 'x' }], () => 'key', 'errors.multipartPartName'],
    [
      'a file part without a name',
      () => [{ fileName: 'a.pdf', content: pdf }],
      () => 'key',
      'errors.multipartPartName',
    ],
    [
      'a part with an empty name',
      () => [{ name: '', content: 'x' }],
      () => 'key',
      'errors.multipartPartName',
    ],
    ['the same file twice', (f) => [validFile(f), validFile(f)], (f) => f, 'validation.fileRepeated'],
    ['text where a file goes', (f) => [{ name: f, content: 'x' }], (f) => f, 'validation.fileExpected'],
    [
      // Kept in varchar(255) columns: a useful document's insert failed with a 500 (found by the fuzz test).
      'a file name longer than 255 characters',
      (f) => [{ ...validFile(f), fileName: `${'a'.repeat(300)}${validFile(f).fileName}` }],
      (f) => f,
      'validation.maxLength_255',
    ],
    [
      'a file where text goes',
      () => [{ name: 'firstName', fileName: 'a.pdf', content: pdf }],
      () => 'firstName',
      'validation.fileNotExpected',
    ],
  ];

  it('every multipart route declares its file parts', () => {
    const undeclared = s.app.routes.filter((r) => r.multipart && r.files.length === 0);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('each answers a translated 400 naming the part, and stores and writes nothing', async () => {
    const failures: string[] = [];
    for (const route of s.app.routes.filter((r) => r.multipart)) {
      const before = { rows: await rowCounts(s), files: storedFiles(s) };
      for (const [what, parts, field, code] of cases) {
        for (const language of [1, 2] as const) {
          const file = route.files[0];
          const res = await raw(
            pathOf(route.url),
            `multipart/form-data; boundary=${B}`,
            bodyOf(parts(file)),
            language,
            route.method,
          );
          const text = translateCode(code, language === 1 ? 'ro' : 'en');
          const errors = res.body.errors as Record<string, unknown> | undefined;
          const named = code.startsWith('errors.') ? errors?.key === code : errors?.[field(file)] === text;
          if (res.status !== 400 || !named || !res.body.message)
            failures.push(`${route.method} ${route.url} ${what} → ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
      expect({ rows: await rowCounts(s), files: storedFiles(s) }, `${route.method} ${route.url}`).toEqual(
        before,
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
