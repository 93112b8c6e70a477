/**
 * `npm run soak` — mixed reads and writes against the production build for a bounded time
 * (`-- --seconds 600`, the default), printing errors, p99 latency and the server's memory at
 * the start and the end. Runs on a fresh database on the local PostgreSQL server
 * (SOAK_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), with demo data.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ApiClient, pickOne } from './api-client';
import { startAppServer } from './app-server';
import type { Acknowledged } from './chaos-checks';
import { prepareActors } from './chaos-load';
import { Writer, type Actors } from './writer';

const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 600;
const READERS = 8;
const WRITES_PER_SECOND = 2;
const SERVER_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APP_PORT = Number(process.env.SOAK_APP_PORT ?? 3301);
const WORDS = ['developer', 'marketing', 'design', 'react', 'data', 'sales', 'content', 'python'];
const CITIES = ['Bengaluru', 'Pune', 'Mumbai', 'Delhi', 'Hyderabad', 'Chennai'];

type Sample = { ms: number; status: number };

async function main() {
  const name = `shuruaat_soak_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const server = await startAppServer(APP_PORT, {
    DATABASE_URL: url.toString(),
    DEMO_DATA: 'true',
  });
  try {
    // One try per request: a soak counts failures, it does not hide them behind retries.
    const client = new ApiClient(server.origin, 0);
    const actors = await prepareActors(client, randomBytes(4).toString('hex'));
    const slugs = await jobSlugs(client);
    const samples: Sample[] = [];
    const rssStart = await server.rssBytes();
    const until = Date.now() + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: READERS }, () => readLoop(client, actors, slugs, samples, until)),
      writeLoop(client, actors, samples, until),
    ]);
    const rssEnd = await server.rssBytes();
    report(samples, client.failures.length, rssStart, rssEnd, server.isAlive());
  } finally {
    await server.stop();
    await adminQuery(`drop database if exists ${name} with (force)`);
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
    const answer =
      pick < 0.35
        ? await client.call('GET', `/api/jobs?q=${word}&city=${city}&facets=true`)
        : pick < 0.55
          ? await client.call('GET', `/api/jobs/${slug}`)
          : pick < 0.7
            ? await client.call('GET', `/jobs/${slug}`)
            : pick < 0.8
              ? await client.call('GET', '/api/candidates/active-jobs?limit=20')
              : pick < 0.9
                ? await client.call('GET', '/api/users/me', { token: candidate.token })
                : await client.call('GET', '/api/users/notifications', { token: candidate.token });
    samples.push({ ms: answer.ms, status: answer.status });
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
    const failed = client.failures.length > failuresBefore;
    samples.push({ ms: performance.now() - began, status: failed ? 500 : 200 });
    await new Promise((settle) => setTimeout(settle, 1000 / WRITES_PER_SECOND));
  }
}

async function jobSlugs(client: ApiClient): Promise<string[]> {
  const answer = await client.call('GET', '/api/jobs?limit=50');
  const items = (answer.body as { items?: { slug: string }[] } | null)?.items ?? [];
  if (items.length === 0) throw new Error('the soak needs listings to read: no demo jobs found');
  return items.map((job) => job.slug);
}

function report(
  samples: Sample[],
  failures: number,
  rssStart: number,
  rssEnd: number,
  alive: boolean,
) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(`\nSoak: ${SECONDS} s, ${READERS} readers + ${WRITES_PER_SECOND} writes/s`);
  console.log(`requests: ${samples.length} (${(samples.length / SECONDS).toFixed(0)}/s)`);
  console.log(`errors (5xx or no answer): ${failures}`);
  console.log(
    `latency ms: p50 ${at(0.5).toFixed(1)}, p99 ${at(0.99).toFixed(1)}, max ${at(1).toFixed(1)}`,
  );
  console.log(
    `server RSS: ${mb(rssStart)} at start, ${mb(rssEnd)} at end; still running: ${alive ? 'yes' : 'no'}`,
  );
  process.exitCode = failures === 0 && alive ? 0 : 1;
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
