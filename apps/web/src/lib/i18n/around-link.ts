import type { MessageValues, Translate } from './translate';

const MARK = '\u0000';

/**
 * A sentence's text before and after its `{link}`, for a link element set in between: the
 * sentence stays one message, so each language puts the link where its word order needs it.
 */
export function aroundLink(t: Translate, id: string, values: MessageValues = {}): [string, string] {
  const [before = '', after = ''] = t(id, { ...values, link: MARK }).split(MARK);
  return [before, after];
}
