import { createContext, RouterContextProvider } from 'react-router';
import { t as browserT, type Translate, type Translator } from './translate';

/**
 * The translator of the request a route loader or action runs for. The server renders pages of
 * both languages in one process, and its loaders run concurrently, so the module-level `t` (the
 * browser's, which renders message ids there) cannot say their words: entry-server.tsx puts the
 * request's translator in the router's context instead. The browser sets none; its page's
 * translator is the one.
 */
export const requestTranslator = createContext<Translator | null>(null);

/** The router's context for a request in one language (the server's render). */
export function contextWithTranslator(translator: Translator): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestTranslator, translator);
  return context;
}

// Read by shape, not `instanceof`: a test calls a loader with a plain object for its context.
const translatorIn = (context: unknown): Translator | null =>
  typeof (context as RouterContextProvider | undefined)?.get === 'function'
    ? (context as RouterContextProvider).get(requestTranslator)
    : null;

/**
 * `const t = requestT(args)` in a loader or action: the words of the request it answers, for
 * the fallback messages its failures show.
 */
export const requestT = ({ context }: { context?: unknown }): Translate =>
  translatorIn(context)?.t ?? browserT;
