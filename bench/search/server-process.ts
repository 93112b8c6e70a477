import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { config } from './bench-config';
import { forget, killOnExit, killQuietly } from './child-cleanup';

const SERVER = resolve(import.meta.dirname, '../../apps/server/dist/server.js');
const sleep = (ms: number) => new Promise((settle) => setTimeout(settle, ms));
/** Where the server's file storage keeps the index snapshot (index-snapshots.ts `SNAPSHOT_KEY`). */
export const SNAPSHOT_FILE = 'search-index/snapshot.bin';
/**
 * With a snapshot folder, no snapshot is written by the job while a run lasts (its first run is
 * one interval after the start); the one written after a build is waited for before any load.
 */
const SNAPSHOT_EVERY_MS = 12 * 3_600_000;

/** `logFile` keeps the server's output out of the report: overloaded, it logs every failure. */
export type ServerProcess = { origin: string; pid: number; logFile: string; stop(): Promise<void> };

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * A fresh production server (nothing cached in it) on 127.0.0.1:port against the database. Refuses
 * a port something already answers on: the run would measure that instead. It waits up to
 * `BENCH_START_SECONDS` for the server to be ready; with `BENCH_SNAPSHOT_DIR` the server starts
 * from the snapshot there, and a server that had to build is not handed over before it has
 * written one (so neither the write nor a build is in the figures of the next).
 */
export async function startServer(
  port: number,
  databaseUrl: string,
  serverPath = SERVER,
  { startSeconds, snapshotDir } = config,
): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(`${origin}/api/health/live`)) throw new Error(`port ${port} is already in use`);
  const logFile = join(mkdtempSync(join(tmpdir(), 'shuruaat-bench-server-')), 'server.log');
  const logFd = openSync(logFile, 'a');
  const snapshot = snapshotDir && join(snapshotDir, SNAPSHOT_FILE);
  const hadSnapshot = Boolean(snapshot && existsSync(snapshot));
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [...config.serverNodeArgs, serverPath], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // Benchmarks measure the site, not email: without SMTP, production needs mail off.
      MAIL_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      // One secret for both servers: anything signed by the first (a cursor, should cursors ever
      // be signed) must still be valid on the second, which runs the mix.
      URL_SIGNING_SECRET: 'search-bench-signing-secret-0123456789abcdef',
      // Without a snapshot folder each server has a files folder of its own, so none finds a
      // snapshot of the index (decision 039): it builds, as before, and writes none in the
      // background of the figures.
      FILES_DIR: snapshotDir ?? mkdtempSync(join(tmpdir(), 'shuruaat-bench-files-')),
      SEARCH_SNAPSHOT_MS: snapshotDir ? String(SNAPSHOT_EVERY_MS) : '0',
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const pid = child.pid as number;
  killOnExit(pid);
  let exited = false;
  const gone = new Promise<void>((settle) => child.once('exit', () => settle()));
  void gone.then(() => (exited = true));
  const stop = async () => {
    if (exited) return;
    killQuietly(pid, 'SIGTERM');
    // The server drains in-flight requests on SIGTERM; slow searches must not hold the run.
    const drained = await Promise.race([gone.then(() => true), sleep(15_000).then(() => false)]);
    if (!drained) killQuietly(pid, 'SIGKILL');
    await gone;
    forget(pid);
  };
  const deadline = Date.now() + startSeconds * 1_000;
  const fail = async (what: string) => {
    await stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`the server ${what}:\n${tail}`);
  };
  while (!(await answers(`${origin}/api/health`))) {
    if (exited || Date.now() > deadline) await fail('did not start');
    await sleep(250);
  }
  // The server logs at warn: a snapshot it could not use says so, and then it builds and writes.
  const built = !hadSnapshot || readFileSync(logFile, 'utf8').includes('snapshot not used');
  if (snapshot && built) {
    while (!existsSync(snapshot) || statSync(snapshot).mtimeMs < spawnedAt) {
      if (exited || Date.now() > deadline) await fail('wrote no snapshot');
      await sleep(1_000);
    }
  }
  return { origin, pid, logFile, stop };
}

/**
 * Waits until the server's database has no statement running: a load that ends leaves requests
 * in flight, and the next figure must not pay for them.
 */
export async function waitForIdleDatabase(databaseUrl: string, limitMs = 120_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const { rows } = await client.query(
        `select count(*)::int as busy from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (rows[0].busy === 0 || Date.now() > deadline) return;
      await sleep(500);
    }
  } finally {
    await client.end();
  }
}
