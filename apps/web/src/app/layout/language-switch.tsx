import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage, type Language } from '@shuruaat/contract';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { loadStoredUser } from '@/features/auth/stored-user';
import { useTranslator } from '@/lib/i18n/translate';

/**
 * English / हिन्दी (decision 032). Each link is the same page's address in the other language,
 * so it works before the app has loaded and crawlers follow it; a click also remembers the
 * choice (cookie, and the account when signed in) before the page loads in that language.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { language, t } = useTranslator();
  const { pathname, search } = useLocation();
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: Language) => {
    event.preventDefault();
    // The signed-in user is kept in storage beside the session (features/auth), so the switch
    // needs no store and works in the footer, which renders outside it in tests.
    const { href } = event.currentTarget;
    // The switching code loads on the click: it is not worth its bytes in every page's entry.
    void import('./switch-language').then((m) =>
      m.switchLanguage(next, href, loadStoredUser() !== null),
    );
  };
  return (
    <ul aria-label={t('app.language.label')} className={`items-center gap-1 text-sm ${className}`}>
      {LANGUAGES.map((option) => (
        <li key={option} className="inline">
          {option === language ? (
            <span aria-current="true" className="rounded-md px-2 py-1 font-semibold underline">
              {LANGUAGE_NAMES[option]}
            </span>
          ) : (
            <a
              href={pathInLanguage(option, `${pathname}${search}`)}
              hrefLang={option}
              lang={option}
              title={t('app.language.switchTo', { language: LANGUAGE_NAMES[option] })}
              onClick={(event) => choose(event, option)}
              aria-label={drawn(option, language) ? LANGUAGE_NAMES[option] : undefined}
              className="rounded-md px-2 py-1 font-semibold hover:underline"
            >
              {drawn(option, language) ? (
                <span aria-hidden="true" className="hindi-name" />
              ) : (
                LANGUAGE_NAMES[option]
              )}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether a language's name is drawn rather than written: "हिन्दी" on a page in another
 * language, which would otherwise fetch the Devanagari font for that one word.
 */
const drawn = (option: Language, pageLanguage: Language) =>
  option === 'hi' && pageLanguage !== 'hi';
