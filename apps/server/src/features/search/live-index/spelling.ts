import type { Pause } from '../../../lib/time-slices';
import type { ListingIndex } from './listing-index';

const LATIN_WORD = /^[a-z]+$/;

/**
 * Corrects a word no live listing has to the closest word live titles, skills and company names
 * do have ("devloper" → "developer"): a few thousand words to compare, instead of ranking every
 * listing by likeness. Short words are left alone; one edit is allowed up to five letters, two
 * beyond. Ties go to the word more listings use. Like most spellers it trusts the first letter
 * (or the second, for a swap of the first two), which cuts the words compared twentyfold.
 */
export class Speller {
  private byStart = new Map<string, [string, number][]>();
  private builtVersion = -1;
  private readonly memo = new Map<string, string | null>();

  constructor(private readonly index: ListingIndex) {}

  correct(word: string): string | null {
    // Latin words only: a Devanagari word is no misspelling of an English one, and the words
    // of Hindi listings are too few to correct against (a Hinglish one, "naukri", is read as a
    // phrase or dropped as a stop word before it gets here).
    if (word.length < 4 || !LATIN_WORD.test(word)) return null;
    const known = this.memo.get(word);
    if (known !== undefined) return known;
    const max = word.length <= 5 ? 1 : 2;
    let best: { word: string; distance: number; uses: number } | null = null;
    const starts = new Set([word[0], word[1]]);
    for (const start of starts) {
      for (const [candidate, uses] of this.byStart.get(start ?? '') ?? []) {
        if (Math.abs(candidate.length - word.length) > max) continue;
        const distance = editDistance(word, candidate, max);
        if (distance > max) continue;
        if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
          best = { word: candidate, distance, uses };
        }
      }
    }
    const found = best?.word ?? null;
    if (this.memo.size > 10_000) this.memo.clear();
    this.memo.set(word, found);
    return found;
  }

  /**
   * Rebuilds the vocabulary if listings changed; 'idle' if they did not. A background job runs
   * it every few seconds, in slices (the vocabulary is every word of every live title, skill
   * and company name); never a request.
   */
  async refresh(pause: Pause): Promise<'idle' | undefined> {
    const version = this.index.version;
    if (this.builtVersion === version) return 'idle';
    const byStart = new Map<string, [string, number][]>();
    let seen = 0;
    for (const entry of this.index.vocabulary()) {
      const start = entry[0][0] ?? '';
      const list = byStart.get(start);
      if (list) list.push(entry);
      else byStart.set(start, [entry]);
      if ((seen += 1) % 512 === 0) await pause();
    }
    this.byStart = byStart;
    this.builtVersion = version;
    this.memo.clear();
  }
}

/** Optimal string alignment distance (a swap of neighbours is one edit), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
