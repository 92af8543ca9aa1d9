import { randomBytes } from 'node:crypto';
import { codeOfIssue, type IssueLike, splitMessageCode, translateCode } from '@registry/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { languageOf } from './i18n';

/**
 * Errors a service throws on purpose. Each maps to one status and one of the spec's 400 shapes
 * (ARCHITECTURE §4); the handler translates message codes by the request's LanguageId.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** A business rule refused the request: `{ errors: { key, params } }`. */
export const badRequest = (key: string, params: (string | number)[] = []) =>
  new AppError(400, key, { params });
/** Field-level refusal: `{ errors: { field: text } }`. */
export const fieldErrors = (fields: Record<string, string>) => new AppError(400, 'validation', { fields });
export const forbidden = () => new AppError(403, 'errors.forbidden');
export const notFound = () => new AppError(404, 'errors.notFound');
/** Duplicate of a unique field: `{ field }` with email, name or identifier (spec 01 §8). */
export const conflict = (field: 'email' | 'name' | 'identifier') =>
  new AppError(409, 'errors.conflict', { field });
/**
 * Slowed down: 429 with `Retry-After` and a translated message that says how long, in seconds below
 * a minute and in whole minutes above.
 */
export const tooManyAttempts = (seconds: number) =>
  seconds < 60
    ? new AppError(429, 'auth.tooManyAttempts', { params: [seconds], retryAfter: seconds })
    : new AppError(429, 'auth.tooManyAttemptsMinutes', {
        params: [Math.ceil(seconds / 60)],
        retryAfter: seconds,
      });
export const staleVersion = () => new AppError(409, 'errors.staleVersion', { field: 'version' });

function fieldMapBody(fields: Record<string, string>, language: 'ro' | 'en') {
  const errors = Object.fromEntries(
    Object.entries(fields).map(([f, code]) => [f, translateCode(code, language)]),
  );
  return { errors, codes: fields, message: Object.values(errors).join('; ') };
}

function fieldOf(instancePath: string | undefined) {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/** The codes of an error and of the errors it wraps (drizzle wraps the driver's error in `cause`). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e && codes.length < 5; ) {
    if (typeof e.code === 'string') codes.push(e.code);
    e = e.cause as typeof e;
  }
  return codes;
}

/**
 * Errors of the multipart parser (busboy) for a body that is cut short or has no boundary: they
 * carry no status, only a message, and arrive through the part iterator or a file stream.
 */
const MALFORMED_MULTIPART =
  /unexpected end of (multipart data|form)|boundary not found|boundary required|malformed part header|multipart: /i;

/** Whether an error is the multipart parser's refusal of the body (a reader rethrows it for the one mapping). */
export const isMalformedMultipart = (err: unknown) =>
  err instanceof Error && MALFORMED_MULTIPART.test(err.message);

/**
 * What the client sent, found wrong only by PostgreSQL (the contracts should have refused it first):
 * 22003 a number out of range, 22P02/22P05/22021 text it cannot take (U+0000, a malformed number).
 */
const CLIENT_DATA_SQLSTATE: Record<string, string> = {
  '22003': 'errors.numberOutOfRange',
  '22P02': 'errors.badRequest',
  '22P05': 'validation.nulCharacter',
  '22021': 'validation.nulCharacter',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      if (error.code === 'validation')
        return reply.code(400).send(fieldMapBody(error.extra.fields as Record<string, string>, language));
      // A code may carry its parameters (`key_param`, spec 01 §8); answer them apart.
      const { key, params: embedded } = splitMessageCode(error.code);
      const params = [...embedded, ...((error.extra.params as (string | number)[] | undefined) ?? [])];
      const field = error.extra.field as string | undefined;
      const textParams = field ? [translateCode(`field.${field}`, language)] : params;
      const message = translateCode([key, ...textParams].join('_'), language);
      if (typeof error.extra.retryAfter === 'number')
        reply.header('retry-after', String(error.extra.retryAfter));
      if (error.statusCode === 400) return reply.code(400).send({ errors: { key, params }, message });
      return reply
        .code(error.statusCode)
        .send({ ...(field ? { field } : {}), ...(params.length ? { params } : {}), key, message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const field = fieldOf(v.instancePath);
        fields[field] ??= codeOfIssue({ ...(v.params as IssueLike), code: v.keyword, message: v.message });
      }
      return reply.code(400).send(fieldMapBody(fields, language));
    }
    const sqlState = codesOf(error).find((c) => c in CLIENT_DATA_SQLSTATE);
    if (sqlState || (!error.statusCode && MALFORMED_MULTIPART.test(error.message ?? ''))) {
      const key = sqlState ? CLIENT_DATA_SQLSTATE[sqlState] : 'errors.malformedMultipart';
      request.log.warn({ err: error }, 'client data refused late');
      return reply.code(400).send({ errors: { key, params: [] }, message: translateCode(key, language) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply
        .code(413)
        .send({ key: 'errors.payloadTooLarge', message: translateCode('errors.payloadTooLarge', language) });
    if (status === 429)
      return reply
        .code(429)
        .send({ key: 'errors.tooManyRequests', message: translateCode('errors.tooManyRequests', language) });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, bad multipart…): a 400 the client can show.
      request.log.info({ err: error }, 'client error');
      return reply.code(status === 404 ? 404 : 400).send({
        errors: { key: 'errors.badRequest', params: [] },
        message: translateCode('errors.badRequest', language),
      });
    }
    const errCode = randomBytes(6).toString('hex').toUpperCase();
    request.log.error({ err: error, errCode }, 'unexpected error');
    return reply.code(500).send({ errCode, message: translateCode('errors.unexpected', language) });
  });
}
