import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { noPause, timeSlices, type Pause } from '../../apps/server/src/lib/time-slices';
import { ListingIndex } from '../../apps/server/src/features/search/live-index/listing-index';
import { Speller } from '../../apps/server/src/features/search/live-index/spelling';
import { Suggester } from '../../apps/server/src/features/search/live-index/suggester';
import { warmUp } from '../../apps/server/src/features/search/live-index/warm-up';
import { syntheticListings } from './synthetic-listings';

/**
 * The longest event-loop block of each search rebuild at 150,000 live listings (decision 031),
 * measured with perf_hooks.monitorEventLoopDelay: in one go (no pause, as the rebuilds ran
 * before the job runner) and in time slices (as the jobs run them now). "Longest step" is the
 * longest run of work between two pauses, measured by the pause itself; with `--steps` the
 * places that ran longer than 30 ms are printed (the pause that ended each, from its stack).
 * Run: npx tsx bench/search/rebuild-blocking.ts [listings] [--only=sliced|one-go] [--steps]
 * `--only=sliced` measures the sliced rebuilds in a fresh process, with no garbage left by the
 * build in one go (which could otherwise be collected during the sliced one).
 * Add `--trace-gc` (NODE_OPTIONS=--trace-gc) to see the collections.
 */
const args = process.argv.slice(2);
const COUNT = Number(args.find((a) => !a.startsWith('--')) ?? 150_000);
const ONLY = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const STEPS = args.includes('--steps');

type Measured = { ms: number; block: number; step: number; cpu: number };

/**
 * A pause that records the longest stretch of work between two of its calls, in wall time and
 * in CPU time of the process (on a loaded machine wall time is mostly waiting for a core).
 */
function recording(inner: Pause, longSteps: Map<string, string>) {
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longest = 0;
  let longestCpu = 0;
  const pause: Pause = async () => {
    const now = performance.now();
    const step = now - last;
    const cpu = process.cpuUsage(lastCpu);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (step > longest) longest = step;
    if (cpuMs > longestCpu) longestCpu = cpuMs;
    if (STEPS && step > 30) {
      const where = new Error().stack?.split('\n')[2]?.trim() ?? '?';
      const line = `${step.toFixed(0)} ms (cpu ${cpuMs.toFixed(0)} ms) from ${last.toFixed(0)} ms ended ${where}`;
      longSteps.set(where, `${longSteps.get(where) ?? ''}\n  step ${line}`);
    }
    await inner();
    last = performance.now();
    lastCpu = process.cpuUsage();
  };
  return { pause, longest: () => longest, longestCpu: () => longestCpu };
}

async function longestBlock(work: (pause: Pause) => Promise<unknown>, inner: Pause) {
  const longSteps = new Map<string, string>();
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await sleep(20); // the monitor's timer must have ticked once before the work starts
  const started = performance.now();
  const recorder = recording(inner, longSteps);
  await work(recorder.pause);
  const ms = performance.now() - started;
  await sleep(20);
  histogram.disable();
  for (const lines of longSteps.values()) console.log(lines.trimStart());
  return {
    ms,
    block: histogram.max / 1e6,
    step: recorder.longest(),
    cpu: recorder.longestCpu(),
  } satisfies Measured;
}

async function rebuilds(pause: () => Pause): Promise<Record<string, Measured>> {
  const listings = syntheticListings(COUNT);
  const index = new ListingIndex();
  const build = await longestBlock(async (slice) => {
    // In batches, as the loader reads them from the database.
    for (let i = 0; i < listings.length; i += 20_000) {
      await index.addAll(listings.slice(i, i + 20_000), slice);
    }
    await index.seal(slice);
  }, pause());
  const speller = new Speller(index);
  const suggester = new Suggester(index);
  return {
    'index build': build,
    'spelling vocabulary': await longestBlock((slice) => speller.refresh(slice), pause()),
    suggestions: await longestBlock((slice) => suggester.refresh(slice), pause()),
    'warm-up searches': await longestBlock((slice) => warmUp(index, speller, slice), pause()),
  };
}

const before = ONLY === 'sliced' ? null : await rebuilds(() => noPause);
const after = ONLY === 'one-go' ? null : await rebuilds(() => timeSlices());
console.log(
  `${COUNT.toLocaleString('en-IN')} live listings; ms = wall time, block = longest event-loop block, step = longest work between pauses, CPU = longest CPU time between pauses (all threads); load average ${(
    await import('node:os')
  )
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  '| rebuild | in one go: ms | in one go: block ms | sliced: ms | sliced: block ms | sliced: longest step ms | sliced: its CPU ms |',
);
console.log('|---|---|---|---|---|---|---|');
const f = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(0));
for (const name of Object.keys(before ?? after ?? {})) {
  const one = before?.[name];
  const sliced = after?.[name];
  console.log(
    `| ${name} | ${f(one?.ms)} | ${f(one?.block)} | ${f(sliced?.ms)} | ${f(sliced?.block)} | ${f(sliced?.step)} | ${f(sliced?.cpu)} |`,
  );
}
