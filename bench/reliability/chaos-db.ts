/**
 * `npm run chaos:db` — restarts PostgreSQL under a write load and checks that the app stays up,
 * answers 503 (not 500) while the database is away, and neither loses nor doubles a write.
 * `-- --short` runs a smaller load for CI.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ApiClient } from './api-client';
import { startAppServer } from './app-server';
import { checkWrites, type Acknowledged } from './chaos-checks';
import { prepareActors, runWriteLoad } from './chaos-load';
import { startPrivateCluster } from './private-postgres';

const short = process.argv.includes('--short');
const OPS = short ? 240 : 900;
const OPS_PER_SECOND = short ? 16 : 20;
const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 55432);
const APP_PORT = Number(process.env.CHAOS_APP_PORT ?? 3300);

async function main() {
  const cluster = startPrivateCluster(PG_PORT);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database shuruaat');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/shuruaat');
  const server = await startAppServer(APP_PORT, { DATABASE_URL: databaseUrl });
  const pid = server.process.pid;
  try {
    const client = new ApiClient(server.origin);
    const runId = randomBytes(4).toString('hex');
    const actors = await prepareActors(client, runId);
    const acknowledged: Acknowledged = {
      jobs: new Map(),
      applications: new Map(),
      profiles: new Map(),
    };
    const restarts: { mode: 'fast' | 'immediate'; start: number; end: number }[] = [];
    const restartAt = (mode: 'fast' | 'immediate') => async () => {
      const start = Date.now();
      await cluster.restart(mode);
      restarts.push({ mode, start, end: Date.now() });
    };
    const started = Date.now();
    await runWriteLoad(client, actors, acknowledged, {
      ops: OPS,
      opsPerSecond: OPS_PER_SECOND,
      events: [
        { atFraction: 0.33, run: restartAt('fast') },
        { atFraction: 0.66, run: restartAt('immediate') },
      ],
    });
    const loadSeconds = (Date.now() - started) / 1000;

    const healthy = (await fetch(`${server.origin}/api/health`)).status === 200;
    const recovered = server.isAlive() && server.process.pid === pid && healthy;
    const check = await checkWrites(databaseUrl, runId, acknowledged);
    const outages = restarts.map((restart, i) => ({
      ...restart,
      ...errorWindow(client.failures, restart.start, restarts[i + 1]?.start ?? Infinity),
    }));
    const statuses = countBy(client.failures.map((f) => String(f.status)));

    console.log(
      `\nChaos run (${short ? 'short' : 'full'}): ${OPS} writes at ~${OPS_PER_SECOND}/s over ${loadSeconds.toFixed(1)} s`,
    );
    console.log(`acknowledged writes: ${check.acknowledged}`);
    console.log(
      `  jobs ${acknowledged.jobs.size}, applications ${acknowledged.applications.size}, ` +
        `status changes ${check.statusChanges}, profile updates ${check.profileUpdates}`,
    );
    console.log(`missing:    ${check.missing.length}${listed(check.missing)}`);
    console.log(`duplicated: ${check.duplicated.length}${listed(check.duplicated)}`);
    for (const outage of outages) {
      console.log(
        `restart -m ${outage.mode}: pg_ctl took ${((outage.end - outage.start) / 1000).toFixed(1)} s; ` +
          `errors for ${outage.seconds.toFixed(1)} s (${outage.count} failed attempts)`,
      );
    }
    console.log(`failed attempts by status: ${JSON.stringify(statuses)} (0 = connection refused)`);
    console.log(
      `recovered without a restart: ${recovered ? 'yes' : 'no'} (same pid ${pid}, /api/health ${healthy ? 200 : 'not 200'})`,
    );
    const bad =
      check.missing.length + check.duplicated.length > 0 ||
      !recovered ||
      (statuses['500'] ?? 0) > 0;
    process.exitCode = bad ? 1 : 0;
  } finally {
    await server.stop();
    cluster.stop();
  }
}

/** The span of failed attempts from a restart until the next one (or the end of the run). */
function errorWindow(failures: { at: number }[], start: number, next: number) {
  const near = failures.filter((f) => f.at >= start && f.at < next);
  if (near.length === 0) return { seconds: 0, count: 0 };
  const first = Math.min(...near.map((f) => f.at));
  const last = Math.max(...near.map((f) => f.at));
  return { seconds: (last - first) / 1000, count: near.length };
}

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>(
    (counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }),
    {},
  );

const listed = (items: string[]) => (items.length ? ` (${items.slice(0, 5).join('; ')})` : '');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
