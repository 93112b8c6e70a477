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
 * before the job runner) and in time slices (as the jobs run them now).
 * Run: npx tsx bench/search/rebuild-blocking.ts [listings]
 */
const COUNT = Number(process.argv[2] ?? 150_000);

async function longestBlock(work: () => Promise<unknown>): Promise<{ ms: number; block: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await sleep(20); // the monitor's timer must have ticked once before the work starts
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await sleep(20);
  histogram.disable();
  return { ms, block: histogram.max / 1e6 };
}

async function rebuilds(pause: () => Pause) {
  const listings = syntheticListings(COUNT);
  const index = new ListingIndex();
  const build = await longestBlock(async () => {
    const slice = pause();
    for (let i = 0; i < listings.length; i += 500) {
      index.addAll(listings.slice(i, i + 500));
      await slice();
    }
    await index.seal(slice);
  });
  const speller = new Speller(index);
  const suggester = new Suggester(index);
  return {
    'index build': build,
    'spelling vocabulary': await longestBlock(() => speller.refresh(pause())),
    suggestions: await longestBlock(() => suggester.refresh(pause())),
    'warm-up searches': await longestBlock(() => warmUp(index, speller, pause())),
  };
}

const before = await rebuilds(() => noPause);
const after = await rebuilds(() => timeSlices());
console.log(
  `${COUNT.toLocaleString('en-IN')} live listings; ms = wall time, block = longest event-loop block`,
);
console.log('| rebuild | in one go: ms | in one go: block ms | sliced: ms | sliced: block ms |');
console.log('|---|---|---|---|---|');
for (const [name, one] of Object.entries(before)) {
  const sliced = after[name as keyof typeof after];
  const f = (n: number) => n.toFixed(0);
  console.log(
    `| ${name} | ${f(one.ms)} | ${f(one.block)} | ${f(sliced.ms)} | ${f(sliced.block)} |`,
  );
}
