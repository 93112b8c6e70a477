import type { DOMPurify } from 'dompurify';
import { Marked } from 'marked';

/**
 * The one Markdown renderer: the server uses it for job descriptions, company profiles and
 * blog posts, and the browser uses it for the live previews, so a preview shows exactly the
 * HTML the page will carry. Kept out of the package index so it never reaches the entry bundle.
 */
export const MARKDOWN_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

// A page has one h1 (its title); a "# heading" in the body becomes a section heading.
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  walkTokens: (token) => {
    if (token.type === 'heading' && token.depth < 2) token.depth = 2;
  },
});

const prepared = new WeakSet<DOMPurify>();

function prepare(purify: DOMPurify): DOMPurify {
  if (prepared.has(purify)) return purify;
  // Links leave the site without passing rank or a window.opener handle.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    node.setAttribute('rel', 'nofollow noopener noreferrer');
    node.setAttribute('target', '_blank');
  });
  prepared.add(purify);
  return purify;
}

/** Markdown to HTML holding only formatting tags and http(s)/mailto links. */
export function renderMarkdown(markdown: string, purify: DOMPurify): string {
  const html = marked.parse(markdown) as string;
  return prepare(purify).sanitize(html, {
    ALLOWED_TAGS: MARKDOWN_TAGS,
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    KEEP_CONTENT: true,
  });
}
