import type { AuthAnswer, LoginRequest, TwoFaRequest } from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest, tooManyAttempts } from '../../platform/errors';
import { recordSignInFailure } from '../../platform/observability/metrics';
import { randomCode } from '../../platform/tokens';
import type { IdentityContext } from './identity.context';
import { mailAttackWarning, mailTwoFaCode } from './identity.mails';
import { clearAfterSignIn, recordFailure, secondsToWait } from './login-throttle';
import { consumeCode, issueCode } from './one-time-codes';
import { startSession } from './session.service';

type User = typeof users.$inferSelect;

export async function findUserByEmail(ctx: IdentityContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return user && !user.isDeleted ? user : null;
}

/** The metric's reason for each refusal key (registry_sign_in_failures_total). */
const FAILURE_REASONS: Record<string, Parameters<typeof recordSignInFailure>[0]> = {
  'auth.wrongCredentials': 'wrong_credentials',
  'auth.userNotConfirmed': 'not_confirmed',
  'auth.twoFaFailed': 'two_fa_failed',
};

/** During a delay the attempt is refused before any password work, and does not count. */
async function refuseIfThrottled(ctx: IdentityContext, request: FastifyRequest, email: string) {
  const wait = await secondsToWait(ctx.db, ctx.config, email, request.ip);
  if (wait.seconds > 0) {
    recordSignInFailure('throttled');
    await writeAudit(ctx.db, request, {
      action: 'login.throttled',
      entity: 'email',
      entityId: email,
      details: { seconds: wait.seconds, scope: wait.scope },
    });
    throw tooManyAttempts(wait.seconds);
  }
}

/**
 * Counts the failure, audits it and refuses with `key`, or with 429 when this failure starts a delay.
 * The owner of a registered address hears of an attack once per window; the answer is the same
 * whether or not the address exists.
 */
async function fail(
  ctx: IdentityContext,
  request: FastifyRequest,
  email: string,
  user: User | null,
  key: string,
): Promise<never> {
  const counted = await recordFailure(ctx.db, ctx.config, email, request.ip);
  recordSignInFailure(FAILURE_REASONS[key] ?? 'wrong_credentials');
  await writeAudit(ctx.db, request, {
    action: 'login.failed',
    userId: user?.id ?? null,
    entity: 'email',
    entityId: email,
    details: { reason: key },
  });
  if (counted.warnOwner && user) {
    await writeAudit(ctx.db, request, {
      action: 'login.owner-warned',
      userId: user.id,
      entity: 'user',
      entityId: user.id,
      details: { failures: counted.accountFailures },
    });
    // In the background: the answer must not take longer for a registered address.
    void mailAttackWarning(ctx, user, counted.accountFailures).catch((err) =>
      request.log.error({ err }, 'attack warning not sent'),
    );
  }
  if (counted.seconds > 0) throw tooManyAttempts(counted.seconds);
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
  await refuseIfThrottled(ctx, request, input.email);
  const user = await findUserByEmail(ctx, input.email);
  const passwordOk = await ctx.passwords.verify(user?.passwordHash, input.password);
  if (!user || !passwordOk) return fail(ctx, request, input.email, user, 'auth.wrongCredentials');
  // Said only after the password proved the caller owns the account, so it reveals nothing.
  if (!user.emailConfirmed) return fail(ctx, request, input.email, user, 'auth.userNotConfirmed');
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
  await clearAfterSignIn(ctx.db, ctx.config, input.email, request.ip);
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
  await refuseIfThrottled(ctx, request, input.email);
  const user = await findUserByEmail(ctx, input.email);
  const ok = user?.twoFa
    ? await consumeCode(ctx.db, user.id, 'twofa', input.code, ctx.config.codeMaxAttempts)
    : false;
  if (!user || !ok) return fail(ctx, request, input.email, user, 'auth.twoFaFailed');
  await clearAfterSignIn(ctx.db, ctx.config, input.email, request.ip);
  await writeAudit(ctx.db, request, {
    action: 'login.succeeded',
    userId: user.id,
    entity: 'user',
    entityId: user.id,
    details: { twoFa: true },
  });
  return startSession(ctx, user);
}
