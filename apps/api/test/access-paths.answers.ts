import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Marker } from './access-paths.fixtures';
import type { TestServer } from './harness';

/**
 * Issue 22 path tests: every answer a caller can get, read as text, searched for marker strings.
 * The routes come from the app's route table (as the authorisation matrix does), so a reader added
 * tomorrow is scanned without anyone remembering to add it here.
 */
export type Answer = { route: string; status: number; text: string; ms?: number };

/** Ids to put into the routes' parameters: A's objects and B's own. */
export type IdPools = {
  patient: number[];
  notification: number[];
  cancerCase: number[];
  medicalCase: number[];
  intervention: number[];
  interventionDocument: number[];
  recommendation: number[];
  attachment: number[];
  storageName: string[];
  employee: number[];
  user: number[];
  identifier: string;
  morphology: number[];
};

/**
 * The look-ups (check-identifier, the follow-up prefill) are counted and audited: the paths call
 * them as deliberate steps, a scan would use up the caller's limit. The API docs and the reference
 * lists (dictionaries, ranks, associations) are the same for every caller and name no patient.
 */
const NOT_SCANNED = [
  /^GET \/api\/docs/,
  /^GET \/api\/language\//,
  /^GET \/api\/cancer-notification\/(lists|marker-ranks|prognostic-factor-ranks|:morphoId\/:topoId\/association)$/,
  /check-identifier/,
  /^GET \/api\/cancer-notification\/:identifier\//,
];
/** POST routes that only read: lists, exports, feeds. Anything else posted would change data. */
const READING_POST = /\/(filter|export|xlsx|feed|evolution|previous-notifications)$/;
const MAX_PER_ROUTE = 60;

/** The values a route parameter is tried with, by its name and the route's first segment. */
function valuesFor(url: string, param: string, p: IdPools): (string | number)[] {
  const area = url.split('/')[2];
  switch (param) {
    case 'identifier':
      return [p.identifier];
    case 'morphoCode':
    case 'morphoId':
      return p.morphology;
    case 'topoId':
      return [1749, 1649];
    case 'caseId':
      return p.cancerCase;
    case 'recommendationId':
      return p.recommendation;
    case 'documentId':
      return p.interventionDocument;
    case 'employeeId':
      return p.employee;
    case 'userId':
      return p.user;
    case 'fileName':
      return [...p.storageName, ...p.attachment];
    case 'type':
    case 'documentType':
      return [1, 2, 3];
    case 'previousNotificationId':
      return [0, ...p.notification.slice(0, 2)];
    case 'unitId':
    case 'reportingUnitId':
      return [1, 2];
    case 'languageId':
      return [1];
    case 'countryId':
    case 'countyId':
    case 'groupId':
    case 'tableId':
    case 'runId':
      return [1];
  }
  const byArea: Record<string, (string | number)[]> = {
    patient: p.patient,
    'cancer-notification': p.notification,
    'cancer-cases': p.cancerCase,
    'medical-case': p.medicalCase,
    intervention: p.intervention,
    document: p.attachment,
    identity: p.user,
    employee: p.employee,
  };
  return byArea[area] ?? [1, 2];
}

function fill(url: string, p: IdPools): string[] {
  let paths = [url];
  for (const param of url.match(/:[A-Za-z]+/g) ?? []) {
    const values = valuesFor(url, param.slice(1), p);
    paths = paths.flatMap((path) => values.map((v) => path.replace(param, String(v))));
  }
  return paths.slice(0, MAX_PER_ROUTE).map((path) => path.replace('/*', '/index.css'));
}

/** Query strings some GET routes need to answer at all. */
const QUERY: Record<string, string> = {
  'GET /api/medical-case/:id/team/candidates': '?teamKind=1',
  'GET /api/medical-case/:id/transfer/owners': '?reportingUnitId=2',
};

/** Bodies of the reading POSTs: everything, and narrowed on the child where the filter allows it. */
function bodiesFor(key: string, p: IdPools, range: { from: string; to: string }): unknown[] {
  if (key.endsWith('/api/cancer-notification/filter') || key.endsWith('/cancer-notifications/export'))
    return [{ take: 100 }, { take: 100, identifier: p.identifier }];
  if (key.endsWith('/api/patient/filter'))
    return [{ take: 100 }, { take: 100, search: p.identifier }, { take: 100, isSocialCase: true }];
  if (key.endsWith('/api/medical-case/filter'))
    return [{ take: 100 }, { take: 100, identifier: p.identifier }];
  if (key.endsWith('/api/calendar/feed')) return [range];
  if (key.endsWith('/evolution') || key.endsWith('/previous-notifications'))
    return p.notification.map((cancerNotificationId) => ({ cancerNotificationId }));
  if (key.endsWith('/api/cancer-cases/filter')) return [{ take: 100, identifier: p.identifier }];
  return [{}];
}

export type Call = { route: string; method: string; path: string; body?: unknown };

/** Every reading call the route table offers, filled with the pools' ids (bounded per route). */
export function readingCalls(s: TestServer, p: IdPools, range: { from: string; to: string }): Call[] {
  const calls: Call[] = [];
  for (const { method, url } of s.app.routes as { method: string; url: string }[]) {
    const key = `${method} ${url}`;
    if (NOT_SCANNED.some((re) => re.test(key))) continue;
    if (method === 'GET')
      for (const path of fill(url, p)) calls.push({ route: key, method, path: path + (QUERY[key] ?? '') });
    else if (method === 'POST' && READING_POST.test(url))
      for (const path of fill(url, p))
        for (const body of bodiesFor(key, p, range)) calls.push({ route: key, method, path, body });
  }
  return calls;
}

/** One call, its answer as text whatever it is (JSON, CSV, xlsx, zip, PDF). */
export async function answerOf(s: TestServer, token: string, call: Call): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, LanguageId: '1' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(s.url + call.path, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const body = call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`;
  const text = await textOf(bytes);
  return { route: `${call.method} ${call.path}${body}`, status: res.status, text, ms: Date.now() - started };
}

/** All the answers of `calls`, a few at a time (the machine is shared). */
export async function collectAnswers(s: TestServer, token: string, calls: Call[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < calls.length; i += 8)
    answers.push(...(await Promise.all(calls.slice(i, i + 8).map((c) => answerOf(s, token, c)))));
  return answers;
}

const startsWith = (bytes: Uint8Array, magic: string) =>
  bytes.length >= magic.length && [...magic].every((ch, i) => bytes[i] === ch.charCodeAt(0));

/** Text of an answer: archives unpacked (each entry), workbooks' cells, PDF streams inflated. */
export async function textOf(bytes: Uint8Array): Promise<string> {
  if (startsWith(bytes, 'PK\x03\x04')) {
    const zip = await JSZip.loadAsync(bytes);
    const parts: string[] = [];
    for (const entry of Object.values(zip.files))
      if (!entry.dir) parts.push(`[${entry.name}]\n${await textOf(await entry.async('uint8array'))}`);
    if (zip.file('xl/workbook.xml')) parts.push(await workbookCells(bytes));
    return parts.join('\n');
  }
  if (startsWith(bytes, '%PDF')) return pdfText(bytes);
  return new TextDecoder().decode(bytes);
}

/** Cell values as written (dates as ISO days), so a marker split over XML runs is still found. */
async function workbookCells(bytes: Uint8Array): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) => {
      for (const value of (row.values as unknown[]).slice(1)) {
        if (value instanceof Date) cells.push(value.toISOString().slice(0, 10));
        else if (value !== null && value !== undefined)
          cells.push(typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
    });
  return cells.join('\t');
}

function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const parts = [raw.toString('latin1')];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at);
    if (start < 0) break;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = raw.subarray(raw[start + 6] === 0x0d ? start + 8 : start + 7, end);
    try {
      parts.push(zlib.inflateSync(body).toString('latin1'));
    } catch {
      // not a deflated stream
    }
    at = end + 9;
  }
  return parts.join('\n');
}

export type Leak = { route: string; marker: string; markerClass: string };
export type ForbiddenMarker = Marker & { markerClass: string };

/**
 * The markers each answer carries that it must not. `allowed` names the answers a class may reach
 * (the model's exceptions, e.g. the identity a look-up discloses).
 */
export function findLeaks(
  answers: Answer[],
  forbidden: ForbiddenMarker[],
  allowed: (route: string, markerClass: string) => boolean = () => false,
): Leak[] {
  const leaks: Leak[] = [];
  for (const answer of answers)
    for (const m of forbidden) {
      if (allowed(answer.route, m.markerClass)) continue;
      const found = typeof m.find === 'string' ? answer.text.includes(m.find) : m.find.test(answer.text);
      if (found)
        leaks.push({
          route: `${answer.route} → ${answer.status}`,
          marker: m.name,
          markerClass: m.markerClass,
        });
    }
  return leaks;
}

/** One readable message per step: every leaking answer with the markers it carried. */
export function leakReport(step: string, leaks: Leak[]): string {
  if (leaks.length === 0) return '';
  const byRoute = new Map<string, string[]>();
  for (const l of leaks)
    byRoute.set(l.route, [...(byRoute.get(l.route) ?? []), `${l.markerClass}:${l.marker}`]);
  const lines = [...byRoute].map(([route, found]) => `  ${route}\n      ${found.join(', ')}`);
  return `step "${step}": ${byRoute.size} answer(s) of unit B carry unit A's markers\n${lines.join('\n')}`;
}
