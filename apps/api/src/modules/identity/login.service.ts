import type { AuthAnswer, LoginRequest, TwoFaRequest } from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { randomCode } from '../../platform/tokens';
import type { IdentityContext } from './identity.context';
import { mailTwoFaCode } from './identity.mails';
import { clearFailures, lockMinutesLeft, recordFailure } from './login-throttle';
import { consumeCode, issueCode } from './one-time-codes';
import { startSession } from './session.service';

export async function findUserByEmail(ctx: IdentityContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return user && !user.isDeleted ? user : null;
}

async function refuseIfLocked(ctx: IdentityContext, request: FastifyRequest, email: string) {
  const minutes = await lockMinutesLeft(ctx.db, email);
  if (minutes > 0) {
    await writeAudit(ctx.db, request, { action: 'login.refused-locked', entity: 'email', entityId: email });
    throw badRequest('auth.userLocked', [minutes]);
  }
}

/** Counts the failure (locking the address at the limit), audits it, and refuses with `key`. */
async function fail(
  ctx: IdentityContext,
  request: FastifyRequest,
  email: string,
  userId: number | null,
  key: string,
): Promise<never> {
  const locked = await recordFailure(ctx.db, email, ctx.config.loginMaxFailures, ctx.config.lockoutMinutes);
  await writeAudit(ctx.db, request, {
    action: 'login.failed',
    userId,
    entity: 'email',
    entityId: email,
    details: { reason: key },
  });
  if (locked) {
    await writeAudit(ctx.db, request, { action: 'login.locked', userId, entity: 'email', entityId: email });
    throw badRequest('auth.userLocked', [ctx.config.lockoutMinutes]);
  }
  throw badRequest(key);
}

/**
 * Password step. Unknown e-mail and wrong password get the same answer, after the same argon2 work.
 * With 2FA on, a code is e-mailed and no tokens are given yet.
 */
export async function login(
  ctx: IdentityContext,
  request: FastifyRequest,
  input: LoginRequest,
): Promise<AuthAnswer> {
  await refuseIfLocked(ctx, request, input.email);
  const user = await findUserByEmail(ctx, input.email);
  const passwordOk = await ctx.passwords.verify(user?.passwordHash, input.password);
  if (!user || !passwordOk) return fail(ctx, request, input.email, user?.id ?? null, 'auth.wrongCredentials');
  // Said only after the password proved the caller owns the account, so it reveals nothing.
  if (!user.emailConfirmed) return fail(ctx, request, input.email, user.id, 'auth.userNotConfirmed');
  if (user.twoFa) {
    const code = randomCode();
    await issueCode(ctx.db, user.id, 'twofa', code, ctx.config.codeTtlMinutes * 60_000);
    await mailTwoFaCode(ctx, user, code);
    await writeAudit(ctx.db, request, {
      action: 'login.twofa-sent',
      userId: user.id,
      entity: 'user',
      entityId: user.id,
    });
    return { success: true, twoFaRequired: true, languageId: user.languageId };
  }
  await clearFailures(ctx.db, input.email);
  await writeAudit(ctx.db, request, {
    action: 'login.succeeded',
    userId: user.id,
    entity: 'user',
    entityId: user.id,
  });
  return startSession(ctx, user);
}

/** Second step: the e-mailed code. Wrong codes count as failed sign-ins too. */
export async function loginWithCode(
  ctx: IdentityContext,
  request: FastifyRequest,
  input: TwoFaRequest,
): Promise<AuthAnswer> {
  await refuseIfLocked(ctx, request, input.email);
  const user = await findUserByEmail(ctx, input.email);
  const ok = user?.twoFa
    ? await consumeCode(ctx.db, user.id, 'twofa', input.code, ctx.config.codeMaxAttempts)
    : false;
  if (!user || !ok) return fail(ctx, request, input.email, user?.id ?? null, 'auth.twoFaFailed');
  await clearFailures(ctx.db, input.email);
  await writeAudit(ctx.db, request, {
    action: 'login.succeeded',
    userId: user.id,
    entity: 'user',
    entityId: user.id,
    details: { twoFa: true },
  });
  return startSession(ctx, user);
}
