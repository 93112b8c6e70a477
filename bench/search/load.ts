import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forget, killOnExit } from './child-cleanup';
import type { LoadNumbers, LoadSpec } from './load-spec';

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
// Past the run and its last timeout, a worker that has not reported is stuck: it is killed.
const GRACE_MS = 30_000;

/** Runs one load in a worker process; rejects (never hangs) if the worker fails or stalls. */
export function runLoad(spec: LoadSpec): Promise<LoadNumbers> {
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
): Promise<LoadNumbers> {
  const spec = { ...base, paths: [path], shapes: ['repeated'], zipf: false };
  await runLoad({ ...spec, seconds: 3 });
  return runLoad({ ...spec, seconds });
}
