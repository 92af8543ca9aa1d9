import { i18n } from '../../../../shared/i18n/i18n';
import en from './en.json';
import ro from './ro.json';

/** The import dialogs' texts travel with the list pages' chunks. */
i18n.addResourceBundle('ro', 'translation', ro, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
