import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE = resolve(import.meta.dirname, '../../node_modules/.bin/lighthouse');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<
    'largest-contentful-paint' | 'cumulative-layout-shift' | 'total-blocking-time',
    { numericValue: number }
  >;
};

/** One Lighthouse run with its defaults: mobile form factor, simulated throttling. */
export async function runLighthouse(url: string): Promise<PageScores> {
  const { stdout } = await run(
    LIGHTHOUSE,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-path=${CHROME}`,
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  const score = (name: keyof Report['categories']) =>
    Math.round(report.categories[name].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
  };
}

// On a busy machine Chromium sometimes loses the trace (NO_NAVSTART); such a run measured nothing.
export async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      console.warn(`Lighthouse run failed (${String(error).slice(0, 120)}); trying again`);
    }
  }
}
