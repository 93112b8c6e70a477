// The benchmark's settings, read once from the environment (documented in bench/README.md).
const env = process.env;
const number = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/** `seed` alone prepares the database and measures nothing (ten million jobs seed in ~17 min). */
const PARTS = ['mix', 'idle', 'repeated', 'seed'] as const;
export type Part = (typeof PARTS)[number];

function parts(): Set<Part> {
  const asked = (env.BENCH_ONLY ?? 'mix,idle,repeated').split(',').map((p) => p.trim());
  const unknown = asked.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')}; use ${PARTS}`);
  return new Set(asked as Part[]);
}

const jobs = number('BENCH_JOBS', 1_000_000);

export const config = {
  databaseUrl: new URL(
    env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shuruaat_bench',
  ),
  jobs,
  /**
   * How long a server may take to answer /api/health. A full build of the index grows with the
   * listings (30 s at a million jobs, 7 min at ten million, at load 12–15 on 2 cores), so the
   * default is 60 s a million jobs, never under 180 s.
   */
  startSeconds: number('BENCH_START_SECONDS', Math.max(180, (60 * jobs) / 1_000_000)),
  /**
   * A files folder kept between runs: every server the search runner starts loads the index
   * from the snapshot there (decision 039) instead of building it; the first writes it.
   */
  snapshotDir: env.BENCH_SNAPSHOT_DIR || undefined,
  /** Node's own flags for every server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`. */
  serverNodeArgs: (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  reuse: env.BENCH_REUSE === '1',
  port: number('BENCH_PORT', 3900),
  connections: number('BENCH_CONNECTIONS', 32),
  /** Per repeated-URL scenario, the ceiling and the suggestions. */
  seconds: number('BENCH_SECONDS', 20),
  mixSeconds: number('BENCH_MIX_SECONDS', 60),
  mixUrls: number('BENCH_MIX_URLS', 2_900),
  /**
   * The share of /jobs first pages (beyond the popular head, always asked) whose cursor is
   * collected before the timed run; each that has a page 2 gives one page-2 URL.
   */
  cursorShare: number('BENCH_CURSOR_SHARE', 0.3),
  /**
   * Sent with every request of the loads, as Chromium sends it: answers come compressed, as
   * browsers get them. Empty (`BENCH_ACCEPT_ENCODING=`) asks for plain JSON, as runs before
   * issue 28 did.
   */
  acceptEncoding: env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd',
  idleRepeats: number('BENCH_IDLE_REPEATS', 10),
  timeoutSeconds: number('BENCH_TIMEOUT_SECONDS', 10),
  seed: number('BENCH_SEED', 11),
  only: parts(),
  resultsFile: env.BENCH_RESULTS_FILE ?? 'bench/RESULTS.md',
  /**
   * Another build's `apps/server/dist/server.js`: the mix, its ceiling and the suggestions run
   * on it first, on a fresh process of its own, so one run reports before and after a change.
   */
  beforeServer: env.BENCH_BEFORE_SERVER,
  beforeLabel: env.BENCH_BEFORE_LABEL ?? 'before',
  /** The build measured (default: this checkout's), so two builds can also take turns. */
  server: env.BENCH_SERVER,
  label: env.BENCH_LABEL ?? 'this build',
};
