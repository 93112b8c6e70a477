import { createTranslators } from '../../lib/translator';
import en from './locales/en.json';
import hi from './locales/hi.json';

/**
 * The sign-in emails' words in each language (decision 032). An account's language is saved at
 * sign-up from the pages it was made on, so even the first email is in it.
 */
export const accountWords = createTranslators({ en, hi });
