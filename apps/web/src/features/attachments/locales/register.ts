import { i18n } from '../../../shared/i18n/i18n';
import en from './en.json';
import ro from './ro.json';

/** The attachment texts travel with the notification chunk that shows them (idempotent). */
i18n.addResourceBundle('ro', 'translation', ro, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
