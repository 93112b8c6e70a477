import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { PageScores } from './lighthouse';

const RESULTS = resolve(import.meta.dirname, '../RESULTS.md');
const HEADING = '## Lighthouse (`npm run lighthouse`)';
export const ENTRY_BUDGET = 150 * 1024;

type Row = { page: string; scores: PageScores };

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Each figure's median over the runs, taken on its own. */
export function median(runs: PageScores[]): PageScores {
  const of = (key: keyof PageScores) => middle(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: Row[]): string[] {
  return [
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ page, scores: s }) =>
        `| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcpMs / 1000).toFixed(2)} s | ${s.cls.toFixed(3)} | ${Math.round(s.tbtMs)} ms |`,
    ),
  ];
}

function entryLine(entryBytes: number): string {
  const verdict = entryBytes <= ENTRY_BUDGET ? 'within' : 'OVER';
  return `Entry JavaScript of \`/\`: ${kb(entryBytes)} gzip, ${verdict} the 150 KB budget.`;
}

export function printTable(rows: Row[], entryBytes: number): void {
  console.log(['', ...table(rows), '', entryLine(entryBytes)].join('\n'));
}

function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown';
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  return `cpu ${cpu}; cores ${cpus().length}; memory ${Math.round(totalmem() / 2 ** 30)} GB; node ${process.version}; load average ${load} when the table was written`;
}

/** Replaces the Lighthouse section of bench/RESULTS.md (or adds it at the end). */
export async function writeResults(rows: Row[], entryBytes: number): Promise<void> {
  const section = [
    HEADING,
    '',
    `Run on ${new Date().toISOString().slice(0, 10)}. Machine: ${machine()}.`,
    'Lighthouse 12, mobile defaults (simulated slow 4G and 4× CPU slowdown), headless Chromium,',
    'against the production build on a fresh PGlite directory with demo data; each figure is the',
    'median of 3 runs, taken on its own. The machine is shared: TBT, and performance with it, move',
    'with its load; LCP and CLS are simulated and barely move.',
    '',
    ...table(rows),
    '',
    entryLine(entryBytes),
    '',
  ].join('\n');
  const current = await readFile(RESULTS, 'utf8');
  const start = current.indexOf(HEADING);
  if (start < 0) return writeFile(RESULTS, `${current.trimEnd()}\n\n${section}`);
  const next = current.indexOf('\n## ', start + HEADING.length);
  const rest = next < 0 ? '' : current.slice(next + 1);
  await writeFile(RESULTS, `${current.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`);
}
