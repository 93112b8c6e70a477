import type { FastifyRequest } from 'fastify';
import {
  pathInLanguage,
  preferredLanguage,
  splitLanguagePath,
  type Language,
} from '@shuruaat/contract';
import { chosenLanguage } from '../../lib/language-cookie';

export type PageLanguage = {
  language: Language;
  /** The spec's path of the page, without the language prefix (the head is built from it). */
  path: string;
  /** Where the visitor's language lives, when it is not this address. */
  redirectTo?: string;
};

/**
 * The language of a page request (decision 032): the address says it (`/hi/…` is Hindi); a
 * visitor whose cookie chose the other language is sent to that address; a first visit (no
 * cookie) to an English address follows `Accept-Language`. Crawlers carry neither, so each
 * address is indexed in its own language.
 */
export function pageLanguageOf(request: FastifyRequest, url: URL): PageLanguage {
  const { language, path } = splitLanguagePath(url.pathname);
  const chosen = chosenLanguage(request);
  const wanted =
    chosen ??
    (language === 'en' ? preferredLanguage(request.headers['accept-language']) : undefined);
  if (wanted && wanted !== language) {
    return { language, path, redirectTo: pathInLanguage(wanted, `${path}${url.search}`) };
  }
  return { language, path };
}
