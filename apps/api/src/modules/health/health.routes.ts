import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { checkReadiness } from './readiness';

const checkResult = z.enum(['ok', 'failed', 'timeout']);
const checks = z.object({ database: checkResult, migrations: checkResult, storage: checkResult });

/**
 * `storageDir`: the file store's root, whose tmp dir the readiness check writes to. `lifecycle`: a
 * stopping server answers both checks with 503 `stopping` while it still serves requests, so the
 * proxy takes it out before it stops accepting connections (SHUTDOWN_DRAIN_SECONDS).
 */
export function healthRoutes(
  db: Db,
  storageDir: string,
  lifecycle: { stopping: boolean },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Liveness with a database round trip',
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.enum(['unavailable', 'stopping']) }),
          },
        },
      },
      async (req, reply) => {
        if (lifecycle.stopping) return reply.code(503).send({ status: 'stopping' as const });
        try {
          await db.execute(sql`select 1`);
          return { status: 'ok' as const };
        } catch (err) {
          req.log.error({ err }, 'health: database unreachable');
          return reply.code(503).send({ status: 'unavailable' as const });
        }
      },
    );
    app.get(
      '/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary:
            'Readiness: the database answers, every migration of this build is applied, the file store takes a write',
          description:
            'For the proxy or orchestrator: 200 when all three checks pass, otherwise 503 naming each check `ok`, `failed` or `timeout` (5 s); 503 `stopping` while a graceful stop drains.',
          response: {
            200: z.object({ status: z.literal('ok'), checks }),
            503: z.object({ status: z.enum(['unavailable', 'stopping']), checks }),
          },
        },
      },
      async (req, reply) => {
        const { ready, checks } = await checkReadiness(db, storageDir);
        if (lifecycle.stopping) return reply.code(503).send({ status: 'stopping' as const, checks });
        if (ready) return { status: 'ok' as const, checks };
        req.log.warn({ checks }, 'not ready');
        return reply.code(503).send({ status: 'unavailable' as const, checks });
      },
    );
  };
}
