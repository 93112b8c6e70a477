import { spawn } from 'node:child_process';
import {
  existsSync,
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

/**
 * Start-up to ready at a million jobs (decision 039): the production server started again and
 * again on the benchmark database, in turns, with a full build of the search index
 * (`SEARCH_SNAPSHOT_MS=0`) and from a snapshot on disk. "Ready" is the first 200 from
 * /api/health: the server listens only once its index is built and warmed up. For each start:
 * wall time from spawn, the process's CPU time by then (user + system, from /proc: steadier
 * than wall time on a shared machine), its resident memory, and the load average. Prints the
 * runs, the medians and the snapshot's size, as Markdown.
 */
const SERVER = resolve(import.meta.dirname, '../../apps/server/dist/server.js');
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const SNAPSHOT = 'search-index/snapshot.bin';
const sleep = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

type Mode = 'full build' | 'from snapshot';
type Start = { mode: Mode; wallMs: number; cpuMs: number; rssMb: number; load: number };

async function startOnce(mode: Mode, filesDir: string, logFile: string): Promise<Start> {
  const port = config.port;
  const origin = `http://127.0.0.1:${port}`;
  const logFd = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
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
      if (child.exitCode !== null || performance.now() - started > 180_000) {
        throw new Error(`the server did not start; its log: ${logFile}`);
      }
      await sleep(20);
    }
    const wallMs = performance.now() - started;
    return { mode, wallMs, ...usage(pid), load: loadavg()[0] as number };
  } finally {
    killQuietly(pid, 'SIGTERM');
    await gone;
    forget(pid);
  }
}

/** CPU time (clock ticks of 10 ms) and resident memory of a process, from /proc. */
function usage(pid: number): { cpuMs: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuMs, rssMb: Math.round(rssKb / 1024) };
}

/** The first start with snapshots builds in full and then writes one; wait for it. */
async function writeSnapshot(filesDir: string, logFile: string): Promise<number> {
  await startOnce('from snapshot', filesDir, logFile).then(() => undefined);
  const path = join(filesDir, SNAPSHOT);
  if (!existsSync(path)) throw new Error(`no snapshot was written; see ${logFile}`);
  return statSync(path).size;
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
  const filesDir = mkdtempSync(join(tmpdir(), 'shuruaat-start-up-'));
  const logFile = join(filesDir, 'server.log');
  try {
    const bytes = await writeSnapshot(filesDir, logFile);
    const starts: Start[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // In turns, the order swapped each run, so both meet the same machine.
      const order: Mode[] =
        run % 2 ? ['from snapshot', 'full build'] : ['full build', 'from snapshot'];
      for (const mode of order) {
        const start = await startOnce(mode, filesDir, logFile);
        console.error(
          `${mode}: ${whole(start.wallMs)} ms (cpu ${whole(start.cpuMs)} ms, load ${start.load.toFixed(1)})`,
        );
        starts.push(start);
      }
    }
    console.log(report(starts, bytes));
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
  }
}

function report(starts: Start[], bytes: number): string {
  const lines = [
    '| start | runs | wall ms (median) | wall ms (each) | CPU ms (median) | RSS MB (median) | load average (1 min) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const mode of ['full build', 'from snapshot'] as const) {
    const runs = starts.filter((s) => s.mode === mode);
    const loads = runs.map((s) => s.load);
    lines.push(
      `| ${mode} | ${runs.length} | ${whole(median(runs.map((s) => s.wallMs)))} | ${runs.map((s) => whole(s.wallMs)).join(', ')} | ${whole(median(runs.map((s) => s.cpuMs)))} | ${whole(median(runs.map((s) => s.rssMb)))} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
    );
  }
  lines.push('', `Snapshot on disk: ${(bytes / 1_048_576).toFixed(1)} MB (${whole(bytes)} bytes).`);
  return lines.join('\n');
}

await main();
