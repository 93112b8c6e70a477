/**
 * What is wrong with a rendered page's HTML as a browser would read it: a second copy of the
 * document, or a data block (page state, JSON-LD) that no longer parses and so cannot hydrate.
 */
export function problemsWithPage(html: string): string[] {
  const problems: string[] = [];
  const doctypes = html.match(/<!doctype html>/gi)?.length ?? 0;
  if (doctypes !== 1) problems.push(`${doctypes} copies of the document`);
  const blocks = [
    ...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  for (const [tag, json] of blocks) {
    try {
      JSON.parse(json ?? '');
    } catch {
      problems.push(`a data block that does not parse: ${tag.slice(0, 80)}`);
    }
  }
  return problems;
}

/**
 * An index.html shaped like the production build's: the stylesheet is inlined in the head, so a
 * replacement pattern that copies "the text before" or "the text after" copies tens of kilobytes.
 */
export const BUILT_LIKE_INDEX_HTML = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<title>Shuruaat</title><meta name="description" content="x" />',
  `<style>${'.card{margin:0 auto;padding:1rem}'.repeat(600)}</style>`,
  '</head><body><div id="root"></div>',
  `<script type="module" src="/assets/index.js"></script>${'<!-- build -->'.repeat(600)}`,
  '</body></html>',
].join('');
