// Two builds of the server side by side on one database, loaded in turns with the same mix:
// on a shared machine, whatever load the other work puts on it falls on both alike.
// BENCH_BEFORE_SERVER=<other dist/server.js> npx tsx bench/search/ab-turns.ts
import { config } from './bench-config';
import { runLoad } from './load';
import { generateMixUrls } from './mix-urls';
import { shapeOf } from './query-shapes';
import { seededRandom } from './seeded-random';
import { startServer, type ServerProcess } from './server-process';

const TURNS = Number(process.env.BENCH_TURNS ?? 6);
const SECONDS = Number(process.env.BENCH_TURN_SECONDS ?? 15);
const db = config.databaseUrl.toString();
const before = config.beforeServer;
if (!before) throw new Error('BENCH_BEFORE_SERVER names the other build');
const headers: Record<string, string> = {};
if (config.acceptEncoding) headers['accept-encoding'] = config.acceptEncoding;
const urls = generateMixUrls(seededRandom(config.seed), config.mixUrls);
const sets = {
  all: urls,
  'no Hindi or Hinglish': urls.filter((u) => shapeOf(u) !== 'q in Hindi or Hinglish'),
};
// BENCH_AB_SETS=without-hindi measures only that set (a cold start of its own).
const only = process.env.BENCH_AB_SETS;
const chosen = Object.entries(sets).filter(
  ([name]) =>
    !only || name.replaceAll(' ', '-') === only || (only === 'without-hindi' && name !== 'all'),
);
const servers: [string, ServerProcess][] = [];
try {
  servers.push([config.beforeLabel, await startServer(config.port, db, before)]);
  servers.push([config.label, await startServer(config.port + 1, db, config.server)]);
  for (const [name, paths] of chosen) {
    const rows = new Map<string, { rps: number[]; p50: number[]; p99: number[] }>();
    for (let turn = 0; turn < TURNS; turn += 1) {
      const order = turn % 2 ? [...servers].reverse() : servers;
      for (const [label, server] of order) {
        const spec = {
          origin: server.origin,
          paths,
          shapes: paths.map(shapeOf),
          zipf: true,
          seed: config.seed + turn,
          seconds: SECONDS,
          connections: config.connections,
          timeoutSeconds: config.timeoutSeconds,
          headers,
        };
        const n = await runLoad(spec);
        const row = rows.get(label) ?? { rps: [], p50: [], p99: [] };
        row.rps.push(Math.round(n.rps));
        row.p50.push(n.p50);
        row.p99.push(n.p99);
        rows.set(label, row);
        console.log(
          `${name} · turn ${turn + 1} · ${label}: ${Math.round(n.rps)} req/s, p50 ${n.p50} ms, p99 ${n.p99} ms`,
        );
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
    for (const [label, r] of rows) {
      console.log(
        `${name} · ${label}: median of ${TURNS} turns ${median(r.rps)} req/s, p50 ${median(r.p50)} ms, p99 ${median(r.p99)} ms`,
      );
    }
  }
} finally {
  for (const [, server] of servers) await server.stop();
}
