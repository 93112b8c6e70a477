import contractEn from '@shuruaat/contract/locales/en.json';
import contractHi from '@shuruaat/contract/locales/hi.json';
import type { ContractWords, Language } from '@shuruaat/contract';
import { createTranslators } from '../../lib/translator';
import en from './locales/en.json';
import hi from './locales/hi.json';

// The words the server writes into a page's head (decision 032), with the contract's catalogue:
// a search's heading names its cities and category as the page's h1 does.
const seoWords = createTranslators({ en, hi }, { en: contractEn, hi: contractHi });

/** A page head's words in a language, in the shape the contract's wording functions take. */
export const headWords = (language: Language): ContractWords => ({
  language,
  t: seoWords[language],
});
