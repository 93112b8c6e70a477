/**
 * Search text as the server matches it and as the search box takes an understood phrase out of
 * it, one way for both: lower case; accents of Latin letters dropped ("Bengalūru" is
 * "bengaluru") but the vowel signs of Devanagari and other Indian scripts kept, since they are
 * part of the letter ("पुणे" is not "पण"); invisible format characters (zero-width joiners,
 * direction marks, soft hyphens) dropped; and the spellings of one Hindi word that keyboards
 * and writers differ on made one: with or without a nukta ("ज़" is "ज"), a chandrabindu or an
 * anusvara ("गाँव" is "गांव"), a half nasal or an anusvara ("हिन्दी" is "हिंदी"). Canonically
 * equivalent encodings come out the same (NFC at the end).
 */
/**
 * Marks of no script of their own: the accents NFKD takes off Latin letters (U+0300…), variation
 * selectors. The vowel signs, nukta and virama of Indian scripts belong to their script.
 */
const INHERITED_MARKS = /\p{Script=Inherited}/gu;
const ZERO_WIDTH_SPACE = /\u200b/g;
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const NUKTA = /\u093c/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = '\u0902';
/** ङ ञ ण न म with a virama before another consonant: the nasal an anusvara also writes. */
const HALF_NASAL = /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g;
const PLAIN_ASCII = /^[\t\n\r -~]*$/;

export function normalizeSearchText(text: string): string {
  // Most listings are plain ASCII: lower case is all they need.
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(INHERITED_MARKS, '')
    .replace(ZERO_WIDTH_SPACE, ' ')
    .replace(FORMAT_CHARACTERS, '')
    .replace(NUKTA, '')
    .replace(CHANDRABINDU, () => ANUSVARA)
    .replace(HALF_NASAL, () => ANUSVARA)
    .normalize('NFC')
    .toLowerCase();
}
