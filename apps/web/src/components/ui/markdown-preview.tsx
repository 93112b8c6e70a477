import DOMPurify from 'dompurify';
import { renderMarkdown } from '@shuruaat/contract/markdown';
import { useMemo } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { HtmlContent } from './html-content';

/**
 * Markdown shown as the page will show it: the same renderer and allow-list the server uses
 * (contract/markdown), run in the browser. Nothing renders before hydration, because
 * DOMPurify needs a real DOM and would pass HTML through unsanitised on the server.
 */
export function MarkdownPreview({
  markdown,
  empty,
  className = '',
}: {
  markdown: string;
  empty: string;
  className?: string;
}) {
  const isHydrated = useIsHydrated();
  const html = useMemo(
    () => (isHydrated && DOMPurify.isSupported ? renderMarkdown(markdown, DOMPurify) : ''),
    [isHydrated, markdown],
  );
  if (!markdown.trim() || !html) return <p className="text-slate-500">{empty}</p>;
  return <HtmlContent html={html} className={className} />;
}
