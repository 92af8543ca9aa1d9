import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
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
  };
}
