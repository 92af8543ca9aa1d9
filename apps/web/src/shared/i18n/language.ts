import {
  type Language,
  LanguageId,
  type LanguageIdValue,
  languageFromId,
} from '@registry/domain/shared/messages';

const COOKIE = 'LanguageId';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The language chosen in this browser: the cookie holds the language id (1 ro, 2 en); Romanian by default. */
export function readLanguageCookie(): Language {
  const match = document.cookie.match(/(?:^|;\s*)LanguageId=(\d+)/);
  return languageFromId(match?.[1] ?? LanguageId.ro);
}

export function writeLanguageCookie(language: Language) {
  // The spec keeps the choice in a cookie; the Cookie Store API is not in every browser we serve.
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, unescaped numeric value
  document.cookie = `${COOKIE}=${LanguageId[language]}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function languageIdOf(language: Language): LanguageIdValue {
  return LanguageId[language];
}

const SIGN_IN_CHOICE = 'registry.signInLanguage';

/** A language picked on the sign-in page, before anyone is signed in: it outranks the profile's. */
export function rememberSignInChoice(language: Language) {
  try {
    sessionStorage.setItem(SIGN_IN_CHOICE, language);
  } catch {
    // Storage refused: the profile's language will apply at sign-in, as before.
  }
}

/** The sign-in page's choice, once: a later sign-in in this tab follows the profile again. */
export function takeSignInChoice(): Language | null {
  try {
    const chosen = sessionStorage.getItem(SIGN_IN_CHOICE);
    sessionStorage.removeItem(SIGN_IN_CHOICE);
    return chosen === 'ro' || chosen === 'en' ? chosen : null;
  } catch {
    return null;
  }
}
