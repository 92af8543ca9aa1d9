import { AppError, badRequest, fieldErrors } from './errors';
import type { ReplayRead } from './idempotency';

/**
 * What a keyed save keeps to answer its repeat (platform/idempotency.ts): never the answer itself, which
 * may be a whole notification (CNP, names, address) — only what identifies its result.
 */
export type Kept = {
  /** A saved record: its kind (the route's `replayRead`), id and version. */
  kind?: string;
  id?: number;
  version?: number | null;
  refusal?: Refusal;
};

/**
 * A refused save's answer, as its codes: a message code with its field, or a field map of codes
 * (platform/errors.ts). Both are the server's own words; of the parameters only numbers are kept (a
 * count, minutes to wait), since text parameters may name something (a unit, a locked field).
 */
export type Refusal = { key: string; field?: string; params?: number[] } | { codes: Record<string, string> };

type Body = Record<string, unknown>;
const isBody = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCode = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z][\w.]{0,99}$/.test(v);

function numbersOnly(params: unknown): number[] | undefined {
  if (!Array.isArray(params) || params.length === 0) return undefined;
  return params.every((p) => typeof p === 'number') ? (params as number[]) : undefined;
}

/** A refusal's codes out of the error handler's answer; null when it has another shape (not kept). */
export function refusalOf(payload: unknown): Refusal | null {
  if (!isBody(payload)) return null;
  if (isBody(payload.codes)) {
    const codes = Object.entries(payload.codes);
    if (!codes.every(([field, code]) => isCode(field) && isCode(code))) return null;
    return { codes: Object.fromEntries(codes) as Record<string, string> };
  }
  const inner = isBody(payload.errors) ? payload.errors : payload;
  if (!isCode(inner.key)) return null;
  const refusal: Refusal = { key: inner.key };
  if (isCode(payload.field)) refusal.field = payload.field;
  const params = numbersOnly(inner.params);
  if (params) refusal.params = params;
  return refusal;
}

/** What to keep of the answer about to be sent for a save that wrote. */
export function keptOf(replay: ReplayRead | undefined, status: number, payload: unknown): Kept {
  if (status >= 200 && status < 300) {
    if (!replay || !isBody(payload) || !Number.isInteger(payload.id)) return {};
    const version = Number.isInteger(payload.version) ? (payload.version as number) : null;
    return { kind: replay.kind, id: payload.id as number, version };
  }
  if (status >= 400 && status < 500) {
    const refusal = refusalOf(payload);
    return refusal ? { refusal } : {};
  }
  return {};
}

/** The refusal again, translated into the repeat's language by the error handler. */
export function refusalError(status: number, refusal: Refusal): AppError {
  if ('codes' in refusal) return fieldErrors(refusal.codes);
  if (status === 400) return badRequest(refusal.key, refusal.params);
  return new AppError(status, refusal.key, {
    ...(refusal.field ? { field: refusal.field } : {}),
    ...(refusal.params ? { params: refusal.params } : {}),
  });
}
