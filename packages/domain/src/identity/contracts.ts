import { z } from 'zod';
import { msg } from '../shared/messages';

/** Spec 01 §5: at least 8 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[!@#$%^&*]/.test(value)
  );
}

export const emailField = z
  .string({ error: msg.required })
  .trim()
  .min(1, msg.required)
  .max(254, msg.maxLength(254))
  .pipe(z.email({ error: msg.email }))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: msg.required })
  .max(128, msg.maxLength(128))
  .refine(isStrongPassword, msg.password);
const requiredText = z.string({ error: msg.required }).min(1, msg.required);
const captchaToken = z.string().max(4096).optional().nullable();

export const loginRequest = z.object({
  email: emailField,
  password: requiredText.max(128, msg.maxLength(128)),
});
export const twoFaRequest = z.object({ email: emailField, code: requiredText.max(12, msg.maxLength(12)) });
export const resetPasswordStep1Request = z.object({ email: emailField, captchaToken });
export const resetPasswordStep2Request = z.object({
  email: emailField,
  password: passwordField,
  code: requiredText.max(12, msg.maxLength(12)),
  captchaToken,
});
export const confirmAccountRequest = z.object({
  email: emailField,
  password: passwordField,
  token: requiredText.max(512, msg.maxLength(512)),
  termsAccepted: z.literal(true, { error: msg.termsRequired }),
});
export const refreshTokenRequest = z.object({ token: requiredText.max(512, msg.maxLength(512)) });

/** Tokens come back only when no second factor is pending. */
export const authAnswer = z.object({
  success: z.boolean(),
  twoFaRequired: z.boolean(),
  languageId: z.number().int(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresAt: z.number().int().optional().describe('Access token expiry, seconds since the epoch'),
});
export const successAnswer = z.object({ success: z.boolean() });

export type LoginRequest = z.infer<typeof loginRequest>;
export type TwoFaRequest = z.infer<typeof twoFaRequest>;
export type ResetPasswordStep1Request = z.infer<typeof resetPasswordStep1Request>;
export type ResetPasswordStep2Request = z.infer<typeof resetPasswordStep2Request>;
export type ConfirmAccountRequest = z.infer<typeof confirmAccountRequest>;
export type AuthAnswer = z.infer<typeof authAnswer>;
