import { i18n } from '../../../../shared/i18n/i18n';
import en from './en.json';
import ro from './ro.json';

/** The interventions screens' texts travel with their lazy chunk (merged into `translation`, idempotent). */
i18n.addResourceBundle('ro', 'translation', ro, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
