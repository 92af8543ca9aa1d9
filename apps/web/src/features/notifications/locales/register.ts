import { i18n } from '../../../shared/i18n/i18n';
import en from './en.json';
import ro from './ro.json';

/**
 * The notification screens' texts travel with their lazy chunk, not with the sign-in bundle; they
 * join the app's `translation` namespace when the chunk loads (idempotent).
 */
i18n.addResourceBundle('ro', 'translation', ro, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
