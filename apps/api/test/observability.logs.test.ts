import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubText, serializeError } from '../src/platform/observability/logging';
import { startTestServer, type TestServer } from './harness';
import { CNP_BOY, CNP_GIRL, completeBody, draftBody } from './notification-fixtures';

/**
 * Issue 26 item 4: JSON log lines, a request id on each line of a request, and no patient data in any
 * line. Known names, CNPs, e-mails, a password and a token go through the API by every path that logs
 * (saves, look-ups, refusals, malformed bodies, unknown paths, a failed sign-in, a server error whose
 * SQL carried them), at the most verbose level; then every line the server wrote is searched for them.
 */
const LAST_NAME = 'Zamfirescu-Quxlog';
const FIRST_NAME = 'Ileana-Probeta';
const PATIENT_EMAIL = 'ileana.probeta@example.org';
const WRONG_PASSWORD = 'Parola#Gresita-7781';
const UNKNOWN_EMAIL = 'nobody.probe@example.org';

const lines: string[] = [];
let s: TestServer;
let token: string;
const patient = { identifier: CNP_GIRL, firstName: FIRST_NAME, lastName: LAST_NAME };

beforeAll(async () => {
  s = await startTestServer(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  token = await s.signIn('reporter@demo.local');

  // A completed notification and a draft of the known patient.
  const saved = await s.request('POST', '/api/cancer-notification/', {
    token,
    body: completeBody({ patientDetails: { ...patient, email: PATIENT_EMAIL } }),
  });
  expect(saved.status).toBe(200);
  // Patient look-ups: the CNP in the path, and in a query string.
  expect(
    (await s.request('GET', `/api/cancer-notification/check-identifier/${CNP_GIRL}`, { token })).status,
  ).toBe(200);
  await s.request('GET', `/api/cancer-notification/${CNP_GIRL}/95003?cnp=${CNP_BOY}&name=${LAST_NAME}`, {
    token,
  });
  await s.request('POST', `/api/cancer-notification/filter?search=${CNP_GIRL}`, {
    token,
    body: { take: 4, skip: 0, search: LAST_NAME },
  });
  // Refusals: a failed validation, a malformed JSON body quoting the name, a value PostgreSQL refuses.
  const refused = await s.request('POST', '/api/cancer-notification/', {
    token,
    body: draftBody({
      patientDetails: { ...patient, identifier: `${CNP_BOY.slice(0, 12)}9`, birthDate: 'x' },
    }),
  });
  expect(refused.status).toBe(400);
  const malformed = await s.request('POST', '/api/cancer-notification/', {
    token,
    body: `{"patientDetails":{"lastName":"${LAST_NAME}","identifier":"${CNP_BOY}"`,
  });
  expect(malformed.status).toBe(400);
  // Unknown paths and methods carrying the name and the CNP.
  expect((await s.request('GET', `/api/patient/by-name/${LAST_NAME}?cnp=${CNP_BOY}`, { token })).status).toBe(
    404,
  );
  expect(
    (await s.request('DELETE', `/api/cancer-notification/check-identifier/${CNP_BOY}`, { token })).status,
  ).toBe(405);
  // Sign-in failures: a wrong password, an unknown address.
  await s.request('POST', '/api/identity/login', {
    body: { email: 'reporter@demo.local', password: WRONG_PASSWORD },
  });
  await s.request('POST', '/api/identity/login', {
    body: { email: UNKNOWN_EMAIL, password: WRONG_PASSWORD },
  });
  // A server error whose failed statement carried the patient's names and CNP.
  await s.sql('alter table patients rename to patients_away');
  const broken = await s.request('POST', '/api/cancer-notification/', {
    token,
    body: draftBody({ patientDetails: { ...patient, identifier: CNP_BOY } }),
  });
  expect(broken.status).toBe(500);
  await s.sql('alter table patients_away rename to patients');
});
afterAll(async () => {
  if (process.env.DUMP_LOG_LINES)
    (await import('node:fs')).writeFileSync(process.env.DUMP_LOG_LINES, lines.join(''));
  await s.close();
});

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('log lines', () => {
  it('are JSON with a level word, an ISO time and, on each line of a request, its request id', () => {
    expect(lines.length).toBeGreaterThan(20);
    for (const r of records()) {
      expect(r.level).toMatch(/^(trace|debug|info|warn|error|fatal)$/);
      expect(r.time).toMatch(/^\d{4}-\d\d-\d\dT/);
      if (r.req || r.res || r.err) expect(r.reqId, JSON.stringify(r)).toMatch(/^[\w.:-]{8,}$/);
    }
    const errorLine = records().find((r) => r.msg === 'unexpected error') ?? {};
    expect(errorLine.reqId).toBeTruthy();
    expect((errorLine.err as { stack?: string }).stack).toMatch(/ at /);
  });

  it('name where a request went by its route pattern, never the raw URL or its query', () => {
    const urls = records().flatMap((r) =>
      (r.req as { url?: string })?.url ? [(r.req as { url: string }).url] : [],
    );
    expect(urls).toContain('/api/cancer-notification/check-identifier/:identifier');
    expect(urls).toContain('/api/cancer-notification/:identifier/:morphoCode');
    expect(urls).toContain('/api/patient/*/*');
    expect(urls.some((u) => u.includes('?'))).toBe(false);
  });

  it.each([
    ['last name', LAST_NAME],
    ['first name', FIRST_NAME],
    ['CNP of the saved patient', CNP_GIRL],
    ['CNP in paths, queries and bodies', CNP_BOY],
    ['patient e-mail', PATIENT_EMAIL],
    ['e-mail of a failed sign-in', 'reporter@demo.local'],
    ['unknown e-mail of a failed sign-in', UNKNOWN_EMAIL],
    ['password', WRONG_PASSWORD],
  ])('carry no %s', (_, value) => {
    const hits = lines.filter((line) => line.toLowerCase().includes(value.toLowerCase()));
    expect(hits).toEqual([]);
  });

  it('carry no token', () => {
    expect(lines.filter((line) => line.includes(token) || line.includes(token.split('.')[2]))).toEqual([]);
  });
});

describe('request ids', () => {
  it("keep a proxy's well-formed X-Request-Id, answer it, and put it on the request's lines", async () => {
    const id = 'proxy-7f3a9c21-req';
    const res = await s.request('GET', '/api/health', { headers: { 'x-request-id': id } });
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(records().filter((r) => r.reqId === id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['with spaces', 'bad id with spaces'],
    ['too short', 'abc'],
    ['a CNP', CNP_BOY],
  ])('replace one %s by a fresh id', async (_, id) => {
    const res = await s.request('GET', '/api/health', { headers: { 'x-request-id': id } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are on every answer, refusals included', async () => {
    const res = await s.request('GET', '/api/cancer-notification/marker-ranks');
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error scrubbing', () => {
  it("cuts a failed statement's parameters and masks quoted values, CNPs and e-mails", () => {
    const text = `Failed query: insert into "patients" ("last_name") values ($1)\nparams: ${LAST_NAME},${CNP_BOY}`;
    expect(scrubText(text)).toBe('Failed query: insert into "patients" ("last_name") values ($1)');
    expect(scrubText(`invalid input syntax for type date: "${LAST_NAME}"`)).toBe(
      'invalid input syntax for type date: "…"',
    );
    expect(scrubText(`no ${CNP_BOY} nor ${PATIENT_EMAIL}`)).toBe('no [cnp] nor [email]');
  });

  it("logs a client error by type and code only, and drops PostgreSQL's detail", () => {
    const client = Object.assign(new SyntaxError(`Unexpected token in "{"lastName":"${LAST_NAME}"`), {
      statusCode: 400,
    });
    expect(JSON.stringify(serializeError(client))).not.toContain(LAST_NAME);
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      constraint: 'patients_identifier_key',
      detail: `Key (identifier)=(${CNP_BOY}) already exists.`,
    });
    const logged = serializeError(new Error('Failed query: …', { cause: unique }));
    expect(JSON.stringify(logged)).not.toContain(CNP_BOY);
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'patients_identifier_key' });
  });
});
