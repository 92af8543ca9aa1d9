import { catalogues, formatMessage, type Language, splitMessageCode } from '@registry/domain/shared/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import ro from '../../locales/ro.json';
import { readLanguageCookie, writeLanguageCookie } from './language';

/**
 * Two namespaces: `translation` holds the UI texts (nested keys), `messages` holds the shared message
 * catalogue of `@registry/domain` (flat keys that contain dots, hence `keySeparator: false` when
 * looking them up) so zod and server codes read the same in the browser as on the server.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readLanguageCookie(),
  fallbackLng: 'ro',
  supportedLngs: ['ro', 'en'],
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  resources: {
    ro: { translation: ro, messages: catalogues.ro },
    en: { translation: en, messages: catalogues.en },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ro';
}

export async function applyLanguage(language: Language) {
  writeLanguageCookie(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * Translates a message code (`validation.maxLength_50`): the key through the `messages` namespace,
 * then the `{0}` parameters. A text that is not a known key is shown as it came.
 */
export function translateMessage(code: string): string {
  const { key, params } = splitMessageCode(code);
  return translateKey(key, params);
}

/** A catalogue key with its parameters; an unknown key comes back unchanged (it may be plain text). */
export function translateKey(key: string, params: readonly string[] = []): string {
  if (!i18n.exists(key, { ns: 'messages', keySeparator: false })) {
    return params.length ? [key, ...params].join('_') : key;
  }
  const template = i18n.t(key, { ns: 'messages', keySeparator: false });
  return formatMessage(
    template,
    params.map((p) => translateParam(p)),
  );
}

/** A parameter may itself be a catalogue key (`field.email`); otherwise it is shown as it is. */
function translateParam(param: string): string {
  return i18n.exists(param, { ns: 'messages', keySeparator: false })
    ? i18n.t(param, { ns: 'messages', keySeparator: false })
    : param;
}
