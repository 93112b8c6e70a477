import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renderMarkdown } from '@shuruaat/contract/markdown';

const purify = createDOMPurify(new JSDOM('').window);

// Employers and admins write Markdown; whatever HTML it becomes is reduced to plain formatting
// tags by the renderer the browser previews with, so a listing or a post can never carry a
// script, an event handler or a tracking pixel.
export function markdownToSafeHtml(markdown: string): string {
  return renderMarkdown(markdown, purify);
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
