/** Hands the event loop back between slices of a long computation (decision 031). */
export type Pause = () => Promise<void>;

/**
 * A pause that yields (setImmediate, so waiting I/O runs first) once `budgetMs` of work has run
 * since the last yield, and is otherwise a resolved promise. Call it every few hundred items.
 */
export function timeSlices(budgetMs = 10): Pause {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/** For work that may run in one go (the build before the server listens). */
export const noPause: Pause = async () => undefined;

const RUN = 2_048;

/**
 * Sorts in slices: runs of 2,048 sorted natively, then merged pairwise with pauses. Stable,
 * like Array.prototype.sort; a single sort of 150,000 strings held the loop for hundreds of ms.
 */
export async function sortInSlices<T>(
  items: T[],
  compare: (a: T, b: T) => number,
  pause: Pause,
): Promise<T[]> {
  let runs: T[][] = [];
  for (let i = 0; i < items.length; i += RUN) {
    runs.push(items.slice(i, i + RUN).sort(compare));
    await pause();
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let i = 0; i < runs.length; i += 2) {
      const [a, b] = [runs[i] as T[], runs[i + 1]];
      merged.push(b ? await merge(a, b, compare, pause) : a);
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

async function merge<T>(a: T[], b: T[], compare: (a: T, b: T) => number, pause: Pause) {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    // Equal items keep a's first: a holds the earlier items.
    out.push(compare(b[j] as T, a[i] as T) < 0 ? (b[j++] as T) : (a[i++] as T));
    if ((out.length & 1_023) === 0) await pause();
  }
  while (i < a.length) out.push(a[i++] as T);
  while (j < b.length) out.push(b[j++] as T);
  return out;
}

const JSON_SLICE = 10_000;

/**
 * A JSON array written ten thousand items at a time between pauses, as bytes: one
 * JSON.stringify of a quarter of a million strings held the loop for tens of milliseconds.
 */
export async function jsonArrayInSlices(items: unknown[], pause: Pause): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let i = 0; i < items.length; i += JSON_SLICE) {
    const json = JSON.stringify(items.slice(i, i + JSON_SLICE));
    parts.push(Buffer.from(i === 0 ? json.slice(0, -1) : `,${json.slice(1, -1)}`));
    await pause();
  }
  parts.push(Buffer.from(parts.length ? ']' : '[]'));
  return Buffer.concat(parts);
}
