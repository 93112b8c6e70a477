import { createRequire } from 'node:module';
import { marked } from 'marked';
import createDOMPurify from 'dompurify';
import type { JSDOM as JsdomClass } from 'jsdom';
import { renderMarkdown } from '@shuruaat/contract/markdown';
import { textMemo } from './text-memo';

// jsdom is loaded and its window made on first use, or by `prepareMarkdown` once the server
// listens: loading it took a fifth of the server's start-up (issue 28).
const require = createRequire(import.meta.url);
let dom: { window: JsdomClass['window']; purify: ReturnType<typeof createDOMPurify> } | undefined;
function domOf() {
  if (!dom) {
    const { JSDOM } = require('jsdom') as { JSDOM: typeof JsdomClass };
    const { window } = new JSDOM('');
    dom = { window, purify: createDOMPurify(window) };
  }
  return dom;
}

/**
 * Loads jsdom now, so the first page that renders Markdown does not wait for it. It reads some
 * hundreds of files: when the process is out of descriptors (a flood of idle connections), that
 * fails, and a warm-up must not end the process: the first use tries again.
 */
export function prepareMarkdown(): boolean {
  try {
    domOf();
    return true;
  } catch {
    return false;
  }
}

// Employers and admins write Markdown; whatever HTML it becomes is reduced to plain formatting
// tags by the renderer the browser previews with, so a listing or a post can never carry a
// script, an event handler or a tracking pixel. Sanitising builds a DOM in jsdom each time (a
// fifth of the server's time when job pages were read without pause), and the answer depends on
// the text alone, so repeats come from memory: about 8 MB of the most recent texts.
export const markdownToSafeHtml = textMemo((markdown) => renderMarkdown(markdown, domOf().purify), {
  maxChars: 4_000_000,
});

const plainTextOf = textMemo((markdown) => markdownToText(markdown), { maxChars: 4_000_000 });

/** Plain text for meta descriptions: Markdown rendered, tags dropped, space collapsed, cut at a word. */
export function markdownToPlainText(markdown: string, maxLength: number): string {
  const text = plainTextOf(markdown);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2))}…`;
}

function markdownToText(markdown: string): string {
  // An inert <template> parses without running or fetching anything; its text has no entities
  // left (the head escapes it once, where it is written).
  const template = domOf().window.document.createElement('template');
  template.innerHTML = marked.parse(markdown, { async: false, gfm: true });
  template.content.querySelectorAll('script, style, textarea').forEach((node) => node.remove());
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
