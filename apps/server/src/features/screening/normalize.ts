/**
 * Text as the screening rules read it, with a map back to the writer's own characters so a flag
 * can quote what they wrote. Scammers dodge keyword lists with look-alike letters (Cyrillic "а",
 * fullwidth "ｗ"), invisible characters, leetspeak ("wh4tsapp") and spaced letters
 * ("w h a t s a p p"); each is undone here once, so the rules stay plain words.
 */
export type NormalizedText = {
  /** NFC of the input: what evidence is quoted from. */
  original: string;
  /** Lower-case, look-alikes mapped, invisibles removed, whitespace collapsed. */
  text: string;
  /** For each UTF-16 unit of `text`, the [start, end) of the source characters in `original`. */
  starts: number[];
  ends: number[];
};

// Zero-width and direction marks, soft hyphen, the Devanagari nukta (फ़ीस and फीस are one word
// to a reader) and variation selectors: none changes what a reader sees as the word.
const INVISIBLE_RANGES: [number, number][] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x093c, 0x093c],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x2069],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
];
const isInvisible = (cp: string) => {
  const code = cp.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
};

// Letters from other scripts that look Latin; NFKC does not map them.
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ѕ: 's',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ɡ: 'g',
  ɑ: 'a',
  ı: 'i',
  // Devanagari digits read as numbers; chandrabindu spelled as anusvara by half of writers.
  '०': '0',
  '१': '1',
  '२': '2',
  '३': '3',
  '४': '4',
  '५': '5',
  '६': '6',
  '७': '7',
  '८': '8',
  '९': '9',
  'ँ': 'ं',
  // Dashes, quotes and the rupee's stand-ins.
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
  '−': '-',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
};

// A digit or symbol between two letters is a letter in disguise ("wh4tsapp", "t3legram");
// "@" is left alone because email addresses must survive.
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
};

type Unit = { ch: string; start: number; end: number };

function mapCodePoint(cp: string): string {
  if (isInvisible(cp)) return '';
  if (/\s/u.test(cp)) return cp === '\n' || cp === '\r' ? '\n' : ' ';
  const folded = cp.normalize('NFKC').toLowerCase();
  return Array.from(folded, (c) => LOOK_ALIKES[c] ?? c).join('');
}

function toUnits(original: string): Unit[] {
  const units: Unit[] = [];
  let index = 0;
  for (const cp of original) {
    const end = index + cp.length;
    for (const ch of mapCodePoint(cp)) {
      const previous = units[units.length - 1];
      const isSpace = ch === ' ' || ch === '\n';
      // Runs of whitespace read as one; a line break wins over spaces (it ends a sentence).
      if (isSpace && previous && (previous.ch === ' ' || previous.ch === '\n')) {
        if (ch === '\n') previous.ch = '\n';
        previous.end = end;
        continue;
      }
      for (const unit of ch) units.push({ ch: unit, start: index, end });
    }
    index = end;
  }
  return units;
}

const isLatinLetter = (ch: string) => ch >= 'a' && ch <= 'z';
const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isWordChar = (ch: string) => ch !== '' && /[\p{L}\p{N}]/u.test(ch);
const charAt = (units: Unit[], k: number) => units[k]?.ch ?? '';

function undoLeet(units: Unit[]): void {
  units.forEach((unit, i) => {
    const replacement = LEET[unit.ch];
    if (replacement && isLatinLetter(charAt(units, i - 1)) && isLatinLetter(charAt(units, i + 1))) {
      unit.ch = replacement;
    }
  });
}

const SPACER = new Set([' ', '.', '-', '_', '*', '·', '|', '/']);

/** Where a run of single characters, each followed by one spacer, starting at `i` ends. */
function spacedRunEnd(units: Unit[], i: number): { end: number; length: number } {
  const isLone = (k: number) => isWordChar(charAt(units, k)) && !isWordChar(charAt(units, k + 1));
  // Letters and digits make separate runs: "w h a t s a p p 9 8 7…" is a word, then a number.
  const isDigitRun = isDigit(charAt(units, i));
  let end = i;
  let length = 1;
  while (
    SPACER.has(charAt(units, end + 1)) &&
    isLone(end + 2) &&
    isDigit(charAt(units, end + 2)) === isDigitRun
  ) {
    end += 2;
    length++;
  }
  return { end, length };
}

/**
 * "w h a t s a p p", "t.e.l.e.g.r.a.m", "9 8 7 6 5 4 3 2 1 0": four or more single characters
 * each followed by one spacer become one word. A linear scan, not a regular expression, so a
 * long hostile run costs one pass.
 */
function joinSpacedLetters(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  let i = 0;
  while (i < units.length) {
    const startsRun =
      isWordChar(charAt(units, i)) &&
      !isWordChar(charAt(units, i + 1)) &&
      !isWordChar(out.at(-1)?.ch ?? '');
    const run = startsRun ? spacedRunEnd(units, i) : { end: i, length: 1 };
    if (run.length >= 4) {
      for (let k = i; k <= run.end; k += 2) out.push(units[k] as Unit);
      i = run.end + 1;
    } else {
      out.push(units[i] as Unit);
      i++;
    }
  }
  return out;
}

export function normalizeForScreening(input: string): NormalizedText {
  const original = input.normalize('NFC');
  const units = toUnits(original);
  undoLeet(units);
  const joined = joinSpacedLetters(units);
  undoLeet(joined);
  return {
    original,
    text: joined.map((u) => u.ch).join(''),
    starts: joined.map((u) => u.start),
    ends: joined.map((u) => u.end),
  };
}

/** The writer's own characters behind `text.slice(from, to)`. */
export function originalSlice(normalized: NormalizedText, from: number, to: number): string {
  if (to <= from) return '';
  return normalized.original.slice(normalized.starts[from], normalized.ends[to - 1]);
}
