import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/**
 * Guessing is slowed, never turned into a lock anyone can put on anyone (issue 17 item 4, after the
 * OWASP Authentication Cheat Sheet: exponential lockout, forgotten-password route stays open):
 * - per address from one client (`pair`): after LOGIN_MAX_FAILURES failures each further failure
 *   doubles a delay from LOGIN_BACKOFF_SECONDS up to LOCKOUT_MINUTES. The owner, signing in from
 *   another client, is not touched by an attacker's delays.
 * - per client across addresses (`client`, 10× the threshold): one client spraying many addresses.
 * - per address across clients (`account`, 4× the threshold): many clients guessing one address.
 *   This one reaches the owner too, so a completed password reset (the e-mailed code proves the
 *   owner) lifts it, and the owner is e-mailed about the attack once per observation window.
 * Counters forget failures older than the observation window. Unknown addresses count the same.
 */
export const OBSERVATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The client a failure is counted against: the IPv4 address, or the /64 network of an IPv6 address
 * (one subscriber usually holds a whole /64 and could otherwise change address with every guess).
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.replace(/%.*$/, '').toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = [...h, ...new Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

type Counter = { key: string; email: string | null; threshold: number; scope: 'pair' | 'client' | 'account' };

function countersFor(config: Config, email: string, ip: string): Counter[] {
  const max = config.loginMaxFailures;
  const client = clientOf(ip);
  return [
    { key: `pair:${email}|${client}`, email, threshold: max, scope: 'pair' },
    { key: `client:${client}`, email: null, threshold: max * 10, scope: 'client' },
    { key: `account:${email}`, email, threshold: max * 4, scope: 'account' },
  ];
}

/** The delay after `failures` failures: none below the threshold, then doubling up to the cap. */
export function delaySeconds(config: Config, failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const doubled = config.loginBackoffSeconds * 2 ** Math.min(failures - threshold, 30);
  return Math.min(doubled, config.lockoutMinutes * 60);
}

/** Seconds before this address may be tried again from this client (0: now), and which counter says so. */
export async function secondsToWait(db: Db, config: Config, email: string, ip: string) {
  const counters = countersFor(config, email, ip);
  const rows = await db
    .select({ key: loginThrottle.key, blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(
      and(
        inArray(
          loginThrottle.key,
          counters.map((c) => c.key),
        ),
        gt(loginThrottle.blockedUntil, sql`now()`),
      ),
    );
  let wait = 0;
  let scope: Counter['scope'] | null = null;
  for (const row of rows) {
    const seconds = Math.ceil(((row.blockedUntil as Date).getTime() - Date.now()) / 1000);
    if (seconds > wait) {
      wait = seconds;
      scope = counters.find((c) => c.key === row.key)?.scope ?? null;
    }
  }
  return { seconds: Math.max(wait, 0), scope };
}

/**
 * Counts one failure on every counter. Answers the delay it starts (0: none) and whether the owner
 * should now be warned (the address's failures reached LOGIN_MAX_FAILURES and no warning went out
 * in this window; claimed atomically, so concurrent failures send one e-mail).
 */
export async function recordFailure(db: Db, config: Config, email: string, ip: string) {
  const windowStart = new Date(Date.now() - OBSERVATION_WINDOW_MS);
  let seconds = 0;
  let accountFailures = 0;
  for (const counter of countersFor(config, email, ip)) {
    const [row] = await db
      .insert(loginThrottle)
      .values({ key: counter.key, email: counter.email, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.lastFailureAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    const delay = delaySeconds(config, row.failures, counter.threshold);
    if (delay > 0) {
      await db
        .update(loginThrottle)
        .set({ blockedUntil: sql`now() + make_interval(secs => ${delay})` })
        .where(eq(loginThrottle.key, counter.key));
    }
    seconds = Math.max(seconds, delay);
    if (counter.scope === 'account') accountFailures = row.failures;
  }
  // Now and then, counters whose window has passed go (unknown addresses would otherwise pile up).
  if (Math.random() < 0.01) await forgetOldFailures(db);
  let warnOwner = false;
  if (accountFailures >= config.loginMaxFailures) {
    const claimed = await db
      .update(loginThrottle)
      .set({ warnedAt: sql`now()` })
      .where(
        and(
          eq(loginThrottle.key, `account:${email}`),
          or(isNull(loginThrottle.warnedAt), lt(loginThrottle.warnedAt, windowStart)),
        ),
      )
      .returning({ key: loginThrottle.key });
    warnOwner = claimed.length > 0;
  }
  return { seconds, warnOwner, accountFailures };
}

/** Drops counters with no failure in the observation window and no delay running. */
export async function forgetOldFailures(db: Db) {
  const windowStart = new Date(Date.now() - OBSERVATION_WINDOW_MS);
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.lastFailureAt, windowStart),
        or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, sql`now()`)),
      ),
    );
}

/** A successful sign-in proves the password: this client's and the address's counters start again. */
export async function clearAfterSignIn(db: Db, config: Config, email: string, ip: string) {
  const [pair, , account] = countersFor(config, email, ip);
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [pair.key, account.key]));
}

/**
 * A completed password reset proves the owner (the code came by e-mail): every counter of the address
 * goes, from any client. The warning mark stays, so an attack that goes on does not mail again.
 */
export async function clearAddress(db: Db, email: string) {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.email, email), sql`${loginThrottle.key} not like 'account:%'`));
  await db
    .update(loginThrottle)
    .set({ failures: 0, blockedUntil: null })
    .where(eq(loginThrottle.key, `account:${email}`));
}
