// npm run bench:search — 1,000,000 jobs in PostgreSQL, the real server, load from a second
// process on 127.0.0.1: the realistic mix on a cold server (the headline), an idle pass per
// query shape, the repeated-URL scenarios and their plans; results into bench/RESULTS.md.
// Settings (bench-config.ts, bench/README.md): BENCH_REUSE=1, BENCH_ONLY=mix,idle,repeated,
// BENCH_MIX_SECONDS, BENCH_SECONDS, BENCH_PORT, BENCH_DATABASE_URL and more.
import { config } from './bench-config';
import { nextPagePath, suggestPath } from './client-urls';
import { collectCursors, describeHarvest, pathOfPage } from './cursors';
import { prepareDatabase } from './database';
import { explainScenarios } from './explain';
import { runIdlePass } from './idle-pass';
import { pagingShapes, searchShapes } from './idle-shapes';
import { loadOneUrl, runLoad } from './load';
import type { LoadNumbers } from './load-spec';
import { renderIdleSection, renderMixSection, type MixFigures } from './mix-results';
import { describeShares, mixShares } from './mix-shares';
import { firstPagesToPage, generateMixUrls, withNextPages } from './mix-urls';
import { SUGGEST_PREFIXES } from './mix-vocabulary';
import { shapeOf } from './query-shapes';
import { describeMachine } from './report-format';
import { describeMemory, residentMemoryOf } from './resident-memory';
import { renderPlansSection, renderRepeatedSection, type ScenarioResult } from './results';
import { section, writeResults } from './results-file';
import { SCENARIOS, toSearchParams } from './scenarios';
import { seededRandom } from './seeded-random';
import { startServer, waitForIdleDatabase, type ServerProcess } from './server-process';

const log = (line: string) => console.log(line);
const db = config.databaseUrl.toString();
const machine = describeMachine();
const jobs = config.jobs;
const headers: Record<string, string> = {};
if (config.acceptEncoding) headers['accept-encoding'] = config.acceptEncoding;
const base = {
  connections: config.connections,
  seed: config.seed,
  timeoutSeconds: config.timeoutSeconds,
  headers,
};

/** Prints a section and writes it at once, so a later failure keeps what was measured. */
function report(text: string, quiet = false) {
  if (!quiet) log(`\n${text}\n`);
  writeResults(config.resultsFile, [section(text)]);
}

/** Runs `work` against a server process of its own, which is always stopped afterwards. */
async function withServer<T>(
  work: (server: ServerProcess) => Promise<T>,
  serverPath = config.server,
): Promise<T> {
  const server = await startServer(config.port, db, serverPath);
  const from = config.snapshotDir ? `, its index from the snapshot in ${config.snapshotDir}` : '';
  log(`server pid ${server.pid} on ${server.origin}${from}, its log in ${server.logFile}`);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** The first server: the idle pass, and the real cursors the mix needs for its page-2 URLs. */
function prepare(ranked: string[]): Promise<Map<string, string>> {
  const idle = config.only.has('idle');
  const pass = (origin: string, shapes: Parameters<typeof runIdlePass>[1]) =>
    runIdlePass(origin, shapes, config.idleRepeats, log);
  return withServer(async ({ origin }) => {
    // A few trivial requests first, so the first timed one does not pay for warming up HTTP.
    for (let i = 0; i < 20; i += 1) {
      await fetch(`${origin}/api/health/live`, { signal: AbortSignal.timeout(5_000) });
    }
    const rows = idle ? await pass(origin, searchShapes(seededRandom(config.seed + 1))) : [];
    const firstPages = firstPagesToPage(ranked, config.cursorShare, seededRandom(config.seed + 2));
    log(`asking ${firstPages.length} first pages for their cursor`);
    const harvest = await collectCursors(origin, firstPages);
    log(`  ${describeHarvest(harvest)}`);
    const { cursors } = harvest;
    if (idle) {
      const nextPages = [...cursors].map(([path, cursor]) => nextPagePath(path, cursor));
      rows.push(...(await pass(origin, pagingShapes(nextPages))));
      report(renderIdleSection({ machine, jobs, repeats: config.idleRepeats, rows }));
    }
    return cursors;
  });
}

/** Many URLs drawn Zipf-like by rank, then a pause until the database has finished with them. */
async function loadDrawn({ origin, pid }: ServerProcess, paths: string[], seconds: number) {
  const spec = { ...base, origin, paths, shapes: paths.map(shapeOf), zipf: true, seconds };
  const numbers = await runLoad(spec, pid);
  await waitForIdleDatabase(db);
  return numbers;
}

async function loadRepeated(
  { origin, pid }: ServerProcess,
  ceiling: LoadNumbers,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    if (!scenario.query) {
      results.push({ ...ceiling, scenario, path: '/api/health/live' });
      continue;
    }
    let path = `/api/jobs?${toSearchParams(scenario.query)}`;
    if (scenario.key === 'f') path = await pathOfPage(origin, path, 50);
    log(`(${scenario.key}) ${scenario.label}: ${path.slice(0, 90)}`);
    const numbers = await loadOneUrl({ ...base, origin }, path, config.seconds, pid);
    results.push({ ...numbers, scenario, path });
    await waitForIdleDatabase(db);
  }
  return results;
}

/** The mix on a cold server, then its ceiling and the suggestions on the same process. */
async function mixFigures(server: ServerProcess, pool: string[]): Promise<MixFigures> {
  const ready = residentMemoryOf(server.pid);
  log(`mix: ${pool.length} distinct URLs, ${config.mixSeconds} s, cold server`);
  const mix = await loadDrawn(server, pool, config.mixSeconds);
  const memory = { ready, afterMix: residentMemoryOf(server.pid) };
  log(`  ${describeMemory(memory)}`);
  log('ceiling: /api/health/live');
  const { origin, pid } = server;
  const ceiling = await loadOneUrl({ ...base, origin }, '/api/health/live', config.seconds, pid);
  log('suggestions');
  const suggest = await loadDrawn(server, SUGGEST_PREFIXES.map(suggestPath), config.seconds);
  const shares = mixShares(pool, mix.sentByPath);
  log(`  sent: ${describeShares(shares)}`);
  return { mix, ceiling, suggest, shares, memory };
}

/**
 * The second server, fresh: the mix first while nothing is cached, then the rest on it. With
 * `BENCH_BEFORE_SERVER`, the other build's mix runs first on a fresh process of its own.
 */
async function measureUnderLoad(pool: string[], nextPages: number) {
  const { connections, seconds, mixSeconds, beforeServer, beforeLabel } = config;
  const mix = config.only.has('mix');
  let before: MixFigures | null = null;
  if (mix && beforeServer) {
    log(`${beforeLabel}: ${beforeServer}`);
    before = await withServer((server) => mixFigures(server, pool), beforeServer);
  }
  return withServer(async (server) => {
    let ceiling: LoadNumbers;
    if (mix) {
      const figures = await mixFigures(server, pool);
      ceiling = figures.ceiling;
      const urls = pool.length;
      const compared = before && { ...before, label: beforeLabel };
      report(
        renderMixSection({
          machine,
          jobs,
          connections,
          ...figures,
          before: compared,
          label: config.label,
          urls,
          nextPages,
          seconds: mixSeconds,
          acceptEncoding: config.acceptEncoding,
          fromSnapshot: Boolean(config.snapshotDir),
        }),
      );
    } else {
      log('ceiling: /api/health/live');
      ceiling = await loadOneUrl({ ...base, origin: server.origin }, '/api/health/live', seconds);
    }
    if (!config.only.has('repeated')) return [];
    const results = await loadRepeated(server, ceiling);
    report(renderRepeatedSection({ jobs, seconds, connections, machine, results, ceiling }));
    return results;
  });
}

async function main() {
  await prepareDatabase(config.databaseUrl, jobs, config.reuse, log);
  if (config.only.size === 1 && config.only.has('seed')) return;
  const ranked = generateMixUrls(seededRandom(config.seed), config.mixUrls);
  const needsCursors = config.only.has('mix') || config.only.has('idle');
  const cursors = needsCursors ? await prepare(ranked) : new Map<string, string>();
  if (config.only.has('mix') || config.only.has('repeated')) {
    const repeated = await measureUnderLoad(withNextPages(ranked, cursors), cursors.size);
    const paths = repeated.filter((r) => r.scenario.query).map((r) => r.path);
    const plans = await explainScenarios(db, paths);
    if (plans.length) report(renderPlansSection(plans), true);
  }
  log(`wrote ${config.resultsFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
