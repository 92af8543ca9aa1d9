import type { Config } from '../../config';
import { badRequest } from '../../platform/errors';

/**
 * The reset calls carry a captcha token (spec 01 §7.1). When CAPTCHA_VERIFY_URL and CAPTCHA_SECRET
 * are set, the token is checked with a reCAPTCHA/hCaptcha-style `siteverify` POST
 * (secret, response, remoteip → { success }); when they are not, the token is ignored.
 */
export async function verifyCaptcha(config: Config, token: string | null | undefined, ip: string) {
  if (!config.captcha) return;
  if (!token) throw badRequest('auth.captchaFailed');
  const body = new URLSearchParams({ secret: config.captcha.secret, response: token, remoteip: ip });
  try {
    const answer = await fetch(config.captcha.url, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    const result = (await answer.json()) as { success?: boolean };
    if (result.success === true) return;
  } catch {
    // An unreachable verifier must not let requests through.
  }
  throw badRequest('auth.captchaFailed');
}
