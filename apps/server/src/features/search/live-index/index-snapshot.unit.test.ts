import { describe, expect, it } from 'vitest';
import {
  CITIES,
  JobSearchQuerySchema,
  searchSortFor,
  todayInIndia,
  addDays,
} from '@shuruaat/contract';
import { noPause } from '../../../lib/time-slices';
import { understandQuery } from '../query-understanding';
import { findListings } from './find';
import { decodeImage, encodeImage } from './image-codec';
import type { Listing } from './listing';
import { ListingIndex } from './listing-index';
import { decodeColumns, encodeRecords } from './record-columns';
import {
  packSnapshot,
  SNAPSHOT_FORMAT,
  snapshotLength,
  SnapshotRejected,
  unpackSnapshot,
} from './snapshot-file';
import { Speller } from './spelling';
import { Suggester } from './suggester';
import { decodeSuggestions, encodeSuggestions } from './suggestion-lists';

const TITLES = ['Web Developer', 'Marketing Intern', 'Content Writer', 'डेवलपर', 'Data Analyst'];
const SKILLS = ['React', 'Python', 'Excel', 'SEO', 'Tally'];

function listing(i: number): Listing {
  const isJob = i % 3 === 0;
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    companyId: `c${i % 7}`,
    companyName: `Kirana Labs ${i % 7}`,
    kind: isJob ? 'job' : 'internship',
    title: TITLES[i % TITLES.length] as string,
    description: i % 4 === 0 ? 'Front end work with a chartered accountant' : 'Real projects',
    category: i % 2 === 0 ? 'web-development' : 'marketing',
    skills: [SKILLS[i % 5] as string, SKILLS[(i + 2) % 5] as string],
    workMode: i % 3 === 1 ? 'remote' : 'office',
    cities: i % 3 === 1 ? [] : [CITIES[i % 6] as string],
    partTime: i % 5 === 0,
    startDate: i % 4 === 0 ? addDays(todayInIndia(), i % 30) : null,
    applyBy: addDays(todayInIndia(), i % 11 === 0 ? -1 : 20 + (i % 9)),
    durationMonths: isJob ? null : 1 + (i % 6),
    stipendMin: isJob ? null : 2_000 + (i % 8) * 1_000,
    stipendMax: isJob ? null : 6_000 + (i % 8) * 1_000,
    ctcMin: isJob ? 300_000 + (i % 5) * 50_000 : null,
    ctcMax: isJob ? 500_000 + (i % 5) * 50_000 : null,
    ppo: i % 6 === 0,
    // Some listings share a time, so ties are ordered by id.
    createdAt: 1_790_000_000_000 + Math.floor(i / 2) * 60_000,
  };
}

const QUERIES = [
  {},
  { q: 'developer' },
  { q: 'devloper pune' },
  { q: 'marketing intern, mumbai', sort: 'newest' },
  { q: 'frontend' },
  { q: 'डेवलपर' },
  { kind: 'internship', minStipend: '5000', sort: 'pay' },
  { sort: 'pay' },
  { city: ['Pune', 'Mumbai'], workMode: 'office', partTime: 'false' },
  { q: 'excel -tally', limit: '5' },
  { skills: ['python'], maxDuration: '3' },
  { q: 'astronaut' },
];

async function answers(index: ListingIndex) {
  const speller = new Speller(index);
  const suggester = new Suggester(index);
  await speller.refresh(noPause);
  await suggester.refresh(noPause);
  const found = QUERIES.map((query) => {
    const params = JobSearchQuerySchema.parse(query);
    const understood = understandQuery(params.q ?? '', (w) => index.knowsWord(w));
    const request = { params, understood, sort: searchSortFor(params), after: undefined };
    const result = findListings(index, speller, {
      ...request,
      today: todayInIndia(),
      now: 1_800_000_000_000,
      wantFacets: true,
    });
    const ids = result.slots.map(({ slot, key }) => [index.listing(slot)?.id, key]);
    return { ...result, slots: ids };
  });
  return { found, suggestions: ['we', 'dat', 'kirana', 'pyt'].map((p) => suggester.find(p)) };
}

async function built(listings: Listing[]): Promise<ListingIndex> {
  const index = new ListingIndex();
  await index.addAll(listings, noPause);
  await index.seal(noPause);
  return index;
}

async function roundTrip(index: ListingIndex): Promise<ListingIndex> {
  const sections = await encodeImage(index.capture(), noPause);
  return ListingIndex.fromImage(await decodeImage(sections, noPause));
}

describe('an index written to a snapshot and read back', () => {
  it('answers every search, facet, sort and suggestion as a fresh build does', async () => {
    const listings = Array.from({ length: 400 }, (_, i) => listing(i));
    const restored = await roundTrip(await built(listings));
    expect(restored.size).toBe(400);
    expect(await answers(restored)).toEqual(await answers(await built(listings)));
  });

  it('leaves out changed and removed listings, as a fresh build of what is live', async () => {
    const changed = (i: number) => ({ ...listing(i), title: 'SEO Lead' });
    const index = await built(Array.from({ length: 300 }, (_, i) => listing(i)));
    for (let i = 0; i < 300; i += 4) index.put(listing(i).id, null);
    for (let i = 1; i < 300; i += 10) index.put(listing(i).id, changed(i));
    for (let i = 300; i < 320; i += 1) index.put(listing(i).id, listing(i));
    // In slot order: those never changed, then the changed ones, then the new ones.
    const kept = Array.from({ length: 300 }, (_, i) => i).filter((i) => i % 4 !== 0);
    const live = [
      ...kept.filter((i) => i % 10 !== 1).map(listing),
      ...kept.filter((i) => i % 10 === 1).map(changed),
      ...Array.from({ length: 20 }, (_, i) => listing(300 + i)),
    ];
    const restored = await roundTrip(index);
    expect(restored.size).toBe(live.length);
    expect(restored.deadSlots).toBe(0);
    expect(await answers(restored)).toEqual(await answers(await built(live)));
  });

  it('writes nothing a catch-up adds after the capture', async () => {
    const index = await built(Array.from({ length: 50 }, (_, i) => listing(i)));
    const image = index.capture();
    index.put(listing(99).id, { ...listing(99), title: 'Late Arrival' });
    const restored = ListingIndex.fromImage(
      await decodeImage(await encodeImage(image, noPause), noPause),
    );
    expect(restored.size).toBe(50);
    expect(restored.withWord('T:late').size).toBe(0);
  });
});

describe('suggestions written to a snapshot and read back', () => {
  it('answer every prefix as the lists they were taken from', async () => {
    const index = await built(Array.from({ length: 200 }, (_, i) => listing(i)));
    const taken = new Suggester(index);
    await taken.refresh(noPause);
    const restored = new Suggester(index);
    restored.restore(decodeSuggestions(await encodeSuggestions(taken.lists(), noPause)));
    for (const typed of ['w', 'we', 'web d', 'kir', 'pune', 'डे', 'python', 'zz']) {
      expect(restored.find(typed), typed).toEqual(taken.find(typed));
    }
    expect(restored.find('web').suggestions.length).toBeGreaterThan(0);
  });
});

describe('listings in columns', () => {
  it('gives back strings, numbers, booleans, lists and nulls as they were', async () => {
    const records = [
      { a: 'x', n: 1.5, b: true, l: ['p', 'q'], z: null, s: 'é' },
      { a: null, n: null, b: null, l: [], z: null, s: 'é' },
      { a: 'x', n: -0, b: false, l: ['q'], z: null, s: 'डेटा' },
    ];
    const { count, columns } = decodeColumns(await encodeRecords(records, noPause));
    expect(count).toBe(3);
    const back = records.map((_, i) =>
      Object.fromEntries([...columns].map(([name, values]) => [name, values[i]])),
    );
    expect(back).toEqual(records);
  });

  it('refuses a field that holds two kinds of value', async () => {
    await expect(encodeRecords([{ a: 'x' }, { a: 1 }], noPause)).rejects.toThrow(/a string and/);
  });
});

describe('the snapshot file', () => {
  const header = {
    fingerprint: 'f',
    schema: 's',
    writtenAt: 1,
    horizon: '10',
    appliedAbove: [] as [number, string][],
    canary: null,
    sample: [],
    listings: 0,
  };
  const packed = () => packSnapshot(header, [Buffer.from('one'), Buffer.from('two')], noPause);

  it('gives back its header and sections', async () => {
    const { header: read, sections } = unpackSnapshot(await packed());
    expect(read).toMatchObject({ ...header, format: SNAPSHOT_FORMAT, sections: [3, 3] });
    expect(sections.map(String)).toEqual(['one', 'two']);
  });

  it('tells its whole length from the first bytes that hold the header', async () => {
    const bytes = await packed();
    expect(snapshotLength(bytes.subarray(0, 10))).toBe('more');
    expect(snapshotLength(bytes.subarray(0, bytes.length - 6))).toBe(bytes.length);
    expect(snapshotLength(Buffer.from('%PDF-1.4 and more bytes than a header needs'))).toBe(
      'unknown',
    );
  });

  it.each([
    [
      'a changed byte',
      (b: Buffer) => Buffer.concat([b.subarray(0, 20), Buffer.from('!'), b.subarray(21)]),
    ],
    ['a cut-off end', (b: Buffer) => b.subarray(0, b.length - 5)],
    ['no bytes at all', () => Buffer.alloc(0)],
    ['another kind of file', () => Buffer.from('%PDF-1.4 and more bytes than a header needs')],
  ])('is refused with %s', async (_name, spoil) => {
    const spoilt = spoil(await packed());
    expect(() => unpackSnapshot(spoilt)).toThrow(SnapshotRejected);
  });
});
