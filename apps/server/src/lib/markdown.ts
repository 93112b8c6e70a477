import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Employers write Markdown; whatever HTML it becomes is reduced to plain formatting tags, so a
// listing can never carry a script, an event handler or a tracking pixel.
const ALLOWED = {
  allowedTags: [
    'p',
    'br',
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
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
    h1: 'h2',
  },
};

export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, ALLOWED);
}

/** Plain text for meta descriptions: Markdown rendered, tags dropped, space collapsed, cut at a word. */
export function markdownToPlainText(markdown: string, maxLength: number): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2))}…`;
}
