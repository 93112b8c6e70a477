import type { PageHead } from './page-head';

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// JSON inside <script> must not be able to close the tag or open a comment.
const safeJson = (value: object) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Writes a page's title, description, canonical link, Open Graph tags and JSON-LD into index.html. */
export function renderHead(template: string, head: PageHead): string {
  const tags = [
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
    `<meta property="og:site_name" content="Shuruaat" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(head.canonical)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
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
