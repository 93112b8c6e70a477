import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { noPause, timeSlices } from '../../apps/server/src/lib/time-slices';
import { encodeImage } from '../../apps/server/src/features/search/live-index/image-codec';
import { ListingIndex } from '../../apps/server/src/features/search/live-index/listing-index';
import { packSnapshot } from '../../apps/server/src/features/search/live-index/snapshot-file';
import { Suggester } from '../../apps/server/src/features/search/live-index/suggester';
import { encodeSuggestions } from '../../apps/server/src/features/search/live-index/suggestion-lists';
import { syntheticListings } from '../search/synthetic-listings';

/**
 * What writing a snapshot costs the instance that writes it (decision 039): 150,000 synthetic
 * live listings (`SNAPSHOT_LISTINGS`), a tenth of them changed after the build (dead slots to
 * close up), then the snapshot made in time slices as the job makes it, minus the one query and
 * the file write. Prints its wall and CPU time, its size, and the longest event-loop block
 * (perf_hooks at 1 ms resolution, and the longest gap between two slices).
 */
const COUNT = Number(process.env.SNAPSHOT_LISTINGS ?? 150_000);

async function main() {
  const listings = syntheticListings(COUNT);
  const index = new ListingIndex();
  await index.addAll(listings, noPause);
  await index.seal(noPause);
  for (let i = 0; i < COUNT; i += 10) {
    const listing = listings[i];
    if (listing) index.put(listing.id, { ...listing, title: `${listing.title} (updated)` });
  }
  const suggester = new Suggester(index);
  await suggester.refresh(noPause);

  const delay = monitorEventLoopDelay({ resolution: 1 });
  let longestGap = 0;
  let last = performance.now();
  const ticking = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 1);
  delay.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pause = timeSlices();
  const captured = { image: index.capture(), suggestions: suggester.lists() };
  const sections = await encodeImage(captured.image, pause);
  sections.push(await encodeSuggestions(captured.suggestions, pause));
  const header = {
    ...{ fingerprint: 'bench', schema: 'bench', writtenAt: Date.now(), horizon: '1' },
    ...{ appliedAbove: [], canary: null, sample: [], listings: index.size },
  };
  const bytes = await packSnapshot(header, sections, pause);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  delay.disable();
  clearInterval(ticking);
  console.log(
    `${index.size.toLocaleString('en-IN')} live listings (${index.deadSlots.toLocaleString('en-IN')} dead slots closed up): ` +
      `${(bytes.length / 1_048_576).toFixed(1)} MB in ${Math.round(wallMs)} ms, ` +
      `${Math.round((used.user + used.system) / 1000)} ms of CPU; longest block ` +
      `${Math.round(delay.max / 1e6)} ms (monitor), ${Math.round(longestGap)} ms (gap); ` +
      `load ${loadavg()[0]?.toFixed(1)}`,
  );
}

await main();
