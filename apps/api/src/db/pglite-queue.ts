import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite has one connection and runs one query or transaction at a time; the others queue on its
 * lock. How many queue is what an operator needs on the embedded database (an import holding the
 * connection shows as waiting callers), so the three top-level entry points are counted. Inside a
 * transaction, queries go through the transaction object and are part of the one running operation.
 */
export function countPgliteQueue(client: PGlite) {
  let inFlight = 0;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [method]: async (...args: unknown[]) => {
        inFlight++;
        try {
          return await original(...args);
        } finally {
          inFlight--;
        }
      },
    });
  }
  return () => ({ total: 1, idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) });
}
