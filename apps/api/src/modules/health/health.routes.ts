import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { checkReadiness } from './readiness';

const checkResult = z.enum(['ok', 'failed', 'timeout']);
const checks = z.object({ database: checkResult, migrations: checkResult, storage: checkResult });

/** `storageDir`: the file store's root, whose tmp dir the readiness check writes to. */
export function healthRoutes(db: Db, storageDir: string): FastifyPluginAsyncZod {
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
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      async (req, reply) => {
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
            'For the proxy or orchestrator: 200 when all three checks pass, otherwise 503 naming each check `ok`, `failed` or `timeout` (5 s).',
          response: {
            200: z.object({ status: z.literal('ok'), checks }),
            503: z.object({ status: z.literal('unavailable'), checks }),
          },
        },
      },
      async (req, reply) => {
        const { ready, checks } = await checkReadiness(db, storageDir);
        if (ready) return { status: 'ok' as const, checks };
        req.log.warn({ checks }, 'not ready');
        return reply.code(503).send({ status: 'unavailable' as const, checks });
      },
    );
  };
}
