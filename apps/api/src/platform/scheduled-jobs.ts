import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';
import type { ServerInstance } from './server-instance';

/**
 * Runs a periodic job once per period across all API servers (issue 26): every server ticks, but a
 * run happens only under the job's advisory lock and only if no server started one in the last
 * period (scheduled_jobs). A job whose server dies mid-run is simply run again by the next tick
 * anywhere: periodic jobs here are idempotent sweeps. Answers whether this call ran it.
 */
export async function runScheduledJob(
  db: Db,
  instance: ServerInstance,
  name: string,
  everyMs: number,
  work: () => Promise<void>,
): Promise<boolean> {
  const outcome = await instance.runExclusive(`scheduled:${name}`, async () => {
    const claimed = await db
      .insert(scheduledJobs)
      .values({ name, instanceId: instance.id, startedAt: sql`now()` })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: { instanceId: instance.id, startedAt: sql`now()`, finishedAt: null, error: null },
        // A little slack, so that servers whose timers drift apart do not skip a whole period.
        setWhere: sql`${scheduledJobs.startedAt} < now() - make_interval(secs => ${(everyMs * 0.9) / 1000})`,
      })
      .returning({ name: scheduledJobs.name });
    if (!claimed.length) return false;
    let error: string | null = null;
    try {
      await work();
    } catch (err) {
      error = String(err).slice(0, 500);
      throw err;
    } finally {
      await db
        .update(scheduledJobs)
        .set({ finishedAt: sql`now()`, error })
        .where(sql`${scheduledJobs.name} = ${name}`);
    }
    return true;
  });
  return outcome.ran && outcome.value;
}

/** Ticks `runScheduledJob` every `everyMs` on this server; stopped when the app closes. */
export function scheduleJob(
  app: FastifyInstance,
  db: Db,
  instance: ServerInstance,
  name: string,
  everyMs: number,
  work: () => Promise<void>,
) {
  const timer = setInterval(() => {
    runScheduledJob(db, instance, name, everyMs, work).catch((err) =>
      app.log.error({ err, job: name }, 'scheduled job failed'),
    );
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
