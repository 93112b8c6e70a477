import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { forget, killOnExit, killQuietly } from '../search/child-cleanup';
import { config } from '../search/bench-config';
import { prepareDatabase } from '../search/database';
import { SNAPSHOT_FILE } from '../search/server-process';

/**
 * Start-up to ready (decision 039): the production server started again and again on the
 * benchmark database, in turns, with a full build of the search index (`SEARCH_SNAPSHOT_MS=0`)
 * and from a snapshot on disk. "Ready" is the first 200 from /api/health: the server listens
 * only once its index is built and warmed up. For each start: wall time from spawn, the
 * process's CPU time by then (user + system, from /proc: steadier than wall time on a shared
 * machine), its resident memory then and at its peak before (VmHWM), and the load average.
 * The first start builds and writes the snapshot the others read; it is reported too, with how
 * long the write took after ready. Prints the runs, the medians and the snapshot's size, as
 * Markdown.
 */
const SERVER = resolve(import.meta.dirname, '../../apps/server/dist/server.js');
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
/** Full builds among the runs: at ten million jobs each is minutes, and the first start is one. */
const BUILDS = Number(process.env.BENCH_STARTUP_BUILDS ?? RUNS);
/**
 * With `BENCH_SNAPSHOT_DIR`, start from the snapshot an earlier run left there (code that reads
 * it differently but indexes alike), instead of building and writing one first.
 */
const REUSE_SNAPSHOT = process.env.BENCH_STARTUP_REUSE_SNAPSHOT === '1';
const SNAPSHOT = SNAPSHOT_FILE;
const sleep = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

type Mode = 'full build' | 'from snapshot' | 'full build, writing the snapshot';
type Start = {
  mode: Mode;
  wallMs: number;
  cpuMs: number;
  rssMb: number;
  peakMb: number;
  load: number;
};

/** One start to ready; `beforeStop` runs while it is still up (the first waits for its write). */
async function startOnce(
  mode: Mode,
  filesDir: string,
  logFile: string,
  beforeStop?: (pid: number) => Promise<void>,
): Promise<Start> {
  const port = config.port;
  const origin = `http://127.0.0.1:${port}`;
  const logFd = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [...config.serverNodeArgs, SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: config.databaseUrl.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      MAIL_ENABLED: 'false',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      URL_SIGNING_SECRET: 'start-up-bench-signing-secret-0123456789abcdef',
      FILES_DIR: filesDir,
      SEARCH_SNAPSHOT_MS: mode === 'full build' ? '0' : '600000',
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const pid = child.pid as number;
  killOnExit(pid);
  const gone = new Promise<void>((settle) => child.once('exit', () => settle()));
  try {
    for (;;) {
      const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null || performance.now() - started > config.startSeconds * 1_000) {
        throw new Error(`the server did not start; its log: ${logFile}`);
      }
      await sleep(20);
    }
    const wallMs = performance.now() - started;
    const start = { mode, wallMs, ...usage(pid), load: loadavg()[0] as number };
    await beforeStop?.(pid);
    return start;
  } finally {
    killQuietly(pid, 'SIGTERM');
    await gone;
    forget(pid);
  }
}

/** CPU time (clock ticks of 10 ms) and resident memory, now and at peak, from /proc. */
function usage(pid: number): { cpuMs: number; rssMb: number; peakMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { cpuMs, rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

/**
 * The first start with snapshots builds in full and then writes one. It is stopped only once
 * the file is there: the server's grace on SIGTERM (10 s) is shorter than writing a snapshot of
 * 1.5 million live listings, and the disk driver renames a finished file into place.
 */
async function writeSnapshot(
  filesDir: string,
  logFile: string,
): Promise<{ start: Start; bytes: number; writeMs: number; peakMb: number }> {
  const path = join(filesDir, SNAPSHOT);
  let writeMs = 0;
  let peakMb = 0;
  const start = await startOnce(
    'full build, writing the snapshot',
    filesDir,
    logFile,
    async (pid) => {
      const ready = performance.now();
      const deadline = ready + config.startSeconds * 1_000;
      while (!existsSync(path)) {
        if (performance.now() > deadline)
          throw new Error(`no snapshot was written; see ${logFile}`);
        await sleep(250);
      }
      writeMs = performance.now() - ready;
      peakMb = usage(pid).peakMb;
    },
  );
  return { start, bytes: statSync(path).size, writeMs, peakMb };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const whole = (n: number) => Math.round(n).toLocaleString('en-IN');

async function main() {
  await prepareDatabase(config.databaseUrl, config.jobs, config.reuse, console.log);
  // With BENCH_SNAPSHOT_DIR the snapshot is kept there for the search runner (its last one is
  // removed first: the first start must build and write one with this code).
  const kept = config.snapshotDir;
  const filesDir = kept ?? mkdtempSync(join(tmpdir(), 'shuruaat-start-up-'));
  if (kept) {
    mkdirSync(kept, { recursive: true });
    if (!REUSE_SNAPSHOT) rmSync(join(kept, SNAPSHOT), { force: true });
  }
  const logFile = join(filesDir, 'server.log');
  try {
    const reused = REUSE_SNAPSHOT && existsSync(join(filesDir, SNAPSHOT));
    const first = reused
      ? { start: null, bytes: statSync(join(filesDir, SNAPSHOT)).size, writeMs: 0, peakMb: 0 }
      : await writeSnapshot(filesDir, logFile);
    if (first.start) {
      console.error(
        `full build, writing the snapshot: ready in ${whole(first.start.wallMs)} ms (cpu ${whole(first.start.cpuMs)} ms, ` +
          `RSS ${first.start.rssMb} MB, peak ${first.start.peakMb} MB), snapshot written ${whole(first.writeMs)} ms ` +
          `after ready (peak by then ${first.peakMb} MB), ${whole(first.bytes)} bytes`,
      );
    }
    const starts: Start[] = first.start ? [first.start] : [];
    for (let run = 0; run < RUNS; run += 1) {
      // In turns, the order swapped each run, so both meet the same machine.
      const order: Mode[] =
        run % 2 ? ['from snapshot', 'full build'] : ['full build', 'from snapshot'];
      for (const mode of order) {
        if (mode === 'full build' && run >= BUILDS) continue;
        const start = await startOnce(mode, filesDir, logFile);
        console.error(
          `${mode}: ${whole(start.wallMs)} ms (cpu ${whole(start.cpuMs)} ms, RSS ${start.rssMb} MB, peak ${start.peakMb} MB, load ${start.load.toFixed(1)})`,
        );
        starts.push(start);
      }
    }
    console.log(report(starts, first.bytes, first.start ? first.writeMs : null));
  } finally {
    if (!kept) rmSync(filesDir, { recursive: true, force: true });
  }
}

function report(starts: Start[], bytes: number, writeMs: number | null): string {
  const lines = [
    '| start | runs | wall ms (median) | wall ms (each) | CPU ms (median) | RSS MB at ready (median) | peak RSS MB before ready (median) | load average (1 min) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const modes = ['full build, writing the snapshot', 'full build', 'from snapshot'] as const;
  for (const mode of modes) {
    const runs = starts.filter((s) => s.mode === mode);
    if (!runs.length) continue;
    const loads = runs.map((s) => s.load);
    const mid = (pick: (s: Start) => number) => whole(median(runs.map(pick)));
    lines.push(
      `| ${mode} | ${runs.length} | ${mid((s) => s.wallMs)} | ${runs.map((s) => whole(s.wallMs)).join(', ')} | ${mid((s) => s.cpuMs)} | ${mid((s) => s.rssMb)} | ${mid((s) => s.peakMb)} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
    );
  }
  lines.push(
    '',
    `Snapshot on disk: ${(bytes / 1_048_576).toFixed(1)} MB (${whole(bytes)} bytes)` +
      (writeMs === null
        ? ', written by an earlier run.'
        : `, written ${whole(writeMs)} ms after the first start was ready.`),
  );
  return lines.join('\n');
}

await main();
