// The SQL an HTTP call costs, measured beside the call itself (issue 25: "every list call ≤ 1.3× its
// SQL"). While capturing, every statement any pg client of this process sends — the API's pool runs
// in this process — is recorded with its parameters; replaying them one after another on a separate
// connection gives the database's own time for the call (planning included, as the server pays it).
// Like with like: a statement the server sends as a named prepared statement (db/prepared.ts) is
// replayed under the same name, so the replay connection too parses it once and may keep its generic
// plan; a statement the server sends unnamed is replayed unnamed and planned every time, as there.
import pg from 'pg';

type Statement = { name?: string; text: string; values?: unknown[] };
let capturing: Statement[] | null = null;

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { name?: string; text?: string; values?: unknown[] }, unknown];
  if (capturing) {
    const text = typeof config === 'string' ? config : config?.text;
    const name = typeof config === 'string' ? undefined : config?.name;
    const params = typeof config === 'string' ? values : (config?.values ?? values);
    if (text) capturing.push({ name, text, values: Array.isArray(params) ? params : undefined });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** Runs `call` once and returns the statements it sent. */
export async function statementsOf(call: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  capturing = seen;
  try {
    await call();
  } finally {
    capturing = null;
  }
  return seen;
}

/** Milliseconds the statements take sent one after another on `client` (not captured), named as the server sent them. */
export async function replay(client: pg.Client, statements: Statement[]): Promise<number> {
  const t0 = performance.now();
  for (const s of statements) await query.call(client, { name: s.name, text: s.text, values: s.values });
  return performance.now() - t0;
}
