import type { AuthAnswer } from '@registry/domain/identity/contracts';
import { languageFromId } from '@registry/domain/shared/messages';
import { signIn } from '../../shared/auth/auth-store';
import { applyLanguage } from '../../shared/i18n/i18n';
import { languageIdOf, takeSignInChoice } from '../../shared/i18n/language';
import { navigateTo } from '../../shared/navigation';
import { saveProfileLanguage } from '../../shared/ui/language-switch';

/**
 * Stores the tokens, applies the language and goes to the dashboard. The profile's language applies
 * (spec 01 §4) unless the user picked one on the sign-in page just now: what they chose there wins
 * and becomes the profile's language, rather than being overridden without a word (issue 18).
 */
export async function completeSignIn(answer: AuthAnswer): Promise<boolean> {
  if (!signIn(answer)) return false;
  const chosen = takeSignInChoice();
  await applyLanguage(chosen ?? languageFromId(answer.languageId));
  if (chosen && languageIdOf(chosen) !== answer.languageId) await saveProfileLanguage(chosen);
  navigateTo('/', { replace: true });
  return true;
}
