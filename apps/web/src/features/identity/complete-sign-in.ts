import type { AuthAnswer } from '@registry/domain/identity/contracts';
import { languageFromId } from '@registry/domain/shared/messages';
import { signIn } from '../../shared/auth/auth-store';
import { applyLanguage } from '../../shared/i18n/i18n';
import { navigateTo } from '../../shared/navigation';

/** Stores the tokens, applies the profile's language (spec 01 §4) and goes to the dashboard. */
export async function completeSignIn(answer: AuthAnswer): Promise<boolean> {
  if (!signIn(answer)) return false;
  await applyLanguage(languageFromId(answer.languageId));
  navigateTo('/', { replace: true });
  return true;
}
