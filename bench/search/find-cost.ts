import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { JobSearchQuerySchema, searchSortFor, todayInIndia } from '@shuruaat/contract';
import { findListings } from '../../apps/server/src/features/search/live-index/find';
import { decodeImage } from '../../apps/server/src/features/search/live-index/image-codec';
import { ListingIndex } from '../../apps/server/src/features/search/live-index/listing-index';
import { unpackSnapshot } from '../../apps/server/src/features/search/live-index/snapshot-file';
import { Speller } from '../../apps/server/src/features/search/live-index/spelling';
import { understandQuery } from '../../apps/server/src/features/search/query-understanding';
import { noPause } from '../../apps/server/src/lib/time-slices';
import { syntheticListings } from './synthetic-listings';

/**
 * The CPU one search costs in the index, without HTTP or the answer cache: understanding the
 * box, spelling, the bitmaps, the relevance walk and the facets, for a few named searches over
 * FIND_COST_LISTINGS synthetic live listings (150,000 by default, the benchmark's live count).
 * Each search runs FIND_COST_RUNS times after a warm-up; the median and the slowest are printed.
 * With FIND_COST_SNAPSHOT, the index is read from that snapshot file (decision 039) instead.
 * A short figure for a change to the search path: `npx tsx bench/search/find-cost.ts`.
 */
const COUNT = Number(process.env.FIND_COST_LISTINGS ?? 150_000);
const RUNS = Number(process.env.FIND_COST_RUNS ?? 50);
const SEARCHES = [
  'q=developer',
  'q=web+developer+pune',
  'q=intership+pune',
  // Nothing in the city with every word: the place is relaxed, or nearby searches are offered.
  'q=wordpress+developer+jammu&partTime=true',
  'q=machine+learning+in+ranchi&kind=job',
  'q=wordpress+developer+jammu&workMode=office&partTime=true',
  // No listing anywhere has every word: one is left out.
  'q=zebra+developer',
  // Hindi and Hinglish: read as filters, and a Devanagari job word searched as its English one.
  `q=${encodeURIComponent('पुणे में डेवलपर इंटर्नशिप')}`,
  'q=ghar+se+kaam+content+writer',
];

/** An index from a snapshot file instead (e.g. ten million jobs' 1.5 million live listings). */
const SNAPSHOT = process.env.FIND_COST_SNAPSHOT;

async function buildIndex(): Promise<ListingIndex> {
  if (SNAPSHOT) {
    const { sections } = unpackSnapshot(readFileSync(SNAPSHOT));
    return ListingIndex.fromImage(await decodeImage(sections, noPause));
  }
  const listings = syntheticListings(COUNT);
  const built = new ListingIndex();
  for (let i = 0; i < listings.length; i += 20_000) {
    await built.addAll(listings.slice(i, i + 20_000), noPause);
  }
  await built.seal(noPause);
  return built;
}

const index = await buildIndex();
const speller = new Speller(index);
await speller.refresh(noPause);
const today = todayInIndia();

function once(url: string) {
  const params = JobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(url)));
  const understood = understandQuery(params.q ?? '', (word) => index.knowsWord(word));
  const request = { params, understood, sort: searchSortFor(params), after: undefined };
  return findListings(index, speller, { ...request, today, now: Date.now(), wantFacets: true });
}

for (const url of SEARCHES) {
  for (let i = 0; i < 5; i += 1) once(url);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    total = once(url).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const slowest = times[times.length - 1] ?? 0;
  console.log(
    `${decodeURIComponent(url).padEnd(44)} total ${String(total).padStart(6)}  median ${median.toFixed(2)} ms  max ${slowest.toFixed(2)} ms`,
  );
}
