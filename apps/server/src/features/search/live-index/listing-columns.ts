import type { IndexedListing } from './listing';
import { decodeColumns, encodeRecords } from './record-columns';
import type { Pause } from '../../../lib/time-slices';

/** The snapshot's listings, in columns (record-columns.ts). */
export const encodeListings = (listings: IndexedListing[], pause: Pause) =>
  encodeRecords(listings, pause);

// Every field the index keeps, so the compiler names any field added to IndexedListing here.
const LISTING_FIELDS = {
  id: true,
  companyName: true,
  title: true,
  skills: true,
  startDate: true,
  applyBy: true,
  durationMonths: true,
  stipendMin: true,
  stipendMax: true,
  ctcMin: true,
  ctcMax: true,
  createdAt: true,
} satisfies Record<keyof IndexedListing, true>;

/**
 * The listings from their columns. Written out field by field: objects made from a list of
 * names key by key took three times as long. A field the snapshot lacks or has extra is an error.
 */
export function decodeListings(bytes: Buffer): IndexedListing[] {
  const { count, columns } = decodeColumns(bytes);
  const names = Object.keys(LISTING_FIELDS) as (keyof IndexedListing)[];
  if (columns.size !== names.length) throw new Error('listings with other fields than this code');
  const c = {} as Record<keyof IndexedListing, unknown[]>;
  for (const name of names) {
    const values = columns.get(name);
    if (!values) throw new Error(`listings without ${name}`);
    c[name] = values;
  }
  const listings = new Array<IndexedListing>(count);
  for (let i = 0; i < count; i += 1) {
    listings[i] = {
      id: c.id[i] as string,
      companyName: c.companyName[i] as string,
      title: c.title[i] as string,
      skills: c.skills[i] as string[],
      startDate: c.startDate[i] as string | null,
      applyBy: c.applyBy[i] as string,
      durationMonths: c.durationMonths[i] as number | null,
      stipendMin: c.stipendMin[i] as number | null,
      stipendMax: c.stipendMax[i] as number | null,
      ctcMin: c.ctcMin[i] as number | null,
      ctcMax: c.ctcMax[i] as number | null,
      createdAt: c.createdAt[i] as number,
    };
  }
  return listings;
}
