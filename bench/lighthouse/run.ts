/**
 * `npm run lighthouse` — Lighthouse 12 with its mobile defaults (a mid-range phone on slow 4G,
 * simulated) against the production build on demo data, three runs per page, medians in a
 * table, written into bench/RESULTS.md under "Lighthouse". The build must exist (the npm script
 * builds first). Port: LIGHTHOUSE_PORT, default 3202.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../reliability/app-server';
import { entryScriptBytes } from './entry-size';
import { runLighthouse, withRetries, type PageScores } from './lighthouse';
import { measuresSomePages, pagesToMeasure } from './pages';
import { median, printTable, writeResults } from './results';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3202);
const RUNS = 3;

async function main() {
  const server = await startAppServer(PORT, {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shuruaat-lighthouse-')),
    DEMO_DATA: 'true',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  });
  try {
    const entry = await entryScriptBytes();
    // The table in RESULTS.md is written from a run of every page.
    const pages = await pagesToMeasure(server.origin);
    const rows: { page: string; scores: PageScores }[] = [];
    for (const [name, path] of pages) {
      const runs: PageScores[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await withRetries(() => runLighthouse(`${server.origin}${path}`)));
        console.log(`${name} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
      }
      rows.push({ page: name, scores: median(runs) });
    }
    printTable(rows, entry);
    if (!measuresSomePages()) await writeResults(rows, entry);
  } finally {
    await server.stop();
  }
}

await main();
