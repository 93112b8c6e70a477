import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SERVER = resolve(import.meta.dirname, '../../apps/server/dist/server.js');

export type AppServer = {
  origin: string;
  process: ChildProcess;
  isAlive(): boolean;
  rssBytes(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * The production build of the server on its own port, against the given database; `server`
 * names another checkout's build (a before/after comparison).
 */
export async function startAppServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  server = SERVER,
): Promise<AppServer> {
  const child = spawn(process.execPath, [...nodeArgs, server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Benchmarks measure the site, not email: without SMTP, production needs mail off.
      MAIL_ENABLED: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      URL_SIGNING_SECRET: 'reliability-run-signing-secret-0123456789',
      FILES_DIR: mkdtempSync(join(tmpdir(), 'shuruaat-reliability-files-')),
      // The write loads post listings from three employers far faster than any company does.
      POSTINGS_LIMIT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, 60_000);
  return {
    origin,
    process: child,
    isAlive: () => !exited,
    rssBytes: () => rssOf(child.pid),
    stop: async () => {
      if (exited) return;
      const done = new Promise((settle) => child.once('exit', settle));
      child.kill('SIGTERM');
      await done;
    },
  };
}

async function rssOf(pid: number | undefined): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms`);
    await new Promise((settle) => setTimeout(settle, 200));
  }
}
