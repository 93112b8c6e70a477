// Word-level edit alignment in a band around the diagonal: a 90-minute test has about 7,000
// words, and a full table of 7,000 × 7,000 cells would take seconds; a typist who skips or
// repeats a whole line drifts a dozen words from the diagonal, far inside the band.

export type AlignOp =
  { op: 'pair'; p: number; t: number } | { op: 'omit'; p: number } | { op: 'add'; t: number };

const BAND = 40;
const FULL_TABLE_CELLS = 2_000_000;
const MOVE_DIAGONAL = 1;
const MOVE_OMIT = 2;
const MOVE_ADD = 3;

/**
 * Cheapest alignment of passage words (0..n) to typed words (0..m). `pairCost` gives 0 for the
 * same word, less than 1 for a near miss and 1 for a different word; omitting or adding costs 1.
 */
export function alignBanded(
  n: number,
  m: number,
  pairCost: (p: number, t: number) => number,
  freePassageEnd = false,
): AlignOp[] {
  const full = (n + 1) * (m + 1) <= FULL_TABLE_CELLS;
  // The band must also cover the slope, or a row would not reach the one before it.
  const half = full ? 0 : BAND + Math.ceil(m / Math.max(1, n));
  const width = full ? m + 1 : 2 * half + 1;
  const lows = new Int32Array(n + 1);
  for (let i = 0; i <= n; i += 1) lows[i] = full ? 0 : Math.round((i * m) / Math.max(1, n)) - half;
  const cost = new Float64Array((n + 1) * width).fill(Infinity);
  const move = new Uint8Array((n + 1) * width);
  for (let i = 0; i <= n; i += 1) {
    const low = lows[i] ?? 0;
    const above = i > 0 ? (lows[i - 1] ?? 0) : 0;
    const row = i * width;
    const rowAbove = row - width;
    const from = Math.max(0, low);
    const to = Math.min(m, low + width - 1);
    for (let j = from; j <= to; j += 1) {
      const here = row + j - low;
      if (i === 0 && j === 0) {
        cost[here] = 0;
        continue;
      }
      let best = Infinity;
      let step = 0;
      if (i > 0) {
        const kd = j - 1 - above;
        if (j > 0 && kd >= 0 && kd < width) {
          const value = (cost[rowAbove + kd] ?? Infinity) + pairCost(i - 1, j - 1);
          if (value < best) [best, step] = [value, MOVE_DIAGONAL];
        }
        const ku = j - above;
        if (ku >= 0 && ku < width) {
          const value = (cost[rowAbove + ku] ?? Infinity) + 1;
          if (value < best) [best, step] = [value, MOVE_OMIT];
        }
      }
      if (j > from || (j > 0 && j - 1 >= low)) {
        const value = (cost[here - 1] ?? Infinity) + 1;
        if (j - 1 >= low && value < best) [best, step] = [value, MOVE_ADD];
      }
      cost[here] = best;
      move[here] = step;
    }
  }
  const at = (i: number, j: number) => {
    const k = j - (lows[i] ?? 0);
    return k >= 0 && k < width && j >= 0 && j <= m ? i * width + k : -1;
  };
  if (!freePassageEnd) return backtrack(n, m, at, move);
  // The typist stopped somewhere in the passage: end the alignment at the cheapest passage word
  // for the last typed word, instead of leaping ahead to a later copy of it over "omissions".
  // Among equal costs the earliest word wins, and one where the last typed word is paired with a
  // passage word (a substitution) over one where it is an addition.
  let end = n;
  let endCost = Infinity;
  let endPaired = false;
  for (let i = 0; i <= n; i += 1) {
    const cell = at(i, m);
    if (cell < 0) continue;
    const value = cost[cell] ?? Infinity;
    const paired = move[cell] === MOVE_DIAGONAL;
    if (value < endCost || (value === endCost && paired && !endPaired)) {
      [end, endCost, endPaired] = [i, value, paired];
    }
  }
  const ops = backtrack(end, m, at, move);
  for (let i = end; i < n; i += 1) ops.push({ op: 'omit', p: i });
  return ops;
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

const SYNC_RUN = 3;
const SYNC_WINDOW = 60;
const SYNC_BUDGET = 300_000;

/**
 * Alignment for real typing, which is mostly right: walk the matching words in step, and at each
 * slip look for the nearest place where three words agree again; only the gap between is aligned
 * by the table. Linear in the text for a careful typist; falls back to the band when it loses sync.
 */
export function alignSequences(
  n: number,
  m: number,
  pairCost: (p: number, t: number) => number,
  freePassageEnd = false,
): AlignOp[] {
  const ops: AlignOp[] = [];
  const same = (p: number, t: number) => pairCost(p, t) === 0;
  const inStep = (p: number, t: number) => {
    for (let k = 0; k < SYNC_RUN; k += 1) {
      if (p + k >= n || t + k >= m) return p + k >= n && t + k >= m && k > 0;
      if (!same(p + k, t + k)) return false;
    }
    return true;
  };
  let i = 0;
  let j = 0;
  let checks = 0;
  const counted = (p: number, t: number) => {
    checks += 1;
    return inStep(p, t);
  };
  while (i < n && j < m) {
    if (checks > SYNC_BUDGET) {
      // Text that keeps losing step (pasted nonsense, a shuffled passage) goes to the band whole.
      const rest = alignBanded(n - i, m - j, (p, t) => pairCost(p + i, t + j), freePassageEnd);
      for (const op of rest) {
        ops.push(shift(op, i, j));
      }
      return ops;
    }
    if (same(i, j)) {
      ops.push({ op: 'pair', p: i, t: j });
      i += 1;
      j += 1;
      continue;
    }
    const sync = findSync(i, j, n, m, counted);
    const [toI, toJ] = sync ?? [n, m];
    const last = sync === null;
    const block = alignBanded(
      toI - i,
      toJ - j,
      (p, t) => pairCost(p + i, t + j),
      last && freePassageEnd,
    );
    for (const op of block) ops.push(shift(op, i, j));
    i = toI;
    j = toJ;
  }
  for (; i < n; i += 1) ops.push({ op: 'omit', p: i });
  for (; j < m; j += 1) ops.push({ op: 'add', t: j });
  return ops;
}

function findSync(
  i: number,
  j: number,
  n: number,
  m: number,
  inStep: (p: number, t: number) => boolean,
): [number, number] | null {
  for (let distance = 1; distance <= SYNC_WINDOW * 2; distance += 1) {
    for (let di = 0; di <= distance; di += 1) {
      const p = i + di;
      const t = j + distance - di;
      if (p <= n && t <= m && di <= SYNC_WINDOW && distance - di <= SYNC_WINDOW && inStep(p, t)) {
        return [p, t];
      }
    }
  }
  return null;
}

function shift(op: AlignOp, i: number, j: number): AlignOp {
  if (op.op === 'pair') return { op: 'pair', p: op.p + i, t: op.t + j };
  if (op.op === 'omit') return { op: 'omit', p: op.p + i };
  return { op: 'add', t: op.t + j };
}
