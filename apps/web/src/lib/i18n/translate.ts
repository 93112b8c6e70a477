import { createContext, useContext } from 'react';
import type { Language } from '@shuruaat/contract';

// The one way screens say words (decision 032). Kept free of Lingui so the entry stays small:
// the runtime and the catalogues arrive as lazy chunks (./start.ts) before the app renders.

export type MessageValues = Record<string, string | number | null | undefined>;
export type Translate = (id: string, values?: MessageValues) => string;
export type Translator = { language: Language; t: Translate };

// Before a catalogue is loaded a message shows its id, which the English-leak check catches.
const idOnly: Translate = (id) => id;
let browserTranslator: Translator = { language: 'en', t: idOnly };

/** The browser's translator, set once its runtime and first catalogues have loaded. */
export function setBrowserTranslator(translator: Translator): void {
  browserTranslator = translator;
}

/** The server's render provides its request's translator; the browser has one for the page. */
export const TranslatorContext = createContext<Translator | null>(null);

export const useTranslator = (): Translator => useContext(TranslatorContext) ?? browserTranslator;

/** `const t = useT(); t('jobs.search.empty', { query })` inside a component. */
export const useT = (): Translate => useTranslator().t;

/** Outside render (a route action's toast, a thunk's fallback): the browser's language. */
export const t: Translate = (id, values) => browserTranslator.t(id, values);

/** The page's language outside render, e.g. for the switch or a formatter in an action. */
export const pageLanguage = (): Language => browserTranslator.language;

// The server's English messages shown by their keys (./server-words.ts): set up only on pages in
// another language, so the matcher stays out of the entry.
let serverWords: (message: string) => string = (message) => message;

export function setServerWords(localize: (message: string) => string): void {
  serverWords = localize;
}

/** A message the server wrote in English, in the page's language when a key knows it. */
export const localizeServerMessage = (message: string): string => serverWords(message);
