import { spawn } from 'node:child_process';
import type { Scenario } from './scenarios';

export type LoadNumbers = { rps: number; p50: number; p99: number; non2xx: number; errors: number };
export type LoadResult = LoadNumbers & { scenario: Scenario; path: string };

type AutocannonJson = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};

/** Runs autocannon as its own process so the load generator does not share the server's loop. */
function autocannon(target: string, seconds: number, connections: number): Promise<AutocannonJson> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['autocannon', '-j', '-c', String(connections), '-d', String(seconds), target],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(out) as AutocannonJson);
    });
  });
}

/** A short warm-up (caches, JIT) that is thrown away, then the measured run. */
export async function loadTest(
  target: string,
  seconds: number,
  connections: number,
): Promise<LoadNumbers> {
  await autocannon(target, 3, connections);
  const result = await autocannon(target, seconds, connections);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
