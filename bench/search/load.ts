import { execFileSync, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forget, killOnExit } from './child-cleanup';
import type { LoadNumbers, LoadSpec } from './load-spec';

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
// Past the run and its last timeout, a worker that has not reported is stuck: it is killed.
const GRACE_MS = 30_000;

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User and system CPU of a process and all its threads so far, in ms (Linux's /proc). */
function cpuMsOf(pid: number): number {
  // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * Runs one load in a worker process; rejects (never hangs) if the worker fails or stalls. With
 * the server's pid, the CPU it spent meanwhile is reported too.
 */
export async function runLoad(spec: LoadSpec, serverPid?: number): Promise<LoadNumbers> {
  const cpuBefore = serverPid ? cpuMsOf(serverPid) : 0;
  const loadBefore = loadavg()[0] as number;
  const numbers = await runWorker(spec);
  return {
    ...numbers,
    ...(serverPid ? { serverCpuMs: cpuMsOf(serverPid) - cpuBefore } : {}),
    loadAverage: [loadBefore, loadavg()[0] as number],
  };
}

function runWorker(spec: LoadSpec): Promise<LoadNumbers> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const specFile = join(dir, 'spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  return new Promise<LoadNumbers>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, specFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.pid) killOnExit(child.pid);
    const started = Date.now();
    const limit = (spec.seconds + spec.timeoutSeconds) * 1000 + GRACE_MS;
    const timer = setTimeout(() => child.kill('SIGKILL'), limit);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (child.pid) forget(child.pid);
      rmSync(dir, { recursive: true, force: true });
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last) {
        const after = `${Date.now() - started} ms (limit ${limit} ms)`;
        return reject(new Error(`load worker ended with ${signal ?? code} after ${after}`));
      }
      resolve(JSON.parse(last) as LoadNumbers);
    });
  });
}

/** One URL repeated: a short warm-up (caches, JIT) that is thrown away, then the measured run. */
export async function loadOneUrl(
  base: Omit<LoadSpec, 'paths' | 'shapes' | 'zipf' | 'seconds'>,
  path: string,
  seconds: number,
  serverPid?: number,
): Promise<LoadNumbers> {
  const spec = { ...base, paths: [path], shapes: ['repeated'], zipf: false };
  await runLoad({ ...spec, seconds: 3 });
  return runLoad({ ...spec, seconds }, serverPid);
}
