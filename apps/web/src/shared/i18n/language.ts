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
