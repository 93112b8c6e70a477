import { createTranslators } from '../../lib/translator';
import en from './locales/en.json';
import hi from './locales/hi.json';

/** The emails' words in each language; a recipient's saved language picks one (decision 032). */
export const mailWords = createTranslators({ en, hi });
