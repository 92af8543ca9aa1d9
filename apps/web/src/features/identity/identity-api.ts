import {
  type AuthAnswer,
  authAnswer,
  type ConfirmAccountRequest,
  type LoginRequest,
  type ResetPasswordStep1Request,
  type ResetPasswordStep2Request,
  type TwoFaRequest,
} from '@registry/domain/identity/contracts';
import { request } from '../../shared/http/http-client';

/** The sign-in page shows failures inline, so these calls never open the error dialog. */
const quiet = { method: 'POST', showErrors: false, busy: true } as const;

export async function login(body: LoginRequest): Promise<AuthAnswer> {
  return authAnswer.parse(await request('/api/identity/login', { ...quiet, body }));
}

export async function loginTwoFa(body: TwoFaRequest): Promise<AuthAnswer> {
  return authAnswer.parse(await request('/api/identity/login-2fa', { ...quiet, body }));
}

export function requestResetCode(body: ResetPasswordStep1Request): Promise<unknown> {
  return request('/api/identity/resetpasswordstep1', { ...quiet, body });
}

export function resetPassword(body: ResetPasswordStep2Request): Promise<unknown> {
  return request('/api/identity/resetpasswordstep2', { ...quiet, body });
}

export function confirmAccount(body: ConfirmAccountRequest): Promise<unknown> {
  return request('/api/identity/confirm-account', { ...quiet, body });
}
