/**
 * HTML the server has already rendered from Markdown and sanitised (job descriptions, company
 * profiles), set as it is, with the typography Markdown needs.
 */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`text-slate-800 [&_a]:font-medium [&_a]:text-indigo-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:mt-5 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // Sanitised on the server (contract: JobDetailResponseSchema); never user HTML as typed.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
