import { describe, expect, it } from 'vitest';
import { noPause, type Pause } from '../../../lib/time-slices';
import type { Listing } from './listing';
import { ListingIndex } from './listing-index';
import { StagedSlots } from './staged-slots';

/** A pause that records its calls and never yields. */
function countingPause(): { pause: Pause; calls: () => number } {
  let calls = 0;
  return {
    pause: async () => {
      calls += 1;
    },
    calls: () => calls,
  };
}

function listing(i: number): Listing {
  return {
    id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
    companyId: `c${i % 3}`,
    companyName: `Kirana Labs ${i % 3}`,
    kind: i % 2 === 0 ? 'job' : 'internship',
    title: i % 2 === 0 ? 'Web Developer' : 'Marketing Intern',
    description: 'Work with our team on real projects.',
    category: 'software-development',
    skills: ['React'],
    workMode: 'remote',
    cities: [i % 4 === 0 ? 'Pune' : 'Mumbai'],
    partTime: false,
    startDate: null,
    applyBy: i % 5 === 0 ? '2026-01-01' : '2026-12-31',
    durationMonths: 3,
    stipendMin: 1_000 * i,
    stipendMax: 2_000 * i,
    ctcMin: null,
    ctcMax: null,
    ppo: false,
    createdAt: 1_700_000_000_000 + i,
  };
}

describe('ListingIndex bulk load', () => {
  it('pauses at least every 100 listings while loading them', async () => {
    const index = new ListingIndex();
    const { pause, calls } = countingPause();
    await index.addAll(
      Array.from({ length: 1_000 }, (_, i) => listing(i)),
      pause,
    );
    expect(calls()).toBeGreaterThanOrEqual(10);
  });

  it('finds the loaded listings by value, word and apply-by date once sealed', async () => {
    const index = new ListingIndex();
    await index.addAll(
      Array.from({ length: 40 }, (_, i) => listing(i)),
      noPause,
    );
    await index.seal(noPause);
    const every = (test: (i: number) => boolean) =>
      Array.from({ length: 40 }, (_, i) => i).filter(test);
    expect(index.size).toBe(40);
    expect(index.withValue('city:Pune').toArray()).toEqual(every((i) => i % 4 === 0));
    expect(index.withWord('t:develop').toArray()).toEqual(every((i) => i % 2 === 0));
    expect(index.withWord('a:project').toArray()).toEqual(every(() => true));
    expect(index.openOn('2026-06-01').toArray()).toEqual(every((i) => i % 5 !== 0));
    expect(index.byTime.at(0)).toBe(39);
  });

  it('keeps of a listing only what is read by slot, repeated values once', async () => {
    const index = new ListingIndex();
    // Each listing as its own copy, as rows from PostgreSQL come.
    const copy = (l: Listing): Listing => JSON.parse(JSON.stringify(l)) as Listing;
    await index.addAll([copy(listing(0)), copy(listing(2))], noPause);
    await index.seal(noPause);
    const [first, second] = [index.listing(0), index.listing(1)];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'companyName',
        'title',
        'skills',
        'applyBy',
        'startDate',
        'durationMonths',
        'stipendMin',
        'stipendMax',
        'ctcMin',
        'ctcMax',
        'createdAt',
      ].sort(),
    );
    expect(second?.skills).toBe(first?.skills);
    // Words of the description are still found, though the text is not kept.
    expect(index.withWord('a:project').size).toBe(2);
  });
});

describe('StagedSlots', () => {
  it('gives each key its slots in the order added, keys in the order first seen', async () => {
    const staged = new StagedSlots();
    staged.add('b', 1);
    staged.add('a', 1);
    staged.add('b', 2);
    staged.add('c', 3);
    staged.add('a', 4);
    const lists: [string, number[]][] = [];
    for await (const [key, slots] of staged.lists(noPause)) lists.push([key, [...slots]]);
    expect(lists).toEqual([
      ['b', [1, 2]],
      ['a', [1, 4]],
      ['c', [3]],
    ]);
  });

  it('pauses while grouping hundreds of thousands of slots', async () => {
    const staged = new StagedSlots();
    for (let slot = 0; slot < 300_000; slot += 1) staged.add(`k${slot % 7}`, slot);
    const { pause, calls } = countingPause();
    let total = 0;
    for await (const [, slots] of staged.lists(pause)) total += slots.length;
    expect(total).toBe(300_000);
    expect(calls()).toBeGreaterThanOrEqual(8);
  });
});
