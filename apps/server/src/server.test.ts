import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshProcessDatabase, isPostgresRun, type ProcessDatabase } from './test/test-app';

const serverDir = new URL('..', import.meta.url).pathname;
const port = 3400 + Math.floor(Math.random() * 500) + (isPostgresRun() ? 500 : 0);

let processDb: ProcessDatabase;
beforeAll(async () => {
  processDb = await freshProcessDatabase();
});
afterAll(() => processDb.drop());

describe('the server process', () => {
  it('starts, prints the demo logins, serves, and shuts down cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...processDb.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    // Migrations and demo data run first; two cores shared with the other test projects are slow.
    await waitFor(() => output.includes('Shuruaat is running'), 60_000);
    expect(output).toContain('student@demo.shuruaat.in');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 90_000);
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the server to start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
