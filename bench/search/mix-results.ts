import type { IdleRow } from './idle-pass';
import type { LoadNumbers } from './load-spec';
import { describeShares, type MixShare } from './mix-shares';
import {
  cpuPerAnswer,
  loadAverageText,
  ofCeiling,
  outcomes,
  runLine,
  verdict,
  whole,
  type Machine,
} from './report-format';
import { describeMemory, type MixMemory } from './resident-memory';

export const MIX_HEADING = '## Realistic mix (headline)';
export const IDLE_HEADING = '## Idle server, one request at a time';

export type MixFigures = {
  mix: LoadNumbers;
  suggest: LoadNumbers | null;
  ceiling: LoadNumbers;
  /** The mix's requests by kind, as sent (the draw, cut short where the run ended). */
  shares: MixShare[];
  /** The server process's resident memory at ready and after the mix (issue 28). */
  memory?: MixMemory;
};

export type MixReport = MixFigures & {
  machine: Machine;
  jobs: number;
  urls: number;
  nextPages: number;
  seconds: number;
  connections: number;
  /** The Accept-Encoding every request carried ('' for none). */
  acceptEncoding: string;
  /** The same mix on another build, run first on a fresh process (`BENCH_BEFORE_SERVER`). */
  before?: (MixFigures & { label: string }) | null;
  /** How this build's rows are marked when another build's are beside them. */
  label?: string;
  /** The servers loaded their index from a snapshot (`BENCH_SNAPSHOT_DIR`) instead of building it. */
  fromSnapshot?: boolean;
};

const MIX_TARGET = { p99: 50, rps: 2000, noErrors: true };
const SUGGEST_TARGET = { p99: 30, noErrors: true };

function loadRow(key: string, label: string, n: LoadNumbers, ceiling: LoadNumbers, target: string) {
  const o = outcomes(n);
  // Without a single 2xx answer there is no latency to speak of, not a latency of 0.
  const [p50, p90, p99, max] = [n.p50, n.p90, n.p99, n.max].map((v) => (o.ok ? v : '—'));
  return `| ${key} | ${label} | ${whole(n.rps)} | ${p50} | ${p90} | ${p99} | ${max} | ${whole(o.ok)} | ${whole(o.shed)} | ${whole(o.otherFailed)} | ${whole(n.errors)} | ${ofCeiling(n.rps, ceiling)} | ${cpuPerAnswer(n)} | ${loadAverageText(n)} | ${target} |`;
}

function shapeRows(mix: LoadNumbers): string[] {
  const sent = Object.values(mix.byShape).reduce((sum, t) => sum + t.sent, 0) || 1;
  return Object.entries(mix.byShape)
    .sort(([, a], [, b]) => b.sent - a.sent)
    .map(([shape, tally]) => {
      const count = (test: (s: number) => boolean) =>
        Object.entries(tally.statuses).reduce((n, [s, c]) => n + (test(Number(s)) ? c : 0), 0);
      const ok = count((s) => s >= 200 && s < 300);
      const shed = count((s) => s === 503);
      const other = count(() => true) - ok - shed;
      const unanswered = tally.sent - ok - shed - other;
      return `| ${shape} | ${((tally.sent / sent) * 100).toFixed(1)} % | ${whole(tally.sent)} | ${whole(ok)} | ${whole(shed)} | ${whole(other)} | ${whole(unanswered)} |`;
    });
}

function figureRows(r: MixFigures, urls: number, tag: string): string[] {
  const key = (name: string) => (tag ? `${name} · ${tag}` : name);
  return [
    loadRow(
      key('mix'),
      `${whole(urls)} client-shaped URLs, Zipf draw, cold server`,
      r.mix,
      r.ceiling,
      `p99 ≤ 50 ms, ≥ 2,000 req/s, 0 errors: ${verdict(r.mix, MIX_TARGET)}`,
    ),
    ...(r.suggest
      ? [
          loadRow(
            key('suggest'),
            'suggestions as you type (/api/jobs/suggest)',
            r.suggest,
            r.ceiling,
            `p99 ≤ 30 ms, 0 errors: ${verdict(r.suggest, SUGGEST_TARGET)}`,
          ),
        ]
      : []),
    loadRow(
      key('ceiling'),
      'static JSON (/api/health/live), same server',
      r.ceiling,
      r.ceiling,
      '—',
    ),
  ];
}

/** When the mix's 503s came: the load shedder answers a whole window of a stalled loop so. */
function shedLines(r: MixReport): string[] {
  const runs = [...(r.before ? [[r.before.label, r.before] as const] : []), [r.label, r] as const];
  const lines = runs.flatMap(([label, { mix }]) => {
    const seconds = (mix.shedBySecond ?? []).flatMap((n, s) => (n ? [`${s} s: ${whole(n)}`] : []));
    return seconds.length ? [`${label ?? 'this build'}: ${seconds.join(', ')}`] : [];
  });
  return lines.length ? [`503s by second of the mix: ${lines.join('; ')}.`, ''] : [];
}

const COLD_SECONDS = 10;

/** Where the answers over 50 ms came: the cold start's first seconds, or stalls later on. */
function slowLines(r: MixReport): string[] {
  const runs = [...(r.before ? [[r.before.label, r.before] as const] : []), [r.label, r] as const];
  const lines = runs.map(([label, { mix }]) => {
    const slow = mix.slowBySecond ?? [];
    const sum = (xs: number[]) => xs.reduce((a, b) => a + (b ?? 0), 0);
    const first = sum(slow.slice(0, COLD_SECONDS));
    const later = sum(slow.slice(COLD_SECONDS));
    const peak = Math.max(0, ...slow.slice(COLD_SECONDS).map((n) => n ?? 0));
    return `${label ?? 'this build'}: ${whole(first)} in the first ${COLD_SECONDS} s, ${whole(later)} after (at most ${whole(peak)} in one second)`;
  });
  return [`2xx answers over 50 ms (1 % of the mix's answers is its p99): ${lines.join('; ')}.`, ''];
}

/** What the server process held: the index's build, then whatever the mix's caches added. */
function memoryLines(r: MixReport): string[] {
  const runs = [...(r.before ? [[r.before.label, r.before] as const] : []), [r.label, r] as const];
  const lines = runs.flatMap(([label, { memory }]) =>
    memory ? [`${label ?? 'this build'}: ${describeMemory(memory)}`] : [],
  );
  return lines.length
    ? [`Server memory (VmRSS and its peak VmHWM from /proc): ${lines.join('; ')}.`, '']
    : [];
}

export function renderMixSection(r: MixReport): string {
  const rows = [
    ...(r.before ? figureRows(r.before, r.urls, r.before.label) : []),
    ...figureRows(r, r.urls, r.before ? (r.label ?? 'this build') : ''),
  ];
  const compared = r.before
    ? ` The rows marked "${r.before.label}" are the same URLs and draw on another build (\`BENCH_BEFORE_SERVER\`), run first on a fresh process of its own against the same database; "${r.label ?? 'this build'}" ran next.`
    : '';
  const encoding = r.acceptEncoding
    ? `every request with \`Accept-Encoding: ${r.acceptEncoding}\` as Chromium sends it, so answers come compressed as browsers get them`
    : 'no Accept-Encoding (plain JSON, as runs before issue 28 asked)';
  const sent = [
    ...(r.before ? [`${r.before.label}: ${describeShares(r.before.shares)}.`] : []),
    `${r.before ? `${r.label ?? 'this build'}: ` : ''}${describeShares(r.shares)}.`,
  ];
  return [
    MIX_HEADING,
    '',
    runLine(r.machine),
    `${whole(r.jobs)} jobs. A fresh server process (nothing cached in it${r.fromSnapshot ? '; its index loaded from a snapshot, decision 039' : ''}), then ${r.connections} connections for ${r.seconds} s over ${whole(r.urls)} distinct URLs written the way the web client writes them (${whole(r.nextPages)} of them page 2 by a real cursor), drawn Zipf-like (s = 1), ${encoding}; then the ceiling and the suggestions on the same process.${compared} How the URLs are made: \`bench/README.md\`.`,
    '',
    `Requests sent: ${sent.join(' ')}`,
    '',
    '| | scenario | req/s | p50 ms | p90 ms | p99 ms | max ms | 2xx | 503 (shed) | other non-2xx | no answer | of ceiling | server CPU µs per 2xx | load average | target: verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'req/s and latencies count 2xx answers only (a shed request is answered at once and would flatter both); "no answer" is connection errors and timeouts (10 s). Server CPU is the server process\'s user and system time over the load (all its threads) per 2xx answer: on a shared machine it moves far less than req/s. Load average is the machine\'s 1-minute figure at the start and the end of the load (2 cores).',
    '',
    ...slowLines(r),
    ...shedLines(r),
    ...memoryLines(r),
    'The mix by query shape (a request sent but never answered includes those still in flight when the run ended):',
    '',
    '| shape | share | sent | 2xx | 503 (shed) | other non-2xx | no answer |',
    '|---|---|---|---|---|---|---|',
    ...shapeRows(r.mix),
  ].join('\n');
}

export type IdleReport = { machine: Machine; jobs: number; repeats: number; rows: IdleRow[] };

export function renderIdleSection(r: IdleReport): string {
  const ms = (n: number) => n.toFixed(0);
  return [
    IDLE_HEADING,
    '',
    runLine(r.machine),
    `${whole(r.jobs)} jobs. A fresh server process, each shape ${r.repeats} times strictly one request at a time, cycling through the shape's distinct searches (where a shape has fewer, repeats meet the server's caches). Timed to the last byte; target ≤ 50 ms with facets.`,
    '',
    '| shape | requests | distinct | p50 ms | p90 ms | max ms | failed | max ≤ 50 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...r.rows.map(
      (row) =>
        `| ${row.label} | ${row.requests} | ${row.distinct} | ${ms(row.p50)} | ${ms(row.p90)} | ${ms(row.max)} | ${row.failed} | ${row.max <= 50 && row.failed === 0 ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
}
