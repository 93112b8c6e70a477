// npm run bench:search — 1,000,000 jobs in PostgreSQL, the real server, load from a second
// process on 127.0.0.1: the realistic mix on a cold server (the headline), an idle pass per
// query shape, the repeated-URL scenarios and their plans; results into bench/RESULTS.md.
// Settings (bench-config.ts, bench/README.md): BENCH_REUSE=1, BENCH_ONLY=mix,idle,repeated,
// BENCH_MIX_SECONDS, BENCH_SECONDS, BENCH_PORT, BENCH_DATABASE_URL and more.
import { config } from './bench-config';
import { pathOfPage, collectCursors } from './cursors';
import { prepareDatabase } from './database';
import { explainScenario } from './explain';
import { runIdlePass, type IdleRow } from './idle-pass';
import { pagingShapes, searchShapes } from './idle-shapes';
import { loadOneUrl, runLoad } from './load';
import type { LoadNumbers } from './load-spec';
import { renderIdleSection, renderMixSection } from './mix-results';
import { firstPagesToPage, generateMixUrls, withNextPages } from './mix-urls';
import { SUGGEST_PREFIXES } from './mix-vocabulary';
import { nextPagePath, suggestPath } from './client-urls';
import { shapeOf } from './query-shapes';
import { describeMachine } from './report-format';
import { renderPlansSection, renderRepeatedSection, type ScenarioResult } from './results';
import { section, writeResults } from './results-file';
import { SCENARIOS, toSearchParams } from './scenarios';
import { seededRandom } from './seeded-random';
import { startServer, waitForIdleDatabase, type ServerProcess } from './server-process';

const log = (line: string) => console.log(line);
const db = config.databaseUrl.toString();
const base = {
  connections: config.connections,
  seed: config.seed,
  timeoutSeconds: config.timeoutSeconds,
};

/** Runs `work` against a server process of its own, which is always stopped afterwards. */
async function withServer<T>(work: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServer(config.port, db);
  log(`server pid ${server.pid} on ${server.origin}`);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** The first server: the idle pass, and the real cursors the mix needs for its page-2 URLs. */
async function prepare(ranked: string[]) {
  return withServer(async ({ origin }) => {
    const idle: IdleRow[] = [];
    if (config.only.has('idle')) {
      for (let i = 0; i < 20; i += 1) await fetch(`${origin}/api/health/live`);
      log(`idle pass, ${config.idleRepeats} requests per shape`);
      idle.push(
        ...(await runIdlePass(
          origin,
          searchShapes(seededRandom(config.seed + 1)),
          config.idleRepeats,
          log,
        )),
      );
    }
    log(`asking ${config.cursorPages} first pages for their cursor`);
    const cursors = await collectCursors(origin, firstPagesToPage(ranked, config.cursorPages));
    log(`  ${cursors.size} have a page 2`);
    if (config.only.has('idle')) {
      const nextPages = [...cursors].map(([path, cursor]) => nextPagePath(path, cursor));
      idle.push(...(await runIdlePass(origin, pagingShapes(nextPages), config.idleRepeats, log)));
    }
    return { idle, cursors };
  });
}

async function loadMix(origin: string, paths: string[]): Promise<LoadNumbers> {
  const spec = { ...base, origin, paths, shapes: paths.map(shapeOf), zipf: true };
  const numbers = await runLoad({ ...spec, seconds: config.mixSeconds });
  await waitForIdleDatabase(db);
  return numbers;
}

async function loadRepeated(origin: string, ceiling: LoadNumbers): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    if (!scenario.query) {
      results.push({ ...ceiling, scenario, path: '/api/health/live' });
      continue;
    }
    let path = `/api/jobs?${toSearchParams(scenario.query)}`;
    if (scenario.key === 'f') path = await pathOfPage(origin, path, 50);
    log(`(${scenario.key}) ${scenario.label}: ${path.slice(0, 90)}`);
    results.push({
      ...(await loadOneUrl({ ...base, origin }, path, config.seconds)),
      scenario,
      path,
    });
    await waitForIdleDatabase(db);
  }
  return results;
}

async function main() {
  await prepareDatabase(config.databaseUrl, config.jobs, config.reuse, log);
  const machine = describeMachine();
  const ranked = generateMixUrls(seededRandom(config.seed), config.mixUrls);
  const wantsMix = config.only.has('mix');
  const { idle, cursors } =
    wantsMix || config.only.has('idle') ? await prepare(ranked) : { idle: [], cursors: new Map() };
  const pool = withNextPages(ranked, cursors);
  const sections: string[] = [];
  if (idle.length) {
    sections.push(
      renderIdleSection({ machine, jobs: config.jobs, repeats: config.idleRepeats, rows: idle }),
    );
  }
  if (wantsMix || config.only.has('repeated')) {
    const measured = await withServer(async ({ origin }) => {
      // First, while nothing is cached in the new process: the headline.
      if (wantsMix) log(`mix: ${pool.length} distinct URLs, ${config.mixSeconds} s, cold server`);
      const mix = wantsMix ? await loadMix(origin, pool) : null;
      log('ceiling: /api/health/live');
      const ceiling = await loadOneUrl({ ...base, origin }, '/api/health/live', config.seconds);
      const suggestPaths = SUGGEST_PREFIXES.map(suggestPath);
      const suggest = wantsMix
        ? await runLoad({
            ...base,
            origin,
            paths: suggestPaths,
            shapes: suggestPaths.map(shapeOf),
            zipf: true,
            seconds: config.seconds,
          })
        : null;
      const repeated = config.only.has('repeated') ? await loadRepeated(origin, ceiling) : [];
      return { mix, ceiling, suggest, repeated };
    });
    const { mix, ceiling, suggest, repeated } = measured;
    if (mix) {
      sections.unshift(
        renderMixSection({
          machine,
          jobs: config.jobs,
          urls: pool.length,
          nextPages: cursors.size,
          seconds: config.mixSeconds,
          connections: config.connections,
          mix,
          suggest,
          ceiling,
        }),
      );
    }
    if (repeated.length) {
      sections.push(
        renderRepeatedSection({
          jobs: config.jobs,
          seconds: config.seconds,
          connections: config.connections,
          machine,
          results: repeated,
          ceiling,
        }),
      );
      const plans = [];
      for (const r of repeated) if (r.scenario.query) plans.push(await explainScenario(db, r.path));
      sections.push(renderPlansSection(plans));
    }
  }
  for (const text of sections) if (!text.startsWith('## Query plans')) log(`\n${text}`);
  writeResults(config.resultsFile, sections.map(section));
  log(`\nwrote ${config.resultsFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
