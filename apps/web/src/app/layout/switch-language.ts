import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, type Language } from '@shuruaat/contract';

/**
 * Remembers the language (the cookie the server reads, and the account's when signed in, which
 * emails follow), then loads the page's address in it (decision 032).
 */
export async function switchLanguage(language: Language, href: string, isSignedIn: boolean) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  if (isSignedIn) {
    // A failed save still switches this browser; the account keeps its language until next time.
    await import('@/features/auth/language-api')
      .then((api) => api.saveLanguage(language))
      .catch(() => undefined);
  }
  window.location.assign(href);
}
