import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { AppError, badRequest } from './errors';

/**
 * Saves that may be sent again (issue 26, several servers; migration 0049). A save whose answer was
 * lost — its server died, the proxy answered 502/503, the network dropped — is repeated by the web
 * client (and by HAProxy) with the same `Idempotency-Key`. The key is written by the save's own
 * transaction (the first one the request opens), so it exists exactly when something was written;
 * the answer joins it before it is sent. A repeat then gets that answer again, whatever it was,
 * instead of writing twice; a repeat whose first attempt is still running, or died between a commit
 * and its answer, gets 409 `errors.requestRepeated` (reload to see what was saved). A request that
 * wrote nothing leaves no key: its repeat runs again. Without the header a save behaves as before, and
 * so does a call without a session (a sign-in: replayed, it signs in once more).
 * The web client draws a new key for every save the user makes. Keys belong to their user and are
 * swept after a day.
 */
const IDEMPOTENCY_HEADER = 'idempotency-key';
const SAVES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A kept answer is a save's JSON (an id, a version, a record): anything bigger is not kept, its repeat gets 409. */
const KEPT_ANSWER = 256 * 1024;

type Pending = {
  userId: number;
  key: string;
  method: string;
  path: string;
  written: boolean;
  answer?: string;
};
/** The request's key while its handler runs: the transaction wrapper below reads it. */
const current = new AsyncLocalStorage<{ pending: Pending | null }>();

const repeated = () => new AppError(409, 'errors.requestRepeated');

type Found = { status: number | null; answer: string | null; method: string; path: string };

export function registerIdempotency(app: FastifyInstance, db: Db) {
  // Callback form: the rest of the request (its hooks, its handler, their awaits) runs in this context.
  app.addHook('onRequest', (_request, _reply, done) => current.run({ pending: null }, done));

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !SAVES.has(request.method) || !request.session) return;
    if (typeof key !== 'string' || !UUID.test(key)) throw badRequest('errors.badRequest');
    const { userId } = request.session;
    const path = request.url.slice(0, 300);
    const result = await db.execute(sql`select status, answer, method, path from idempotent_requests
      where user_id = ${userId} and key = ${key}::uuid`);
    const [found] = (result as unknown as { rows: Found[] }).rows;
    if (found) {
      // Another request under the same key, or one whose answer is not known (yet): never a second write.
      if (found.status === null || found.method !== request.method || found.path !== path) throw repeated();
      if (found.answer === null && found.status !== 204) throw repeated();
      reply.header('idempotent-replayed', 'true').code(found.status);
      // Through the route's serializer again, as the first answer went.
      return reply.send(found.answer === null ? undefined : JSON.parse(found.answer));
    }
    const store = current.getStore();
    if (store) store.pending = { userId, key, method: request.method, path, written: false };
  });

  app.addHook('preSerialization', async (_request, _reply, payload) => {
    const pending = current.getStore()?.pending;
    if (pending?.written) {
      const answer = JSON.stringify(payload);
      if (answer !== undefined && answer.length <= KEPT_ANSWER) pending.answer = answer;
    }
    return payload;
  });

  // Before the answer leaves: a client that got it never repeats, one that did not finds it kept.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = current.getStore()?.pending;
    if (!pending?.written) return payload;
    const answer = reply.statusCode === 204 ? null : (pending.answer ?? null);
    try {
      await db.execute(sql`update idempotent_requests set status = ${reply.statusCode}, answer = ${answer}
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
      const inserted = await tx.execute(sql`insert into idempotent_requests (user_id, key, method, path)
        values (${pending.userId}, ${pending.key}::uuid, ${pending.method}, ${pending.path})
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
