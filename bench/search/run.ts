// npm run bench:search — 1,000,000 jobs in PostgreSQL, the real server, autocannon from a second
// process on 127.0.0.1, EXPLAIN for every query; results into bench/RESULTS.md.
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shuruaat_bench),
// BENCH_JOBS (default 1000000), BENCH_REUSE=1 to keep an already seeded database,
// BENCH_SECONDS (default 20), BENCH_CONNECTIONS (default 32).
import { spawn, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { explainScenario } from './explain';
import { loadTest, type LoadResult } from './load';
import { renderResults } from './results';
import { SCENARIOS, toSearchParams } from './scenarios';
import { dropSeedHelpers, seedCompanies, seedJobs } from './seed';

const url = new URL(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shuruaat_bench',
);
const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = 3900;
const log = (line: string) => console.log(line);

async function prepareDatabase(): Promise<void> {
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
    .rowCount;
  const pool = () => new pg.Pool({ connectionString: url.toString() });
  if (exists && process.env.BENCH_REUSE === '1') {
    const check = pool();
    const { rows } = await check.query('select count(*)::int as n from jobs');
    await check.end();
    if (rows[0].n >= JOBS) {
      log(`reusing ${name} with ${rows[0].n.toLocaleString('en-IN')} jobs`);
      await admin.end();
      return;
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: url.toString() });
  await migrateDatabase(database);
  await database.close();
  const seed = pool();
  log(`seeding ${JOBS.toLocaleString('en-IN')} jobs into ${name}`);
  await seedCompanies(seed);
  await seedJobs(seed, JOBS, log);
  await dropSeedHelpers(seed);
  log('vacuum analyze');
  await seed.query('vacuum analyze');
  await seed.end();
}

function startServer(): Promise<() => void> {
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => void server.kill('SIGTERM');
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return resolve(stop);
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/** Walks 49 pages of 20 to reach the cursor of page 50, as a visitor paging on would. */
async function cursorOfPage(page: number, query: URLSearchParams): Promise<string> {
  let cursor = '';
  for (let i = 1; i < page; i += 1) {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const body = (await (await fetch(`http://127.0.0.1:${PORT}/api/jobs?${params}`)).json()) as {
      nextCursor: string;
    };
    cursor = body.nextCursor;
  }
  return cursor;
}

async function main() {
  await prepareDatabase();
  const stop = await startServer();
  const results: LoadResult[] = [];
  try {
    for (const scenario of SCENARIOS) {
      let path = '/api/health/live';
      if (scenario.query) {
        const params = toSearchParams(scenario.query);
        if (scenario.key === 'f') params.set('cursor', await cursorOfPage(50, params));
        path = `/api/jobs?${params}`;
      }
      log(`(${scenario.key}) ${scenario.label}: ${path.slice(0, 90)}`);
      results.push({
        scenario,
        path,
        ...(await loadTest(`http://127.0.0.1:${PORT}${path}`, SECONDS, CONNECTIONS)),
      });
    }
  } finally {
    stop();
  }
  const plans = [];
  for (const result of results) {
    if (result.scenario.query) plans.push(await explainScenario(url.toString(), result.path));
  }
  const machine = {
    cpu: execFileSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"])
      .toString()
      .trim(),
    cores: execFileSync('nproc').toString().trim(),
    memory: execFileSync('sh', ['-c', "free -g | awk '/Mem:/ {print $2}'"]).toString().trim(),
    node: process.version,
    postgres: execFileSync('sh', ['-c', 'psql --version']).toString().trim(),
  };
  writeFileSync(
    'bench/RESULTS.md',
    renderResults({
      jobs: JOBS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      machine,
      results,
      plans,
    }),
  );
  log('wrote bench/RESULTS.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
