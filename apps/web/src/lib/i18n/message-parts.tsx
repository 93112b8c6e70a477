import { Fragment, type ReactNode } from 'react';
import type { MessageValues, Translate } from './translate';

// A sentence with a link inside is one message, so each language puts the link where its word
// order needs it: the link stands in as a marker, and the translated text is split around it.
const MARK = '\uE000';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/** `t(id, values)` with React elements (links) in place of the `{names}` given in `elements`. */
export function messageWithParts(
  t: Translate,
  id: string,
  values: MessageValues,
  elements: Record<string, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  // split() with a capturing group puts each marker's name at the odd positions.
  return t(id, { ...values, ...markers })
    .split(MARKED)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? elements[part] : part}</Fragment>
    ));
}
