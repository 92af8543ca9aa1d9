import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import type { Language } from '@registry/domain/shared/messages';
import { useTranslation } from 'react-i18next';
import { accessToken } from '../auth/auth-store';
import { request } from '../http/http-client';
import { applyLanguage } from '../i18n/i18n';
import { languageIdOf, rememberSignInChoice } from '../i18n/language';

/**
 * Keeps the choice in the `LanguageId` cookie and tells the server (which stores it on the signed-in
 * user's profile, so the next sign-in comes back in the same language). Signed out, on the sign-in
 * page, the choice is remembered instead and saved to the profile at sign-in (issue 18).
 */
export async function switchLanguage(language: Language) {
  await applyLanguage(language);
  if (accessToken()) await saveProfileLanguage(language);
  else rememberSignInChoice(language);
}

/** Stores the language on the signed-in user's profile; a failure only means the next sign-in differs. */
export function saveProfileLanguage(language: Language) {
  return request(`/api/language/${languageIdOf(language)}`, { method: 'POST', showErrors: false }).catch(
    () => undefined,
  );
}

/**
 * With two languages a menu is one click too many: the button names the other language, in that
 * language, and switches to it (it also keeps a menu's code out of the sign-in bundle).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other: Language = i18n.language === 'en' ? 'ro' : 'en';
  return (
    <Button
      color="inherit"
      startIcon={<TranslateIcon />}
      onClick={() => void switchLanguage(other)}
      lang={other}
      // The spoken name starts with the text shown (WCAG 2.5.3, label in name).
      aria-label={`${other.toUpperCase()} – ${t('language.choose')}: ${t(`language.${other}`)}`}
      data-testid="language-switch"
      sx={{ minWidth: 0, flexShrink: 0 }}
    >
      <span>{other.toUpperCase()}</span>
    </Button>
  );
}
