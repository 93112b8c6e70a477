import contractEn from '@shuruaat/contract/locales/en.json';
import contractHi from '@shuruaat/contract/locales/hi.json';
import { createTranslators } from '../../lib/translator';
import en from './locales/en.json';
import hi from './locales/hi.json';

/**
 * The emails' words in each language; a recipient's saved language picks one (decision 032).
 * The contract's catalogue is in too: an email names a city, or an alert, as the screens do.
 */
export const mailWords = createTranslators({ en, hi }, { en: contractEn, hi: contractHi });
