import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  isLanguage,
  type Language,
} from '@shuruaat/contract';

/** The language the visitor chose (decision 032), when their cookie names one of ours. */
export function chosenLanguage(request: FastifyRequest): Language | undefined {
  const value = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

/**
 * Remembers a language in the visitor's browser. Readable by the page's script, which writes it
 * too when the visitor switches; it holds a preference, nothing secret.
 */
export function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  });
}
