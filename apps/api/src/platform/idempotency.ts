import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError, badRequest } from './errors';
import { type Kept, keptOf, type Refusal, refusalError } from './idempotency-answers';

/**
 * Saves that may be sent again (issue 26, several servers; migrations 0049, 0051), as the IETF
 * "Idempotency-Key" header draft and Stripe have it (issue 38). A save whose answer was lost — its
 * server died, the proxy answered 502/503, the network dropped — is repeated by the web client (and
 * by HAProxy) with the same `Idempotency-Key`. The key is written by the save's own transaction (the
 * first one the request opens), so it exists exactly when something was written, with a fingerprint
 * of the request (method, path, body); what the save answered joins it before the answer is sent.
 *
 * Nothing of a patient is kept: a successful save keeps its status and the record it saved (kind,
 * id, version), and its repeat reads that record again with the route's own read service — through
 * the access model, audited as a read like any other; a refusal keeps its codes. A repeat:
 * - with another request under the key (another body, path or method) gets 422
 *   `errors.idempotencyKeyReused` and changes nothing;
 * - whose first attempt is still running, or died between its commit and its answer, or whose route
 *   reads nothing back, gets 409 `errors.requestRepeated` (reload to see what was saved).
 * A request that wrote nothing leaves no key: its repeat runs again. Without the header a save
 * behaves as before, and so does a call without a session (a sign-in: replayed, it signs in once
 * more) and a multipart one (an upload: its parts are read by the handler, after this check, and the
 * web never keys them). The web client draws a new key for every save the user makes. Keys belong to
 * their user, are swept after a day and are no part of a backup.
 */
const IDEMPOTENCY_HEADER = 'idempotency-key';
const SAVES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a repeat of this save is answered: the record it saved (`id` of its answer) read again by
     * the route's read service, which checks access and audits the read as the route's GET does.
     * A save without it answers its repeat 409 `errors.requestRepeated` (204 answers need none).
     */
    replayRead?: ReplayRead;
  }
}
export type ReplayRead = {
  /** The record's kind, kept with its id (a key never answers with a record of another kind). */
  kind: string;
  read: (request: FastifyRequest, id: number) => Promise<unknown>;
};

type Pending = { userId: number; key: string; fingerprint: string; written: boolean; kept?: Kept };
/** The request's key while its handler runs: the transaction wrapper below reads it. */
const current = new AsyncLocalStorage<{ pending: Pending | null }>();

const repeated = () => new AppError(409, 'errors.requestRepeated');
const keyReused = () => new AppError(422, 'errors.idempotencyKeyReused');

/** The request a key stands for: sha256 of its method, path (with the query) and JSON body. */
export const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

type Found = {
  fingerprint: string;
  status: number | null;
  record_kind: string | null;
  record_id: number | null;
  refusal: string | null;
};

export function registerIdempotency(app: FastifyInstance, db: Db) {
  // Callback form: the rest of the request (its hooks, its handler, their awaits) runs in this context.
  app.addHook('onRequest', (_request, _reply, done) => current.run({ pending: null }, done));

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !SAVES.has(request.method) || !request.session) return;
    if (request.isMultipart()) return;
    if (typeof key !== 'string' || !UUID.test(key)) throw badRequest('errors.badRequest');
    const { userId } = request.session;
    const fingerprint = fingerprintOf(request);
    const result = await db.execute(sql`select fingerprint, status, record_kind, record_id, refusal
      from idempotent_requests where user_id = ${userId} and key = ${key}::uuid`);
    const [found] = (result as unknown as { rows: Found[] }).rows;
    if (!found) {
      const store = current.getStore();
      if (store) store.pending = { userId, key, fingerprint, written: false };
      return;
    }
    // Another request under the same key: refused before anything runs, whatever became of the first.
    if (found.fingerprint !== fingerprint) throw keyReused();
    if (found.status === null) throw repeated();
    reply.header('idempotent-replayed', 'true');
    if (found.status === 204) return reply.code(204).send();
    if (found.refusal !== null) throw refusalError(found.status, JSON.parse(found.refusal) as Refusal);
    const replay = request.routeOptions.config.replayRead;
    if (found.status >= 300 || !replay || found.record_kind !== replay.kind || found.record_id === null)
      throw repeated();
    // Read again as the route's GET reads it: a record deleted or no longer visible since is a 404.
    const record = await replay.read(request, found.record_id);
    return reply.code(found.status).send(record);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const pending = current.getStore()?.pending;
    if (pending?.written)
      pending.kept = keptOf(request.routeOptions.config.replayRead, reply.statusCode, payload);
    return payload;
  });

  // Before the answer leaves: a client that got it never repeats, one that did not finds it kept.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = current.getStore()?.pending;
    if (!pending?.written) return payload;
    const kept = pending.kept ?? {};
    try {
      await db.execute(sql`update idempotent_requests set status = ${reply.statusCode},
        record_kind = ${kept.kind ?? null}, record_id = ${kept.id ?? null},
        record_version = ${kept.version ?? null},
        refusal = ${kept.refusal === undefined ? null : JSON.stringify(kept.refusal)}
        where user_id = ${pending.userId} and key = ${pending.key}::uuid`);
    } catch (err) {
      // The save is written and answered; a repeat of it gets the 409 instead of this answer.
      request.log.warn({ err }, 'idempotency: answer not kept');
    }
    return payload;
  });

  markSavesInTransactions(db);
}

/**
 * Every transaction a keyed save opens writes its key first, in the same transaction (once per
 * request): committed with the save, rolled back with it. A key already there (a repeat that raced
 * its first attempt) refuses the transaction before it writes anything.
 */
function markSavesInTransactions(db: Db) {
  const transaction = db.transaction.bind(db);
  const marked: typeof transaction = async (work, config) => {
    const pending = current.getStore()?.pending;
    if (!pending || pending.written) return transaction(work, config);
    const result = await transaction(async (tx) => {
      const inserted = await tx.execute(sql`insert into idempotent_requests (user_id, key, fingerprint)
        values (${pending.userId}, ${pending.key}::uuid, ${pending.fingerprint})
        on conflict do nothing returning key`);
      if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) throw repeated();
      return work(tx);
    }, config);
    pending.written = true;
    return result;
  };
  db.transaction = marked;
}

/**
 * Runs `work` as no part of the request's save: a transaction it opens commits on its own (a look-up's
 * count, kept whatever the save does next) and does not write the key — a save that died after it
 * has written nothing, and its repeat must run again.
 */
export const outsideTheSave = <T>(work: () => Promise<T>): Promise<T> => current.run({ pending: null }, work);

/** Keys older than a day: no client repeats a save that long after. */
export async function sweepIdempotentRequests(db: Db) {
  await db.execute(sql`delete from idempotent_requests where created_at < now() - interval '1 day'`);
}
