import { i18n } from '../../../shared/i18n/i18n';
import en from './en.json';
import ro from './ro.json';

/** The statement's texts travel with its lazy chunk, not with the sign-in bundle. */
i18n.addResourceBundle('ro', 'translation', ro, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
