import { createHash } from 'node:crypto';
import { noPause } from '../../../lib/time-slices';
import {
  ENGLISH_STOP_WORDS,
  HINDI_STOP_WORDS,
  HINGLISH_STOP_WORDS,
} from '../vocabulary/stop-words';
import { WORD_TRANSLATIONS } from '../vocabulary/word-translations';
import type { Listing } from './listing';
import { ListingIndex, type IndexImage } from './listing-index';
import { SNAPSHOT_FORMAT } from './snapshot-file';
import { Suggester } from './suggester';
import { SYNONYM_GROUPS } from './synonyms';

// Every word the vocabulary tables name, so a changed table changes the probe's bitmaps.
const TABLE_WORDS = [
  ...ENGLISH_STOP_WORDS,
  ...HINGLISH_STOP_WORDS,
  ...HINDI_STOP_WORDS,
  ...WORD_TRANSLATIONS.flat(),
  ...SYNONYM_GROUPS.flat(),
].join(' ');

const PROBE: Listing = {
  id: '00000000-0000-4000-8000-000000000001',
  companyId: '00000000-0000-4000-8000-000000000002',
  companyName: 'Probe Analytics Pvt. Ltd.',
  kind: 'internship',
  title: 'Front-End Developer Intern (React, C++, C#) — डेवलपर इंटर्नशिप',
  description: 'Developers developing developed: running, studies, café.',
  category: 'web-development',
  skills: ['React', 'Node.js', 'Machine Learning', 'टाइपिंग'],
  workMode: 'hybrid',
  cities: ['Pune', 'Bengaluru'],
  partTime: true,
  startDate: '2026-01-05',
  applyBy: '2026-02-01',
  durationMonths: 3,
  stipendMin: 8_000,
  stipendMax: 12_000,
  ctcMin: null,
  ctcMax: null,
  ppo: true,
  createdAt: 1_767_225_600_000,
};
const PROBES: Listing[] = [
  PROBE,
  {
    ...PROBE,
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'job',
    title: 'Chartered Accountant',
    description: TABLE_WORDS,
    // As skills too: words of skills are indexed as written as well, and each is a suggestion.
    skills: TABLE_WORDS.split(' '),
    workMode: 'remote',
    cities: [],
    partTime: false,
    startDate: null,
    durationMonths: null,
    stipendMin: null,
    stipendMax: null,
    ctcMin: 360_000,
    ctcMax: 480_000,
    ppo: false,
  },
];

let memo: Promise<string> | undefined;

/**
 * What this code makes of a few probe listings that use every word of the vocabulary tables
 * (their listings, bitmaps, orders and suggestions), hashed with the format. A snapshot records
 * it; another fingerprint means the snapshot was written by code that indexes differently (a
 * new synonym, a changed stemmer or tokenizer, a new field), so it is not read. Changes the
 * probes cannot show, such as how the bytes are laid out, need SNAPSHOT_FORMAT bumped.
 */
export function indexFingerprint(): Promise<string> {
  memo ??= (async () => {
    const index = new ListingIndex();
    await index.addAll(PROBES, noPause);
    await index.seal(noPause);
    const suggester = new Suggester(index);
    await suggester.refresh(noPause);
    const image = index.capture();
    const bitmaps = (keyed: IndexImage['words']) =>
      [...keyed].map(([key, bitmap]) => [key, bitmap.toArray()]);
    const held = {
      format: SNAPSHOT_FORMAT,
      listings: image.listings,
      values: bitmaps(image.values),
      words: bitmaps(image.words),
      orders: [image.byTime, image.byPay],
      suggestions: suggester.lists().keys,
    };
    return createHash('sha256').update(JSON.stringify(held)).digest('hex').slice(0, 32);
  })();
  return memo;
}
