import type { PassageDifficulty } from '@shuruaat/contract';
import type { TypingPassageRow } from '../../db/schema/typing';

/** The most passages one test chains (a 90-minute test at a typist's top speed). */
export const MAX_CHAIN = 80;

/** Shuffled in place (Fisher–Yates), so two tests rarely start with the same passage. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * The passages one attempt chains, chosen by the server: the chosen difficulty first, passages
 * to avoid (a retest's) left out while enough others remain, until the chain holds `words`
 * words. An exam with a passage size stops there; a long test goes round again in a new order.
 */
export function pickChain(
  rows: readonly TypingPassageRow[],
  options: { words: number; fixedSize: boolean; difficulty?: PassageDifficulty; avoid?: string[] },
): TypingPassageRow[] {
  const avoid = new Set(options.avoid ?? []);
  const fresh = rows.filter((r) => !avoid.has(r.id));
  const pool = fresh.length >= 3 ? fresh : [...rows];
  const round = () => {
    const first = shuffle(
      pool.filter((r) => !options.difficulty || r.difficulty === options.difficulty),
    );
    const rest = shuffle(
      pool.filter((r) => options.difficulty && r.difficulty !== options.difficulty),
    );
    return [...first, ...rest];
  };
  const chain: TypingPassageRow[] = [];
  let words = 0;
  while (chain.length < MAX_CHAIN && words < options.words && pool.length > 0) {
    for (const row of round()) {
      if (chain.length >= MAX_CHAIN || words >= options.words) break;
      chain.push(row);
      words += row.wordCount;
    }
    if (options.fixedSize && chain.length >= pool.length) break;
  }
  return chain;
}
