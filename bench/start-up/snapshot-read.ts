import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { noPause, timeSlices } from '../../apps/server/src/lib/time-slices';
import {
  decodeImage,
  encodeImage,
} from '../../apps/server/src/features/search/live-index/image-codec';
import { ListingIndex } from '../../apps/server/src/features/search/live-index/listing-index';
import {
  packSnapshot,
  unpackSnapshot,
} from '../../apps/server/src/features/search/live-index/snapshot-file';
import { Speller } from '../../apps/server/src/features/search/live-index/spelling';
import { Suggester } from '../../apps/server/src/features/search/live-index/suggester';
import {
  decodeSuggestions,
  encodeSuggestions,
} from '../../apps/server/src/features/search/live-index/suggestion-lists';
import { warmUp } from '../../apps/server/src/features/search/live-index/warm-up';
import { syntheticListings } from '../search/synthetic-listings';

/**
 * What reading a snapshot costs a start (decision 039), step by step and without a database or
 * the server's boot: a snapshot file (`SNAPSHOT_FILE`, e.g. one `npm run bench:start-up` or a
 * server with `FILES_DIR` wrote: `<files>/search-index/snapshot.bin`), or one made here of
 * `SNAPSHOT_LISTINGS` (150,000) synthetic live listings (and kept as `SNAPSHOT_FILE` when that
 * names no file yet), read `SNAPSHOT_READS` (3) times as a
 * start reads it: checked, decoded, made an index, its suggestions, speller and warm-up. Prints
 * each step's wall and CPU time and the heap after it. Run with `--cpu-prof` to see inside.
 */
const FILE = process.env.SNAPSHOT_FILE;
const COUNT = Number(process.env.SNAPSHOT_LISTINGS ?? 150_000);
const READS = Number(process.env.SNAPSHOT_READS ?? 3);

async function synthetic(): Promise<Buffer> {
  const listings = syntheticListings(COUNT);
  const index = new ListingIndex();
  await index.addAll(listings, noPause);
  await index.seal(noPause);
  const suggester = new Suggester(index);
  await suggester.refresh(noPause);
  const sections = await encodeImage(index.capture(), noPause);
  sections.push(await encodeSuggestions(suggester.lists(), noPause));
  const header = {
    ...{ fingerprint: 'bench', schema: 'bench', writtenAt: Date.now(), horizon: '1' },
    ...{ appliedAbove: [], canary: null, sample: [], listings: index.size },
  };
  return packSnapshot(header, sections, noPause);
}

type Step = { name: string; wallMs: number; cpuMs: number; heapMb: number };

async function readOnce(bytes: Buffer): Promise<Step[]> {
  const steps: Step[] = [];
  let wall = performance.now();
  let cpu = process.cpuUsage();
  const step = (name: string) => {
    const used = process.cpuUsage(cpu);
    const now = performance.now();
    const heapMb = process.memoryUsage().heapUsed / 1_048_576;
    steps.push({ name, wallMs: now - wall, cpuMs: (used.user + used.system) / 1000, heapMb });
    wall = now;
    cpu = process.cpuUsage();
  };
  // As a start reads it: in time slices, as index-snapshots.ts and live-listings.ts do.
  const pause = timeSlices();
  const { sections } = unpackSnapshot(bytes);
  step('unpack (checksum)');
  const image = await decodeImage(sections, pause);
  step('decode image');
  const index = ListingIndex.fromImage(image);
  step('index from image');
  const suggestions = decodeSuggestions(sections[6] as Buffer);
  step('decode suggestions');
  const speller = new Speller(index);
  await speller.refresh(pause);
  const suggester = new Suggester(index);
  suggester.restore(suggestions);
  step('speller');
  await warmUp(index, speller, pause);
  step('warm-up');
  return steps;
}

async function main() {
  const bytes = FILE && existsSync(FILE) ? readFileSync(FILE) : await synthetic();
  if (FILE && !existsSync(FILE)) writeFileSync(FILE, bytes);
  console.log(
    `${FILE ?? `${COUNT.toLocaleString('en-IN')} synthetic listings`}: ${(bytes.length / 1_048_576).toFixed(1)} MB`,
  );
  for (let read = 0; read < READS; read += 1) {
    const steps = await readOnce(bytes);
    const total = steps.reduce(
      (sum, s) => ({ wall: sum.wall + s.wallMs, cpu: sum.cpu + s.cpuMs }),
      {
        wall: 0,
        cpu: 0,
      },
    );
    const parts = steps.map(
      (s) => `${s.name} ${Math.round(s.cpuMs)} ms cpu (${Math.round(s.heapMb)} MB heap)`,
    );
    console.log(
      `read ${read + 1}: ${Math.round(total.wall)} ms wall, ${Math.round(total.cpu)} ms cpu, ` +
        `load ${loadavg()[0]?.toFixed(1)}; ${parts.join('; ')}`,
    );
    // The index of one read is let go before the next: a start holds one.
    if (global.gc) global.gc();
  }
}

await main();
