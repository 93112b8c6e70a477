/**
 * `npx tsx bench/lighthouse/compare.ts <other checkout>` — Lighthouse on two builds in one run:
 * the other checkout's (before: build it there first) and this one's (after), taking turns page
 * by page, three runs each, medians printed side by side with the load average. On a shared
 * machine a table taken on its own moves with the load; taking turns exposes both builds to the
 * same load, so the difference between the columns is the code's. Nothing is written to
 * RESULTS.md: copy the table with the conditions it was taken in.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startAppServer, type AppServer } from '../reliability/app-server';
import { runLighthouse, withRetries, type PageScores } from './lighthouse';
import { pagesToMeasure } from './pages';
import { median } from './results';

const RUNS = 3;

const start = (port: number, server?: string) =>
  startAppServer(
    port,
    {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shuruaat-lighthouse-')),
      DEMO_DATA: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    [],
    server,
  );

const cell = (s: PageScores) => `${s.performance} (TBT ${Math.round(s.tbtMs)} ms)`;

async function main(before: string | undefined) {
  if (!before) throw new Error('usage: compare.ts <checkout with a built apps/server/dist>');
  const servers: [string, AppServer][] = [
    ['before', await start(3204, resolve(before, 'apps/server/dist/server.js'))],
    ['after', await start(3203)],
  ];
  try {
    const paths = await Promise.all(
      servers.map(async ([, server]) => new Map(await pagesToMeasure(server.origin))),
    );
    const loads: number[] = [];
    console.log('| page | before | after |\n|---|---|---|');
    for (const name of paths[0]?.keys() ?? []) {
      const runs: PageScores[][] = [[], []];
      for (let i = 0; i < RUNS; i += 1) {
        for (const [index, [, server]] of servers.entries()) {
          loads.push(loadavg()[0] ?? 0);
          const url = `${server.origin}${paths[index]?.get(name)}`;
          runs[index]?.push(await withRetries(() => runLighthouse(url)));
        }
      }
      console.log(`| ${name} | ${cell(median(runs[0] ?? []))} | ${cell(median(runs[1] ?? []))} |`);
    }
    const sorted = loads.sort((a, b) => a - b);
    console.log(
      `\nload average (1 min) during the runs: ${sorted[0]?.toFixed(1)}–${sorted.at(-1)?.toFixed(1)}`,
    );
  } finally {
    await Promise.all(servers.map(([, server]) => server.stop()));
  }
}

await main(process.argv[2]);
