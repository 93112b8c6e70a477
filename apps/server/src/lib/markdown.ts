import { marked } from 'marked';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renderMarkdown } from '@shuruaat/contract/markdown';

const { window } = new JSDOM('');
const purify = createDOMPurify(window);

// Employers and admins write Markdown; whatever HTML it becomes is reduced to plain formatting
// tags by the renderer the browser previews with, so a listing or a post can never carry a
// script, an event handler or a tracking pixel.
export function markdownToSafeHtml(markdown: string): string {
  return renderMarkdown(markdown, purify);
}

/** Plain text for meta descriptions: Markdown rendered, tags dropped, space collapsed, cut at a word. */
export function markdownToPlainText(markdown: string, maxLength: number): string {
  // An inert <template> parses without running or fetching anything; its text has no entities
  // left (the head escapes it once, where it is written).
  const template = window.document.createElement('template');
  template.innerHTML = marked.parse(markdown, { async: false, gfm: true });
  template.content.querySelectorAll('script, style, textarea').forEach((node) => node.remove());
  const text = (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2))}…`;
}
