// Text helpers shared by the page (highlighting) and the scorer (comparison).

export function nfc(text: string): string {
  return text.normalize('NFC');
}

/** Equal as a reader sees them: the same text in NFC. */
export function sameText(a: string, b: string): boolean {
  return a === b || nfc(a) === nfc(b);
}

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Extended grapheme clusters. Engines with Unicode 15.1 keep a conjunct (क्ष) in one cluster;
 * older ones split it after the halant, which only moves a highlight by one letter.
 */
export function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('hi', { granularity: 'grapheme' })
        : null;
  }
  if (segmenter === null) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * Words as exams count them: runs of characters between whitespace. Punctuation stays attached
 * to its word (a missing comma is a punctuation mistake of that word); the danda । is a word of
 * its own only when typed with spaces around it, as Hindi passages write it.
 */
export function splitWords(text: string): string[] {
  return nfc(text)
    .split(/\s+/u)
    .filter((word) => word.length > 0);
}

/** Words with where each starts in the (NFC) text, for marking mistakes in the passage. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  const spans: { word: string; start: number; end: number }[] = [];
  for (const match of nfc(text).matchAll(/\S+/gu)) {
    spans.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

const DEVANAGARI_DIGIT_ZERO = 0x0966;

/** Devanagari digits read as the same figure as Arabic ones (१९४७ = 1947). */
export function foldDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/gu, (d) => String(d.charCodeAt(0) - DEVANAGARI_DIGIT_ZERO));
}

/**
 * What two words are compared as: Devanagari digits as Arabic ones, and the visarga as a colon —
 * Hindi text writes दुःख and दु:ख alike, and a Remington or Krutidev typist cannot type a colon
 * after a letter at all.
 */
export function comparisonForm(word: string): string {
  return foldDigits(word).replace(/\u0903/gu, ':');
}

const PUNCTUATION = /[\p{P}\p{S}]/gu;

export function stripPunctuation(word: string): string {
  return word.replace(PUNCTUATION, '');
}
