import { Role } from '@registry/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

const outboxItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.date(),
});

/** Registered only while mail goes to the development outbox: lets a super administrator read it. */
export function outboxRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/outbox',
      {
        config: { access: [Role.SuperAdministrator] },
        schema: {
          tags: ['development'],
          summary: 'Messages of the development outbox, newest first (absent when SMTP is configured)',
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: { 200: z.object({ items: z.array(outboxItem) }) },
        },
      },
      async (req) => {
        const items = await db
          .select({
            id: mailOutbox.id,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            text: mailOutbox.text,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .where(req.query.to ? eq(mailOutbox.to, req.query.to.toLowerCase()) : undefined)
          .orderBy(desc(mailOutbox.id))
          .limit(100);
        return { items };
      },
    );
  };
}
