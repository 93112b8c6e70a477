/**
 * `npm run soak` — mixed reads and writes against the production build for a bounded time,
 * on the embedded database (PGlite in a fresh DATA_DIR, what `npm start` runs) and on a fresh
 * database on the local PostgreSQL server, one after the other in the same run so the two are
 * comparable on a shared machine. Each engine also gets a static-file ceiling: the same clients
 * fetching one static asset, the most this server answers on this machine right now.
 *
 *   npm run soak -- --seconds 180 --clients 16 --engine both
 *
 * `--engine embedded|postgres|both` (default both), `--clients` readers without pause (default
 * 16) beside two writes a second, `--seconds` per engine (default 180). PostgreSQL is reached
 * at SOAK_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). SOAK_NODE_ARGS
 * passes flags to the server process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ApiClient, pickOne } from './api-client';
import { startAppServer, type AppServer } from './app-server';
import type { Acknowledged } from './chaos-checks';
import { prepareActors } from './chaos-load';
import { Writer, type Actors } from './writer';

const SECONDS = numberArg('--seconds', 180);
const CLIENTS = numberArg('--clients', 16);
const ENGINE = stringArg('--engine', 'both');
const CEILING_SECONDS = Math.min(15, SECONDS);
const WRITES_PER_SECOND = 2;
const SERVER_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APP_PORT = Number(process.env.SOAK_APP_PORT ?? 3301);
const NODE_ARGS = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
const WORDS = ['developer', 'marketing', 'design', 'react', 'data', 'sales', 'content', 'python'];
const CITIES = ['Bengaluru', 'Pune', 'Mumbai', 'Delhi', 'Hyderabad', 'Chennai'];
const ASSETS_DIR = resolve(import.meta.dirname, '../../apps/web/dist/assets');

/** `kind` names the request in the mix, so the report can say which part of it holds the tail. */
type Sample = { ms: number; status: number; kind: string };
type Engine = 'embedded' | 'postgres';
type Result = {
  engine: Engine;
  samples: Sample[];
  rssStart: number;
  rssEnd: number;
  /** The server's CPU time (all its threads) over the soak, which contention does not inflate. */
  cpuMs: number;
  alive: boolean;
  ceilingPerSecond: number;
};

function numberArg(flag: string, fallback: number): number {
  const at = process.argv.indexOf(flag);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

function stringArg(flag: string, fallback: string): string {
  const at = process.argv.indexOf(flag);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

async function main() {
  const engines: Engine[] =
    ENGINE === 'both'
      ? ['embedded', 'postgres']
      : [ENGINE === 'postgres' ? 'postgres' : 'embedded'];
  const results: Result[] = [];
  for (const engine of engines) {
    console.log(`soak: ${engine}, ${CLIENTS} clients for ${SECONDS} s …`);
    results.push(engine === 'embedded' ? await soakEmbedded() : await soakPostgres());
  }
  report(results);
}

/** What `npm start` runs: PGlite in a data directory of its own, fresh for this run. */
async function soakEmbedded(): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shuruaat-soak-data-'));
  try {
    const server = await startAppServer(
      APP_PORT,
      { DATA_DIR: dataDir, DEMO_DATA: 'true', FILES_DIR: join(dataDir, 'files') },
      NODE_ARGS,
    );
    return await soak('embedded', server);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function soakPostgres(): Promise<Result> {
  const name = `shuruaat_soak_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  try {
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    const server = await startAppServer(
      APP_PORT,
      { DATABASE_URL: url.toString(), DEMO_DATA: 'true' },
      NODE_ARGS,
    );
    return await soak('postgres', server);
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

async function soak(engine: Engine, server: AppServer): Promise<Result> {
  try {
    // One try per request: a soak counts failures, it does not hide them behind retries.
    const client = new ApiClient(server.origin, 0);
    const actors = await prepareActors(client, randomBytes(4).toString('hex'));
    const slugs = await jobSlugs(client);
    const samples: Sample[] = [];
    const rssStart = await server.rssBytes();
    const cpuStart = await cpuMsOf(server.process.pid);
    const until = Date.now() + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: CLIENTS }, () => readLoop(client, actors, slugs, samples, until)),
      writeLoop(client, actors, samples, until),
    ]);
    const rssEnd = await server.rssBytes();
    const cpuMs = (await cpuMsOf(server.process.pid)) - cpuStart;
    const ceilingPerSecond = await staticCeiling(server.origin);
    return {
      engine,
      samples,
      rssStart,
      rssEnd,
      cpuMs,
      alive: server.isAlive(),
      ceilingPerSecond,
    };
  } finally {
    await server.stop();
  }
}

async function readLoop(
  client: ApiClient,
  actors: Actors,
  slugs: string[],
  samples: Sample[],
  until: number,
) {
  const candidate = pickOne(actors.candidates);
  while (Date.now() < until) {
    const pick = Math.random();
    const word = pickOne(WORDS);
    const city = pickOne(CITIES);
    const slug = pickOne(slugs);
    const [kind, answer] =
      pick < 0.35
        ? ['search', await client.call('GET', `/api/jobs?q=${word}&city=${city}&facets=true`)]
        : pick < 0.55
          ? ['job API', await client.call('GET', `/api/jobs/${slug}`)]
          : pick < 0.7
            ? ['job page', await client.call('GET', `/jobs/${slug}`)]
            : pick < 0.8
              ? ['active jobs', await client.call('GET', '/api/candidates/active-jobs?limit=20')]
              : pick < 0.9
                ? ['session', await client.call('GET', '/api/users/me', { token: candidate.token })]
                : [
                    'notifications',
                    await client.call('GET', '/api/users/notifications', {
                      token: candidate.token,
                    }),
                  ];
    samples.push({ ms: answer.ms, status: answer.status, kind });
  }
}

async function writeLoop(client: ApiClient, actors: Actors, samples: Sample[], until: number) {
  const acknowledged: Acknowledged = {
    jobs: new Map(),
    applications: new Map(),
    profiles: new Map(),
  };
  const writer = new Writer(client, actors, acknowledged);
  while (Date.now() < until) {
    const began = performance.now();
    const failuresBefore = client.failures.length;
    await writer.next();
    const failure = client.failures.slice(failuresBefore)[0];
    samples.push({
      ms: performance.now() - began,
      status: failure ? failure.status : 200,
      kind: 'write',
    });
    await new Promise((settle) => setTimeout(settle, 1000 / WRITES_PER_SECOND));
  }
}

/** The same clients fetching one hashed asset: what this server answers when nothing is computed. */
async function staticCeiling(origin: string): Promise<number> {
  const asset = readdirSync(ASSETS_DIR).find((file) => file.endsWith('.js'));
  if (!asset) return 0;
  const until = Date.now() + CEILING_SECONDS * 1000;
  let answered = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < until) {
        const response = await fetch(`${origin}/assets/${asset}`);
        await response.arrayBuffer();
        if (response.ok) answered++;
      }
    }),
  );
  return answered / CEILING_SECONDS;
}

async function jobSlugs(client: ApiClient): Promise<string[]> {
  const answer = await client.call('GET', '/api/jobs?limit=50');
  const items = (answer.body as { items?: { slug: string }[] } | null)?.items ?? [];
  if (items.length === 0) throw new Error('the soak needs listings to read: no demo jobs found');
  return items.map((job) => job.slug);
}

/** User and system time of a process and all its threads, from /proc (Linux ticks are 10 ms). */
async function cpuMsOf(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The latency at quantile `q` of some samples. */
function quantile(samples: readonly Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function summarize(result: Result) {
  const { engine, samples, rssStart, rssEnd, cpuMs, alive, ceilingPerSecond } = result;
  const at = quantile(samples);
  const shed = samples.filter((s) => s.status === 503).length;
  const errors = samples.filter((s) => (s.status >= 500 && s.status !== 503) || s.status === 0);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  const perSecond = samples.length / SECONDS;
  return {
    engine,
    requests: samples.length,
    'per s': perSecond.toFixed(0),
    'shed %': ((100 * shed) / Math.max(1, samples.length)).toFixed(2),
    'other 5xx': errors.length,
    'p50 ms': at(0.5).toFixed(1),
    'p99 ms': at(0.99).toFixed(1),
    'max ms': at(1).toFixed(0),
    'CPU ms/req': (cpuMs / Math.max(1, samples.length)).toFixed(1),
    'RSS MB': `${mb(rssStart)} → ${mb(rssEnd)}`,
    'static /s': ceilingPerSecond.toFixed(0),
    '% of static': ((100 * perSecond) / Math.max(1, ceilingPerSecond)).toFixed(1),
    alive: alive ? 'yes' : 'no',
    ok: errors.length === 0 && alive,
  };
}

function report(results: Result[]) {
  const rows = results.map(summarize);
  console.log(
    `\nSoak: ${SECONDS} s per engine, ${CLIENTS} clients + ${WRITES_PER_SECOND} writes/s; ` +
      `static ceiling over ${CEILING_SECONDS} s with the same clients`,
  );
  console.table(rows.map(({ ok: _ok, ...row }) => row));
  for (const { engine, samples } of results) {
    const kinds = [...new Set(samples.map((s) => s.kind))].sort();
    const slowest = quantile(samples)(0.99);
    const tail = samples.filter((s) => s.ms >= slowest);
    console.log(`\n${engine}: latency by request kind`);
    console.table(
      kinds.map((kind) => {
        const ofKind = samples.filter((s) => s.kind === kind);
        const at = quantile(ofKind);
        return {
          kind,
          requests: ofKind.length,
          'p50 ms': at(0.5).toFixed(1),
          'p99 ms': at(0.99).toFixed(1),
          'share of the slowest 1 %': `${((100 * tail.filter((s) => s.kind === kind).length) / Math.max(1, tail.length)).toFixed(0)} %`,
        };
      }),
    );
  }
  process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
