// Word-level edit alignment in a band around the diagonal: a 90-minute test has about 7,000
// words, and a full table of 7,000 × 7,000 cells would take seconds; a typist who skips or
// repeats a whole line drifts a dozen words from the diagonal, far inside the band.

export type AlignOp =
  { op: 'pair'; p: number; t: number } | { op: 'omit'; p: number } | { op: 'add'; t: number };

const BAND = 100;
const FULL_TABLE_CELLS = 2_000_000;
const MOVE_DIAGONAL = 1;
const MOVE_OMIT = 2;
const MOVE_ADD = 3;

/**
 * Cheapest alignment of passage words (0..n) to typed words (0..m). `pairCost` gives 0 for the
 * same word, less than 1 for a near miss and 1 for a different word; omitting or adding costs 1.
 */
export function alignSequences(
  n: number,
  m: number,
  pairCost: (p: number, t: number) => number,
): AlignOp[] {
  const full = (n + 1) * (m + 1) <= FULL_TABLE_CELLS;
  // The band must also cover the slope, or a row would not reach the one before it.
  const half = full ? m + 1 : BAND + Math.ceil(m / Math.max(1, n));
  const width = full ? m + 1 : 2 * BAND + 1;
  const lowOf = (i: number) => (full ? 0 : Math.round((i * m) / Math.max(1, n)) - half);
  const cost = new Float64Array((n + 1) * width).fill(Infinity);
  const move = new Uint8Array((n + 1) * width);
  const at = (i: number, j: number) => {
    const k = j - lowOf(i);
    return k >= 0 && k < width && j >= 0 && j <= m ? i * width + k : -1;
  };
  for (let i = 0; i <= n; i += 1) {
    const low = Math.max(0, lowOf(i));
    const high = Math.min(m, lowOf(i) + width - 1);
    for (let j = low; j <= high; j += 1) {
      const here = at(i, j);
      if (i === 0 && j === 0) {
        cost[here] = 0;
        continue;
      }
      let best = Infinity;
      let from = 0;
      const diagonal = i > 0 && j > 0 ? at(i - 1, j - 1) : -1;
      if (diagonal >= 0) {
        const value = (cost[diagonal] ?? Infinity) + pairCost(i - 1, j - 1);
        if (value < best) [best, from] = [value, MOVE_DIAGONAL];
      }
      const up = i > 0 ? at(i - 1, j) : -1;
      if (up >= 0 && (cost[up] ?? Infinity) + 1 < best)
        [best, from] = [(cost[up] ?? Infinity) + 1, MOVE_OMIT];
      const left = j > 0 ? at(i, j - 1) : -1;
      if (left >= 0 && (cost[left] ?? Infinity) + 1 < best)
        [best, from] = [(cost[left] ?? Infinity) + 1, MOVE_ADD];
      cost[here] = best;
      move[here] = from;
    }
  }
  return backtrack(n, m, at, move);
}

function backtrack(
  n: number,
  m: number,
  at: (i: number, j: number) => number,
  move: Uint8Array,
): AlignOp[] {
  const ops: AlignOp[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const cell = at(i, j);
    const step = cell >= 0 ? move[cell] : 0;
    if (step === MOVE_DIAGONAL) {
      ops.push({ op: 'pair', p: i - 1, t: j - 1 });
      i -= 1;
      j -= 1;
    } else if (step === MOVE_ADD || (step === 0 && j > 0 && (i === 0 || j > i))) {
      ops.push({ op: 'add', t: j - 1 });
      j -= 1;
    } else {
      ops.push({ op: 'omit', p: i - 1 });
      i -= 1;
    }
  }
  return ops.reverse();
}
