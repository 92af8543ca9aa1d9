import { emailMessage } from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportingUnits, users } from '../../db/schema';
import { requireSession } from '../../platform/access';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';

/**
 * The e-mail dialog's call (spec 01 §2.10, §7.8). Only addresses the registry knows (a unit's or a
 * user's) can receive, so the registry cannot be used to mail strangers.
 */
export function emailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/send',
      {
        config: { access: 'signedIn', rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['e-mail'],
          summary: 'Sends a message to a unit or a user of the registry',
          body: emailMessage,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        const session = requireSession(req);
        const known =
          (
            await ctx.db
              .select({ id: reportingUnits.id })
              .from(reportingUnits)
              .where(eq(reportingUnits.email, req.body.email))
              .limit(1)
          ).length > 0 ||
          (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, req.body.email)).limit(1))
            .length > 0;
        if (!known) throw badRequest('email.unknownRecipient');
        const [sender] = await ctx.db.select().from(users).where(eq(users.id, session.userId));
        await ctx.mailer.send({
          to: req.body.email,
          subject: `Mesaj de la ${session.fullname} prin Registrul Cancerului Pediatric`,
          text: `${req.body.message}\n\n— ${session.fullname}${sender ? ` <${sender.email}>` : ''}`,
        });
        await writeAudit(ctx.db, req, {
          action: 'email.sent',
          entity: 'email',
          entityId: req.body.email,
          details: { userId: req.body.userId ?? null, length: req.body.message.length },
        });
        return reply.code(204).send(null);
      },
    );
  };
}
