import type { IdleShape } from './idle-shapes';

export type IdleRow = {
  label: string;
  requests: number;
  distinct: number;
  p50: number;
  p90: number;
  max: number;
  failed: number;
};

const REQUEST_TIMEOUT_MS = 30_000;

/** Nearest-rank percentile of a sorted list. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One request, timed to the last byte of the body; a non-2xx or a timeout counts as failed. */
async function timed(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.ok };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/**
 * Each shape `repeats` times, strictly one request at a time on an otherwise idle server,
 * cycling through the shape's distinct searches (shapes with fewer repeat some, and then meet
 * the server's caches: `distinct` says how many were different).
 */
export async function runIdlePass(
  origin: string,
  shapes: IdleShape[],
  repeats: number,
  log: (line: string) => void,
): Promise<IdleRow[]> {
  const rows: IdleRow[] = [];
  for (const { label, paths } of shapes) {
    if (paths.length === 0) continue;
    const times: number[] = [];
    let failed = 0;
    for (let i = 0; i < repeats; i += 1) {
      const { ms, ok } = await timed(`${origin}${paths[i % paths.length]}`);
      times.push(ms);
      if (!ok) failed += 1;
    }
    times.sort((a, b) => a - b);
    const row = {
      label,
      requests: repeats,
      distinct: Math.min(repeats, paths.length),
      p50: percentile(times, 50),
      p90: percentile(times, 90),
      max: percentile(times, 100),
      failed,
    };
    log(`  ${label}: p50 ${row.p50.toFixed(0)} ms, max ${row.max.toFixed(0)} ms, ${failed} failed`);
    rows.push(row);
  }
  return rows;
}
