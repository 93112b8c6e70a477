// `npm run bench:typing-recompute`: the server's work on a 90-minute keystroke log at 80 wpm
// (decode + verify + recompute), for English and Hindi Remington, and the composer's cost per
// key at the end of such a test. Target: ≤ 200 ms per log on the server; ≤ 2 ms per key.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  createComposer,
  decodeLog,
  encodeLog,
  findPreset,
  nextKeysFor,
  verifyAndRecompute,
} from '@shuruaat/typing';
import type { KeystrokeLog, LayoutId } from '@shuruaat/typing';
import { samplePassage } from './sample-text';
import { simulateTypist } from './typist';

const MINUTES = 90;
const WPM = 80;
const RUNS = 7;

type Row = {
  name: string;
  keys: number;
  bytes: number;
  medianMs: number;
  cpuMedianMs: number;
  coldMs: number;
  netWpm: number;
  ok: boolean;
  perKeyMeanUs: number;
  perKeyCpuUs: number;
  perKeyP99Us: number;
  perKeyMaxUs: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function timeServer(encoded: string, passage: string, layoutId: LayoutId) {
  const preset = findPreset('practice');
  if (!preset) throw new Error('practice preset missing');
  const times: number[] = [];
  const cpu: number[] = [];
  let outcome: ReturnType<typeof verifyAndRecompute> | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const log = decodeLog(encoded);
    outcome = verifyAndRecompute(log, passage, preset, layoutId, { durationMinutes: MINUTES });
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { times, cpu, outcome };
}

/** Cost of one key (press + text + pending + next-key hint) over the last 2,000 keys. */
function timePerKey(log: KeystrokeLog, passage: string, layoutId: LayoutId) {
  const composer = createComposer(layoutId);
  const tail: number[] = [];
  const from = log.events.length - 2_000;
  let cpuStart = process.cpuUsage();
  log.events.forEach((event, i) => {
    if (i === from) cpuStart = process.cpuUsage();
    const start = i >= from ? performance.now() : 0;
    composer.press(event);
    if (i >= from) {
      // What a page does per key: read the word being typed and the next key to highlight.
      composer.currentWord();
      nextKeysFor(layoutId, passage, composer);
      tail.push((performance.now() - start) * 1000);
    }
  });
  const used = process.cpuUsage(cpuStart);
  const sorted = [...tail].sort((a, b) => a - b);
  return {
    cpu: (used.user + used.system) / tail.length,
    mean: tail.reduce((a, b) => a + b, 0) / tail.length,
    p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
    max: Math.max(...tail),
  };
}

/** A reader who loses their place three times: 70 words skipped, 70 typed twice, 500 skipped. */
const JUMPS = [
  { at: 1_000, by: 70 },
  { at: 3_000, by: -70 },
  { at: 5_000, by: 500 },
];

function measure(
  name: string,
  layoutId: LayoutId,
  language: 'english' | 'hindi',
  jumps: typeof JUMPS = [],
): Row {
  const passage = samplePassage(language, 9_000);
  const log = simulateTypist({ layoutId, passage, wpm: WPM, minutes: MINUTES, jumps });
  const encoded = encodeLog(log);
  const { times, cpu, outcome } = timeServer(encoded, passage, layoutId);
  const perKey = timePerKey(log, passage, layoutId);
  return {
    name,
    keys: log.events.length,
    bytes: encoded.length,
    medianMs: median(times.slice(1)),
    cpuMedianMs: median(cpu.slice(1)),
    coldMs: times[0] ?? 0,
    netWpm: outcome?.ok ? outcome.score.netWpm : 0,
    ok: outcome?.ok === true,
    perKeyMeanUs: perKey.mean,
    perKeyCpuUs: perKey.cpu,
    perKeyP99Us: perKey.p99,
    perKeyMaxUs: perKey.max,
  };
}

const loadBefore = loadavg()[0] ?? 0;
const rows = [
  measure('English, US keyboard', 'english', 'english'),
  measure('Hindi, Remington GAIL (typewriter order)', 'hindi-remington-gail', 'hindi'),
  measure('Hindi, InScript', 'hindi-inscript', 'hindi'),
  measure('Hindi, Krutidev typewriter mode', 'hindi-krutidev', 'hindi'),
  measure('English, skipping 70 and 500 words and typing 70 twice', 'english', 'english', JUMPS),
];

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const lines = [
  '## Typing test: server recompute of a 90-minute log (`npm run bench:typing-recompute`)',
  '',
  `Run on ${new Date().toISOString().slice(0, 10)}. Machine: ${cpus()[0]?.model ?? 'cpu'}; cores ${cpus().length}; memory GB ${Math.round(totalmem() / 2 ** 30)}; node ${process.version}; load average ${loadBefore.toFixed(1)} when it started (other processes share the 2 cores, so figures are upper bounds).`,
  `A simulated typist types a ${MINUTES}-minute practice test at ${WPM} wpm (key gaps from a third to twice the mean; 2 % slips, 70 % of them erased); in the last row the typist's eye also jumps 70 words ahead at word 1,000, 70 words back at word 3,000 and 500 words ahead at word 5,000. The log is encoded as the browser sends it; the figure is decode + verify + replay + alignment + scoring, median of ${RUNS - 1} runs after a first, cold one (shown apart) in one process. Per key (Node, not the browser): press + the word being typed + next-key hint over the last 2,000 keys of the same test; the browser figure, with rendering, is the typing app's Playwright benchmark. The single slowest key is a garbage-collection pause or the other engineers' processes on this shared 2-core machine, not work the key does. Because the machine is shared, the verdict is judged on CPU time (the process's own user + system time, which other processes do not inflate), with wall-clock figures beside it.`,
  '',
  '| log | keys | encoded size | server CPU median ms | server wall median ms | server first run (cold) ms | verified | net wpm | per key CPU µs | per key wall mean µs | per key wall p99 µs | per key wall max µs | targets (CPU): verdict |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.keys.toLocaleString('en-IN')} | ${fmt(r.bytes / 1024)} KB | ${fmt(r.cpuMedianMs)} | ${fmt(r.medianMs)} | ${fmt(r.coldMs)} | ${r.ok ? 'yes' : 'no'} | ${fmt(r.netWpm, 2)} | ${fmt(r.perKeyCpuUs)} | ${fmt(r.perKeyMeanUs)} | ${fmt(r.perKeyP99Us)} | ${fmt(r.perKeyMaxUs)} | ≤ 200 ms, ≤ 2 ms a key: ${r.cpuMedianMs <= 200 && r.perKeyCpuUs <= 2000 ? 'met' : 'NOT met'} |`,
  ),
  '',
];
console.log(lines.join('\n'));

const file = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
const current = readFileSync(file, 'utf8');
const heading = lines[0] ?? '';
const start = current.indexOf(heading);
let next: string;
if (start === -1) next = `${current.trimEnd()}\n\n${lines.join('\n')}`;
else {
  const after = current.indexOf('\n## ', start + heading.length);
  next = current.slice(0, start) + lines.join('\n') + (after === -1 ? '' : current.slice(after));
}
writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
