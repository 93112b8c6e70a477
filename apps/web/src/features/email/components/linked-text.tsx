import { Fragment } from 'react';

// Candidates only: each is parsed again, and only http(s) addresses become links.
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"']+/gi;
// A sentence's full stop or a closing bracket after an address is not part of it.
const TRAILING = /[.,;:!?)\]]+$/;

type Piece = { text: string; href?: string };

/** Splits text into plain runs and http(s) addresses, which are the only ones that link. */
export function linkPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    pieces.push({ text: text.slice(from, match.index) }, { text: address, href });
    from = match.index + address.length;
  }
  pieces.push({ text: text.slice(from) });
  return pieces.filter((piece) => piece.text !== '');
}

function safeHref(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An email's text with its addresses clickable (the development mailbox, where confirmation and
 * reset links arrive). React escapes every piece; links open in a tab that cannot reach back.
 */
export function LinkedText({ text }: { text: string }) {
  return linkPieces(text).map((piece, index) =>
    piece.href ? (
      <a
        key={index}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-indigo-700 underline"
      >
        {piece.text}
      </a>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}
