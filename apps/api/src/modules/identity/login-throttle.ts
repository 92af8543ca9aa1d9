import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/**
 * Guessing is slowed, never turned into a lock anyone can put on anyone (issue 17 item 4, issue 22
 * finding 10; after the OWASP Authentication Cheat Sheet: exponential lockout, forgotten-password route
 * stays open). Each counter doubles a delay from LOGIN_BACKOFF_SECONDS up to LOCKOUT_MINUTES past its
 * threshold:
 * - per address from one client (`pair`, LOGIN_MAX_FAILURES): one client guessing one password.
 * - per client across addresses (`client`, 10×): one client spraying many addresses.
 * - per address across clients (`account`, 4×): many clients guessing one password. Its delay holds
 *   only the clients that have failed on the address in the window; a client with no such failure
 *   has its password checked at once. So the owner is never refused because others failed, and an
 *   attacker who rotates clients gets one guess per fresh client before the shared delay holds it
 *   too. The owner is e-mailed about the attack once per window; a completed password reset lifts
 *   every delay on the address.
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

/**
 * Seconds before this address may be tried again from this client (0: now), and which counter says so.
 * The address's own delay counts only for a client with a failure on it in the window.
 */
export async function secondsToWait(db: Db, config: Config, email: string, ip: string) {
  const counters = countersFor(config, email, ip);
  const rows = await db
    .select({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      lastFailureAt: loginThrottle.lastFailureAt,
      blockedUntil: loginThrottle.blockedUntil,
    })
    .from(loginThrottle)
    .where(
      inArray(
        loginThrottle.key,
        counters.map((c) => c.key),
      ),
    );
  const windowStart = Date.now() - OBSERVATION_WINDOW_MS;
  const pair = rows.find((r) => r.key === counters[0].key);
  const hasFailedHere = !!pair && pair.failures > 0 && pair.lastFailureAt.getTime() > windowStart;
  let wait = 0;
  let scope: Counter['scope'] | null = null;
  for (const row of rows) {
    const counter = counters.find((c) => c.key === row.key);
    if (!counter || !row.blockedUntil) continue;
    if (counter.scope === 'account' && !hasFailedHere) continue;
    const seconds = Math.ceil((row.blockedUntil.getTime() - Date.now()) / 1000);
    if (seconds > wait) {
      wait = seconds;
      scope = counter.scope;
    }
  }
  return { seconds: wait, scope };
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

/**
 * A successful sign-in proves the password on this client only: its counter for the address starts
 * again. The address's counter stays (others' failures still hold their clients), and so does its
 * warning mark (no second e-mail in the window).
 */
export async function clearAfterSignIn(db: Db, config: Config, email: string, ip: string) {
  const [pair] = countersFor(config, email, ip);
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pair.key));
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
