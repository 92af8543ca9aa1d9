import {
  authAnswer,
  confirmAccountRequest,
  loginRequest,
  refreshTokenRequest,
  resetPasswordStep1Request,
  resetPasswordStep2Request,
  successAnswer,
  twoFaRequest,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmAccount, requestPasswordReset, resetPassword } from './account.service';
import type { IdentityContext } from './identity.context';
import { login, loginWithCode } from './login.service';
import { endSession, refreshSession } from './session.service';

const tags = ['identity'];

/** Sign-in and session (spec 01 §7.1). Thin: validate, call the service, answer. */
export function identityRoutes(ctx: IdentityContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Guessing passwords or codes is slowed per client address on top of the per-e-mail lockout.
    const limited = {
      access: 'public' as const,
      rateLimit: { max: ctx.config.identityRateLimitPerMinute, timeWindow: '1 minute' },
    };

    app.post(
      '/login',
      {
        config: limited,
        schema: {
          tags,
          summary: 'Password step of sign-in',
          description:
            'Wrong e-mail and wrong password get the same 400. Repeated failures are slowed, never locked: past ' +
            'LOGIN_MAX_FAILURES failures of one address from one client (10× per client, 4× per address) each ' +
            'failure doubles a delay up to LOCKOUT_MINUTES; attempts in a delay get 429 `{ key: ' +
            "'auth.tooManyAttempts' | 'auth.tooManyAttemptsMinutes', params: [n] }` with `Retry-After`. " +
            "The address's delay holds only clients that failed on it in the last 24 h; any other client's " +
            'password is checked at once. The same answers for registered and unknown addresses. A completed ' +
            'password reset lifts the delays.',
          body: loginRequest,
          response: { 200: authAnswer },
        },
      },
      (req) => login(ctx, req, req.body),
    );
    app.post(
      '/login-2fa',
      {
        config: limited,
        schema: {
          tags,
          summary: 'Second step of sign-in: the e-mailed 6-digit code',
          body: twoFaRequest,
          response: { 200: authAnswer },
        },
      },
      (req) => loginWithCode(ctx, req, req.body),
    );
    app.post(
      '/refresh-token',
      {
        config: limited,
        schema: {
          tags,
          summary: 'Rotates the refresh token; answers null when it is not live',
          body: refreshTokenRequest,
          response: { 200: authAnswer.nullable() },
        },
      },
      (req) => refreshSession(ctx, req, req.body.token),
    );
    app.post(
      '/logout',
      {
        config: limited,
        schema: {
          tags,
          summary: 'Revokes the refresh token and its family',
          body: refreshTokenRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await endSession(ctx, req, req.body.token);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/resetpasswordstep1',
      {
        config: limited,
        schema: {
          tags,
          summary: 'Mails a reset code; answers the same for unknown addresses',
          body: resetPasswordStep1Request,
          response: { 200: successAnswer },
        },
      },
      (req) => requestPasswordReset(ctx, req, req.body),
    );
    app.post(
      '/resetpasswordstep2',
      {
        config: limited,
        schema: { tags, body: resetPasswordStep2Request, response: { 200: successAnswer } },
      },
      (req) => resetPassword(ctx, req, req.body),
    );
    app.post(
      '/confirm-account',
      { config: limited, schema: { tags, body: confirmAccountRequest, response: { 200: successAnswer } } },
      (req) => confirmAccount(ctx, req, req.body),
    );
  };
}
