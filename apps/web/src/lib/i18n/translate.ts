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

// The server renders pages of both languages in one process. renderToString is synchronous, so
// while it runs no other request's render can: the page's language is set around it, and the
// formatters (lib/format.ts) read it here instead of every screen passing it.
let renderingLanguage: Language | undefined;

/** Runs a synchronous render (or a test) with the page's language set to `language`. */
export function inPageLanguage<T>(language: Language, render: () => T): T {
  const outer = renderingLanguage;
  renderingLanguage = language;
  try {
    return render();
  } finally {
    renderingLanguage = outer;
  }
}

/** The page's language: the page being rendered on the server, else the browser's page. */
export const pageLanguage = (): Language => renderingLanguage ?? browserTranslator.language;

// The server's English messages shown by their keys (./server-words.ts): set up only on pages in
// another language, so the matcher stays out of the entry.
let serverWords: (message: string) => string = (message) => message;

export function setServerWords(localize: (message: string) => string): void {
  serverWords = localize;
}

/** A message the server wrote in English, in the page's language when a key knows it. */
export const localizeServerMessage = (message: string): string => serverWords(message);
