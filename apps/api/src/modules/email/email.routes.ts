import { emailMessage } from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { sendEmailMessage } from './email.service';

/** The e-mail dialog's call (spec 01 §2.10, §7.8); who may write to whom is `mayEmailRecipient`. */
export function emailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/send',
      {
        // A flood guard per process and client; the real limit is per user, in the database.
        config: { access: 'signedIn', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['e-mail'],
          summary: 'Sends a message to a unit, a colleague or a reviewer of the registry',
          description:
            "Recipients: a unit address as the unit grid shows it (every role), the registry's reviewers " +
            "(every role), people of the caller's own units; the super administrator may write to any " +
            'account or unit address. `userId`, when sent, must be the account of `email`. Any other ' +
            'address — unknown or refused alike — gets the same 400 `email.recipientNotAllowed`. ' +
            'At most EMAIL_MESSAGE_LIMIT messages (sent or refused) per EMAIL_MESSAGE_WINDOW_MINUTES per ' +
            'user; then 429 `email.tooManyMessages` with Retry-After. Audited (address, account, length; ' +
            'never the text).',
          body: emailMessage,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await sendEmailMessage(ctx, req, requireSession(req), req.body);
        return reply.code(204).send(null);
      },
    );
  };
}
