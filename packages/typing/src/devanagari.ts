// Character classes of Devanagari that the composers and the word comparison need.

export const HALANT = '\u094D';
export const NUKTA = '\u093C';
export const SHORT_I = '\u093F';
export const REPH = '\u0930\u094D';
export const RAKAR = '\u094D\u0930';

/** क..ह plus the precomposed nukta letters that stay precomposed under NFC (ऩ ऱ ऴ). */
export function isConsonant(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c >= 0x0915 && c <= 0x0939) || (c >= 0x0958 && c <= 0x095f) || c === 0x0979;
}

/** Signs that attach to a preceding consonant: matras, anusvara, chandrabindu, visarga, nukta. */
export function isDependentSign(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (
    (c >= 0x0900 && c <= 0x0903) ||
    c === 0x093c ||
    (c >= 0x093e && c <= 0x094c) ||
    (c >= 0x094e && c <= 0x094f) ||
    (c >= 0x0955 && c <= 0x0957) ||
    (c >= 0x0962 && c <= 0x0963)
  );
}

// U+0958–U+095F are composition exclusions: NFC writes them as letter + nukta. ऩ ऱ ऴ compose.
const NUKTA_COMPOSED: Readonly<Record<string, string>> = {
  '\u0928': '\u0929',
  '\u0930': '\u0931',
  '\u0933': '\u0934',
};

/** The NFC spelling of `consonant` with a nukta. */
export function withNukta(consonant: string): string {
  return NUKTA_COMPOSED[consonant] ?? consonant + NUKTA;
}

/**
 * Index where the syllable ending the text starts: its consonant cluster (half letters,
 * nukta, rakar) and the signs after it. Returns `text.length` when the text does not end in one.
 */
export function lastSyllableStart(text: string): number {
  let i = text.length;
  while (i > 0 && isDependentSign(text.charAt(i - 1))) i -= 1;
  if (i === 0) return text.length;
  // A final rakar (्र) belongs to the cluster.
  if (text.charAt(i - 1) === '\u0930' && text.charAt(i - 2) === HALANT) i -= 2;
  if (i === 0 || !isConsonant(text.charAt(i - 1))) return text.length;
  i -= 1;
  for (;;) {
    let j = i;
    if (text.charAt(j - 1) !== HALANT) break;
    j -= 1;
    if (text.charAt(j - 1) === NUKTA) j -= 1;
    if (j === 0 || !isConsonant(text.charAt(j - 1))) break;
    i = j - 1;
  }
  return i;
}

const CLUSTER =
  /^(?:[\u0915-\u0939\u0958-\u095F]\u093C?\u094D)*(?:[\u0915-\u0939\u0958-\u095F]\u093C?(?:\u094D\u0930)?)?$/;

/** Whether `text` is (the start of) one consonant cluster: half letters, then one full letter. */
export function isClusterPrefix(text: string): boolean {
  return CLUSTER.test(text);
}
