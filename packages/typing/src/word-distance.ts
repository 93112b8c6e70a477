// How alike two words are, for telling a spelling slip from a wrong word.

/** Optimal-string-alignment distance: one edit per inserted, dropped, changed or swapped letter. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  let current = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const change = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + change,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[y.length] ?? 0;
}

/** Edits a word of this length may carry and still be "the same word, misspelt". */
export function spellingAllowance(length: number): number {
  if (length <= 2) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

export function isMisspelling(expected: string, typed: string): boolean {
  const allowance = spellingAllowance(
    Math.max(Array.from(expected).length, Array.from(typed).length),
  );
  if (allowance === 0) return false;
  return editDistance(expected, typed, allowance) <= allowance;
}
