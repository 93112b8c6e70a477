// The interface languages (decision 032). English is the source; each other language is a
// catalogue beside it and a URL prefix.
// Plain values, no zod: the page's entry reads them, and every byte there counts (the request
// schemas are in language-settings.ts).
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

export const DEFAULT_LANGUAGE: Language = 'en';
/** The visitor's choice, read by the server before it renders a page. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: a choice of language is not a session. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Intl's name of each language as written in India (numbers with lakh grouping, IST dates). */
export const LOCALES: Record<Language, 'en-IN' | 'hi-IN'> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

// English pages keep the spec's paths; every other language lives under its own prefix.
const prefixOf = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The router's basename for a language: '' for English, '/hi' for Hindi. */
export const basenameOf = prefixOf;

/**
 * One slash in front: `/hi//evil.com` in English would be `//evil.com`, which a browser reads
 * as another site (`/\evil.com` too), so a redirect or a language link would leave Shuruaat.
 */
const localPath = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;

/** Splits a path into its language and the spec's path: `/hi/jobs` → hi, `/jobs`. */
export function splitLanguagePath(path: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = prefixOf(language);
    if (prefix === '') continue;
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      return { language, path: localPath(path.slice(prefix.length)) };
    }
  }
  return { language: DEFAULT_LANGUAGE, path };
}

/** The spec's path (with its query) in a language: `/jobs?q=x` in Hindi → `/hi/jobs?q=x`. */
export function pathInLanguage(language: Language, path: string): string {
  const local = localPath(path);
  const prefix = prefixOf(language);
  if (prefix === '') return local;
  return local === '/' ? prefix : `${prefix}${local}`;
}

/**
 * The language an `Accept-Language` header prefers among ours, or undefined when it names
 * none of them (q-values honoured; `hi-IN` counts as `hi`).
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}
