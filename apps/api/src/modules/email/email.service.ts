import type { EmailMessage, Session } from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { underAuditedLimit } from '../../platform/audited-limit';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { mayWriteTo } from './email-recipients';

/** First key of the per-user advisory lock of the message limit (the patient look-up limit has 17_001). */
const EMAIL_LOCK = 17_002;
/**
 * What the limit counts: messages sent and recipients refused, so that trying addresses costs as much
 * as writing to them. Refusals by the limit itself (`email.rate-limited`) do not count: waiting works.
 */
const COUNTED = ['email.sent', 'email.refused'] as const;

/**
 * Sends one message of the e-mail dialog (spec 01 §2.10, §7.8) to whom the caller's work needs
 * (`mayEmailRecipient`), at most EMAIL_MESSAGE_LIMIT per EMAIL_MESSAGE_WINDOW_MINUTES per user.
 * An unknown address and a refused one get the same 400 after the same queries and the same audit
 * row, so the call tells nobody who has an account. The audit keeps who wrote to which address
 * (and account) and how long the message was, never its text.
 */
export async function sendEmailMessage(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  input: EmailMessage,
) {
  const rule = { lock: EMAIL_LOCK, actions: COUNTED, ...ctx.config.emailMessages };
  const details = { userId: input.userId ?? null, length: input.message.length };
  const outcome = await underAuditedLimit(ctx.db, session.userId, rule, async (tx) => {
    const { recipient, allowed } = await mayWriteTo(tx, session, input.email, input.userId);
    // The slot is taken in the same step as the count; the mail goes out after the commit.
    await writeAudit(tx, request, {
      action: allowed ? 'email.sent' : 'email.refused',
      entity: 'email',
      entityId: input.email,
      details: allowed ? { ...details, recipientUserId: recipient.account?.userId ?? null } : details,
    });
    return allowed;
  });
  if (!('value' in outcome)) {
    await writeAudit(ctx.db, request, {
      action: 'email.rate-limited',
      entity: 'email',
      entityId: input.email,
      details: { ...details, limit: rule.limit },
    });
    const { retryAfter } = outcome;
    throw new AppError(429, 'email.tooManyMessages', { params: [Math.ceil(retryAfter / 60)], retryAfter });
  }
  if (!outcome.value) throw badRequest('email.recipientNotAllowed');
  await deliver(ctx, request, session, input);
}

async function deliver(ctx: AppContext, request: FastifyRequest, session: Session, input: EmailMessage) {
  const [sender] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, session.userId));
  try {
    await ctx.mailer.send({
      to: input.email,
      subject: `Mesaj de la ${session.fullname} prin Registrul Cancerului Pediatric`,
      text: `${input.message}\n\n— ${session.fullname}${sender ? ` <${sender.email}>` : ''}`,
    });
  } catch (err) {
    // The `email.sent` row was written before the attempt; say that it did not go out.
    await writeAudit(ctx.db, request, {
      action: 'email.send-failed',
      entity: 'email',
      entityId: input.email,
      details: { userId: input.userId ?? null, length: input.message.length },
    });
    throw err;
  }
}
