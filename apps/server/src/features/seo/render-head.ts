import { LANGUAGES, LOCALES, pathInLanguage, type Language } from '@shuruaat/contract';
import type { PageHead } from './page-head';

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// JSON inside <script> must not be able to close the tag or open a comment.
const safeJson = (value: object) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A page's address in a language, from its English canonical address. */
function addressIn(language: Language, canonical: string): string {
  const url = new URL(canonical);
  return `${url.origin}${pathInLanguage(language, `${url.pathname}${url.search}`)}`;
}

// Each language's address of the page, and English for a reader of neither (x-default).
const alternates = (canonical: string) => [
  ...LANGUAGES.map(
    (language) =>
      `<link rel="alternate" hreflang="${LOCALES[language]}" href="${escapeAttr(addressIn(language, canonical))}" />`,
  ),
  `<link rel="alternate" hreflang="x-default" href="${escapeAttr(canonical)}" />`,
];

/**
 * Writes a page's title, description, canonical link (the address in the page's language),
 * its other languages' addresses, Open Graph tags and JSON-LD into index.html.
 */
export function renderHead(template: string, head: PageHead, language: Language = 'en'): string {
  const canonical = addressIn(language, head.canonical);
  const tags = [
    `<link rel="canonical" href="${escapeAttr(canonical)}" />`,
    ...alternates(head.canonical),
    `<meta property="og:site_name" content="Shuruaat" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(canonical)}" />`,
    `<meta property="og:locale" content="${LOCALES[language].replace('-', '_')}" />`,
    head.image ? `<meta property="og:image" content="${escapeAttr(head.image)}" />` : '',
    `<meta name="twitter:card" content="summary" />`,
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  // Replacer functions: titles and descriptions are user text, where `$&` and `` $` `` are not
  // replacement patterns (a lint rule keeps strings with expressions out of `replace`).
  const title = `<title>${escapeAttr(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeAttr(head.description)}" />`;
  const headEnd = `    ${tags.join('\n    ')}\n  </head>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description)
    .replace('</head>', () => headEnd);
}

/**
 * The page's language on `<html lang>`, which the browser's app reads to load its words. A Hindi
 * page also asks for the Devanagari font with the page itself (decision 033): fetched only once
 * the stylesheet named it, it arrived after the first paint and the swap moved the text (CLS
 * 0.16 on /hi). The request goes first in the head, ahead of the ~80 KB of inlined styles: on a
 * slow phone network those take about half a second to arrive, and the browser can't ask for
 * what it has not yet received.
 */
export function withLanguage(
  template: string,
  language: Language,
  devanagariFont?: string,
): string {
  const html = template.replace(
    /<html(\s+lang="[^"]*")?/,
    () => `<html lang="${LOCALES[language]}"`,
  );
  if (language !== 'hi' || !devanagariFont) return html;
  const preload = `<link rel="preload" href="${escapeAttr(devanagariFont)}" as="font" type="font/woff2" crossorigin />`;
  return html.replace(/<head>/, () => `<head>${preload}`);
}
