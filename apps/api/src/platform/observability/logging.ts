import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * JSON log lines with a request id on each line of a request, and no patient data in any line
 * (issue 26 item 4). The rule: a line names *where* (route pattern, status, ids the router matched
 * as a pattern, error type and code) and never *what* a client sent — no query string, no body, no
 * header values, no text of a client error (parsers quote the input in their messages), and the
 * values a failed SQL statement carried are cut from its error.
 */

/** What the API's logger writes to (tests pass a stream to read every line). */
export type LogOptions = false | { level?: string; stream?: { write: (line: string) => void } };

/**
 * A proxy's request id is kept when it is plain (letters, digits, `.-_:`, 8–128 characters) so one id
 * follows the request through proxy and server; a CNP-shaped run of digits is never taken as an id.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;
export const requestIdOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && WELL_FORMED_ID.test(header) && !/\d{13}/.test(header) ? header : randomUUID();

/** Static segments of the registered routes: the only words of an unmatched path a log line repeats. */
const knownSegments = new Set<string>();
export function rememberRouteSegments(url: string) {
  for (const segment of url.split('/')) if (segment && !segment.startsWith(':')) knownSegments.add(segment);
}

const keepSegment = (segment: string) =>
  knownSegments.has(segment) ||
  /^\d{1,9}$/.test(segment) ||
  // A built file (`index-BQ2x.js`): hashed names, no client text.
  /^[\w-]{1,80}\.(js|css|svg|png|ico|woff2?|json|map|txt|webmanifest|mjs|html)$/.test(segment);

/**
 * The URL a log line shows: the matched route pattern (`/api/cancer-notification/check-identifier/:identifier`,
 * so a CNP in the path never reaches the log); for the web app and unknown paths the path with every
 * segment that is not a known route word, an id or a built file replaced by `*`. Never the query.
 */
export function loggableUrl(request: FastifyRequest) {
  const route = request.routeOptions?.url;
  if (route && route !== '/*' && route !== '*') return route;
  const pathOnly = (request.url ?? '').split('?')[0];
  return pathOnly
    .split('/')
    .map((segment) => (segment === '' || keepSegment(segment) ? segment : '*'))
    .join('/');
}

const QUOTED = /"[^"\n]*"|'[^'\n]*'/g;
const CNP_LIKE = /\d{13}/g;
const EMAIL_LIKE = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;

/**
 * The text of a server-side error without what a client sent: drizzle's "params:" line (the values of
 * the statement) is cut, its generated SQL (placeholders only) kept; in any other text quoted values
 * (PostgreSQL quotes the value it refused), CNP-shaped numbers and e-mail addresses are masked.
 */
export function scrubText(text: string) {
  const lines = text.split('\n').filter((line) => !/^\s*params:/.test(line));
  return lines
    .map((line) => (line.startsWith('Failed query: ') ? line : line.replace(QUOTED, '"…"')))
    .join('\n')
    .replace(CNP_LIKE, '[cnp]')
    .replace(EMAIL_LIKE, '[email]');
}

type ErrorLike = Error & {
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
};

/**
 * Errors as log fields. A client error (4xx) is named by type and code only; a server error keeps its
 * scrubbed message and stack, and PostgreSQL's names of what failed (constraint, table, column) —
 * never its `detail` ("Key (identifier)=(…)") nor the statement's parameters.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const e = err as ErrorLike;
  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  const out: Record<string, unknown> = { type: e.constructor?.name ?? e.name };
  if (typeof e.code === 'string') out.code = e.code;
  if (status !== undefined) out.statusCode = status;
  for (const key of ['constraint', 'table', 'column'] as const)
    if (typeof e[key] === 'string') out[key] = e[key];
  if (status === undefined || status >= 500) {
    out.message = scrubText(e.message ?? '');
    // The first lines of a stack repeat the message: they are replaced by the scrubbed one.
    const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${e.name}: ${out.message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

const isoTime = () => `,"time":"${new Date().toISOString()}"`;

/**
 * Fastify's logging options: pino JSON lines (`level` as a word, ISO `time`, `reqId` — Fastify's
 * default label), our serializers
 * for req / res / err, headers that carry credentials censored should any object carry them.
 */
export function serverLogOptions(level: string, log: LogOptions | undefined) {
  const logger =
    log === false
      ? false
      : {
          level: log?.level ?? level,
          ...(log?.stream ? { stream: log.stream } : {}),
          timestamp: isoTime,
          formatters: { level: (label: string) => ({ level: label }) },
          serializers: {
            req: (request: FastifyRequest) => ({
              method: request.method,
              url: loggableUrl(request),
              remoteAddress: request.ip,
            }),
            res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
            err: serializeError,
          },
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'headers.authorization',
              'headers.cookie',
              'password',
              '*.password',
              'token',
              '*.token',
            ],
            censor: '[redacted]',
          },
        };
  return {
    logger: logger as FastifyServerOptions['logger'],
    genReqId: (raw: IncomingMessage) => requestIdOf(raw.headers['x-request-id']),
  } satisfies FastifyServerOptions;
}
