import { pathInt } from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export function languageRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['language'],
          summary: "Sets the signed-in user's language (1 ro, 2 en); anonymous callers just get 204",
          params: z.object({ id: pathInt(1, 2) }),
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        if (req.session) {
          await db.update(users).set({ languageId: req.params.id }).where(eq(users.id, req.session.userId));
        }
        return reply.code(204).send(null);
      },
    );
  };
}
