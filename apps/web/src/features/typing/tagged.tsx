import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with a link or bold words inside: the catalogue marks them as
 * `<name>…</name>` (ICU leaves tags as text), so each language places them where its word order
 * wants them, and `tags` turns each into its element.
 */
export function tagged(message: string, tags: Record<string, (text: string) => ReactNode>) {
  const parts = message.split(/<(\w+)>(.*?)<\/\1>/su);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    const [text, name, inner = ''] = [parts[i], parts[i + 1], parts[i + 2]];
    if (text) nodes.push(<Fragment key={i}>{text}</Fragment>);
    if (name !== undefined) {
      const make = tags[name];
      nodes.push(<Fragment key={i + 1}>{make ? make(inner) : inner}</Fragment>);
    }
  }
  return nodes;
}
