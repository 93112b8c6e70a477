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
/** Words an anchor spans when the typist's place is looked for anywhere in the text. */
const ANCHOR_WORDS = 4;
/** Typed words checked after a jump: as many as it jumps, within these bounds. */
const CONFIRM_MIN = 12;
const CONFIRM_MAX = 64;
/** A slip this cheap to mend (words jumped on both sides) is taken without a wider search. */
const QUICK_SLIP = 8;
/** Agreement after a place is followed this far, and stops after this many misses in a row. */
const REACH_MAX = 512;
const DRIFT = 4;
/** Occurrences of one anchor tried before the next typed or passage word is looked at. */
const ANCHOR_TRIES = 8;

/**
 * Alignment for real typing, which is mostly right: walk the matching words in step, and at each
 * slip look for the nearest place where three words agree again; only the gap between is aligned
 * by the table. When no such place is near (the reader's eye jumped a paragraph ahead, or went
 * back and typed a stretch twice), the typist's place is looked up in an index of every
 * four-word run of the passage and of the typed text, so a skip or repeat of any length is
 * found in about the time a near one is. Linear in the text for a careful typist; falls back to
 * the band when it keeps losing step (pasted nonsense, a shuffled passage).
 *
 * `passage` and `typed` are word ids (equal id, equal word); `pairCost` prices a pair of words.
 */
export function alignSequences(
  passage: Int32Array,
  typed: Int32Array,
  pairCost: (p: number, t: number) => number,
  freePassageEnd = false,
): AlignOp[] {
  const n = passage.length;
  const m = typed.length;
  const ops: AlignOp[] = [];
  let i = 0;
  let j = 0;
  /** Word comparisons so far, against the budget. */
  let checks = 0;
  const same = (p: number, t: number) => passage[p] === typed[t];
  const inStep = (p: number, t: number) => {
    for (let k = 0; k < SYNC_RUN; k += 1) {
      if (p + k >= n || t + k >= m) return p + k >= n && t + k >= m && k > 0;
      if (!same(p + k, t + k)) return false;
    }
    return true;
  };
  /**
   * A jump to (p, t) from (i, j) pays for itself: over as many typed words after it as it
   * jumps (within bounds), three in four agree, following the typist through small slips. A
   * phrase or sentence that recurs a little way on agrees for a few words and then drifts;
   * the typist's real place keeps agreeing.
   */
  const confirmed = (p: number, t: number, i: number, j: number) => {
    const wanted = Math.min(CONFIRM_MAX, Math.max(CONFIRM_MIN, p - i + (t - j)));
    let agree = 0;
    let steps = 0;
    let a = p;
    let b = t;
    while (steps < wanted && a < n && b < m) {
      steps += 1;
      if (same(a, b)) agree += 1;
      else if (a + 2 < n && same(a + 1, b) && same(a + 2, b + 1)) a += 1;
      else if (b + 2 < m && same(a, b + 1) && same(a + 1, b + 2)) b += 1;
      a += 1;
      b += 1;
    }
    checks += 1 + (steps >> 3);
    return steps > 0 && agree * 4 >= steps * 3 && (steps === wanted || agree === steps);
  };
  /** Words that agree after (p, t), following small slips, until the text drifts apart. */
  const reach = (p: number, t: number) => {
    let agree = 0;
    let misses = 0;
    let steps = 0;
    let a = p;
    let b = t;
    while (steps < REACH_MAX && misses < DRIFT && a < n && b < m) {
      steps += 1;
      if (same(a, b)) {
        agree += 1;
        misses = 0;
      } else {
        misses += 1;
        if (a + 2 < n && same(a + 1, b) && same(a + 2, b + 1)) a += 1;
        else if (b + 2 < m && same(a, b + 1) && same(a + 1, b + 2)) b += 1;
      }
      a += 1;
      b += 1;
    }
    checks += 1 + (steps >> 3);
    return agree;
  };
  const counted = (p: number, t: number) => {
    checks += 1;
    return inStep(p, t);
  };
  let anchors: Anchors | null = null;
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
    // The nearest place where the words agree for a good stretch; failing that, one anywhere in
    // the text (a long skip or repeat); failing that, the nearest three words that agree.
    const near = findSync(i, j, n, m, counted, (p, t) => confirmed(p, t, i, j));
    let sync = near.confirmed;
    const farOff = sync === null || sync[0] - i + (sync[1] - j) > QUICK_SLIP;
    // Too few typed words left to anchor on (the word cut short at the end, usually).
    if (farOff && m - j >= ANCHOR_WORDS) {
      // Not a slip of a word or two: weigh the near place against every place the typed and
      // passage words recur, by how long each keeps agreeing less the words it jumps.
      anchors ??= new Anchors(passage, typed);
      sync = anchors.best(i, j, sync, (p, t) => confirmed(p, t, i, j), reach);
      checks += anchors.lastWork;
    }
    sync ??= near.first;
    const last = sync === null;
    // With the passage end free, the typist's last few words reach at most a window past
    // themselves (a longer jump would have been anchored above); the rest is never theirs.
    const reachable = freePassageEnd ? Math.min(n, i + (m - j) + SYNC_WINDOW) : n;
    const [toI, toJ] = sync ?? [reachable, m];
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
  // Passage words after the typist stopped are omissions only where the whole passage is
  // marked; otherwise they were never reached.
  if (!freePassageEnd) for (; i < n; i += 1) ops.push({ op: 'omit', p: i });
  for (; j < m; j += 1) ops.push({ op: 'add', t: j });
  return ops;
}

type Place = [number, number];

function findSync(
  i: number,
  j: number,
  n: number,
  m: number,
  inStep: (p: number, t: number) => boolean,
  confirmed: (p: number, t: number) => boolean,
): { confirmed: Place | null; first: Place | null } {
  let first: Place | null = null;
  for (let distance = 1; distance <= SYNC_WINDOW * 2; distance += 1) {
    for (let di = 0; di <= distance; di += 1) {
      const p = i + di;
      const t = j + distance - di;
      if (p <= n && t <= m && di <= SYNC_WINDOW && distance - di <= SYNC_WINDOW && inStep(p, t)) {
        first ??= [p, t];
        if (confirmed(p, t)) return { confirmed: [p, t], first };
      }
    }
  }
  return { confirmed: null, first };
}

/**
 * Every four-word run of the passage and of the typed text, by position: where the typist picks
 * up again after a jump of any length. Built once, on the first slip the near search cannot mend.
 */
class Anchors {
  private readonly inPassage: Map<number, number[]>;
  private readonly inTyped: Map<number, number[]>;
  /** Index lookups the last search made, for the caller's budget. */
  lastWork = 0;

  constructor(
    private readonly passage: Int32Array,
    private readonly typed: Int32Array,
  ) {
    this.inPassage = runIndex(passage);
    this.inTyped = runIndex(typed);
  }

  /**
   * The best place to pick up again after a slip at (i, j), among the near one and every place
   * where the typed words from j recur later in the passage (a skip) or the passage words from
   * i recur later in the typed text (a stretch typed twice): the one whose agreement after it,
   * less the words jumped on both sides, is largest.
   */
  best(
    i: number,
    j: number,
    near: Place | null,
    confirmed: (p: number, t: number) => boolean,
    reach: (p: number, t: number) => number,
  ): Place | null {
    this.lastWork = 0;
    const n = this.passage.length;
    const m = this.typed.length;
    let best: Place | null = null;
    let bestScore = -Infinity;
    const seen = new Set<number>();
    const weigh = (p: number, t: number) => {
      const cost = p - i + (t - j);
      const key = p * (m + 1) + t;
      if (REACH_MAX - cost <= bestScore || seen.has(key)) return;
      seen.add(key);
      if (!confirmed(p, t)) return;
      const score = reach(p, t) - cost;
      if (score > bestScore) [best, bestScore] = [[p, t], score];
    };
    if (near) weigh(near[0], near[1]);
    const tryAll = (
      positions: number[] | undefined,
      from: number,
      place: (at: number) => Place,
    ) => {
      if (!positions) return;
      let k = lowerBound(positions, from);
      for (let tries = 0; tries < ANCHOR_TRIES && k < positions.length; tries += 1, k += 1) {
        const [p, t] = place(positions[k] ?? 0);
        weigh(p, t);
      }
    };
    for (let d = 0; d <= SYNC_WINDOW && REACH_MAX - d > bestScore; d += 1) {
      this.lastWork += 2;
      if (j + d + ANCHOR_WORDS <= m) {
        tryAll(this.inPassage.get(runKey(this.typed, j + d)), i, (p) => [p, j + d]);
      }
      if (i + d + ANCHOR_WORDS <= n) {
        tryAll(this.inTyped.get(runKey(this.passage, i + d)), j, (t) => [i + d, t]);
      }
    }
    return best;
  }
}

function runKey(ids: Int32Array, at: number): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < ANCHOR_WORDS; k += 1) {
    hash = Math.imul(hash ^ (ids[at + k] ?? -1), 0x01000193);
  }
  return hash >>> 0;
}

function runIndex(ids: Int32Array): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (let at = 0; at + ANCHOR_WORDS <= ids.length; at += 1) {
    const key = runKey(ids, at);
    const list = index.get(key);
    if (list) list.push(at);
    else index.set(key, [at]);
  }
  return index;
}

/** First index of a sorted list whose value is at least `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function shift(op: AlignOp, i: number, j: number): AlignOp {
  if (op.op === 'pair') return { op: 'pair', p: op.p + i, t: op.t + j };
  if (op.op === 'omit') return { op: 'omit', p: op.p + i };
  return { op: 'add', t: op.t + j };
}
