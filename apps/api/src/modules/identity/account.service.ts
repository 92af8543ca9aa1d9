import type {
  ConfirmAccountRequest,
  ResetPasswordStep1Request,
  ResetPasswordStep2Request,
} from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { randomCode, randomToken } from '../../platform/tokens';
import { verifyCaptcha } from './captcha';
import type { IdentityContext } from './identity.context';
import { mailInvitation, mailResetCode } from './identity.mails';
import { findUserByEmail } from './login.service';
import { clearAddress } from './login-throttle';
import { consumeCode, issueCode } from './one-time-codes';
import { revokeAllSessions } from './session.service';

/**
 * Step 1 answers the same whether or not the address is registered; the code is mailed in the
 * background so the answer's timing does not tell either.
 */
export async function requestPasswordReset(
  ctx: IdentityContext,
  request: FastifyRequest,
  input: ResetPasswordStep1Request,
) {
  await verifyCaptcha(ctx.config, input.captchaToken, request.ip);
  const user = await findUserByEmail(ctx, input.email);
  await writeAudit(ctx.db, request, {
    action: 'password-reset.requested',
    userId: user?.id ?? null,
    entity: 'email',
    entityId: input.email,
  });
  if (user) {
    const code = randomCode();
    void issueCode(ctx.db, user.id, 'reset', code, ctx.config.codeTtlMinutes * 60_000)
      .then(() => mailResetCode(ctx, user, code))
      .catch((err) => request.log.error({ err }, 'password reset mail failed'));
  }
  return { success: true };
}

export async function resetPassword(
  ctx: IdentityContext,
  request: FastifyRequest,
  input: ResetPasswordStep2Request,
) {
  await verifyCaptcha(ctx.config, input.captchaToken, request.ip);
  const user = await findUserByEmail(ctx, input.email);
  const ok = user
    ? await consumeCode(ctx.db, user.id, 'reset', input.code, ctx.config.codeMaxAttempts)
    : false;
  if (!user || !ok) {
    await writeAudit(ctx.db, request, {
      action: 'password-reset.failed',
      userId: user?.id ?? null,
      entity: 'email',
      entityId: input.email,
    });
    throw badRequest('auth.invalidCode');
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await ctx.passwords.hash(input.password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllSessions(ctx.db, user.id);
  ctx.liveness.forgetUser(user.id);
  // The reset proved the owner: delays on the address are lifted (the way out of an attack, docs/security.md).
  await clearAddress(ctx.db, input.email);
  await writeAudit(ctx.db, request, {
    action: 'password-reset.completed',
    userId: user.id,
    entity: 'user',
    entityId: user.id,
  });
  return { success: true };
}

/** The invitation link's token proves the address; the user chooses a password and accepts the terms. */
export async function confirmAccount(
  ctx: IdentityContext,
  request: FastifyRequest,
  input: ConfirmAccountRequest,
) {
  const user = await findUserByEmail(ctx, input.email);
  const ok =
    user && !user.emailConfirmed
      ? await consumeCode(ctx.db, user.id, 'invitation', input.token, ctx.config.codeMaxAttempts)
      : false;
  if (!user || !ok) {
    await writeAudit(ctx.db, request, {
      action: 'account.confirm-failed',
      userId: user?.id ?? null,
      entity: 'email',
      entityId: input.email,
    });
    throw badRequest('auth.invalidConfirmationToken');
  }
  await ctx.db
    .update(users)
    .set({
      passwordHash: await ctx.passwords.hash(input.password),
      emailConfirmed: true,
      termsAcceptedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await writeAudit(ctx.db, request, {
    action: 'account.confirmed',
    userId: user.id,
    entity: 'user',
    entityId: user.id,
  });
  return { success: true };
}

/** Issues an invitation token and mails the confirm-account link; returns the token for the caller's records. */
export async function inviteUser(ctx: IdentityContext & { db: Db }, userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const token = randomToken();
  await issueCode(ctx.db, user.id, 'invitation', token, ctx.config.invitationTtlDays * 86_400_000);
  await mailInvitation(ctx, user, token);
  return token;
}
