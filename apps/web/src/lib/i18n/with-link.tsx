import type { ReactNode } from 'react';
import type { MessageValues, Translate } from './translate';

// A sentence with a link inside stays one message ("Read the {link} and agree"), so each
// language puts the link where its word order wants it; the link's words are a message too.
const MARK = '\u0000';

/** The message `id` with its `{link}` placeholder replaced by `link`. */
export function withLink(t: Translate, id: string, link: ReactNode, values?: MessageValues) {
  const [before = '', after = ''] = t(id, { ...values, link: MARK }).split(MARK);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
