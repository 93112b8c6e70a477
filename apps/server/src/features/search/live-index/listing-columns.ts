import type { Listing } from './listing';
import { decodeColumns, encodeRecords } from './record-columns';
import type { Pause } from '../../../lib/time-slices';

/** The snapshot's listings, in columns (record-columns.ts). */
export const encodeListings = (listings: Listing[], pause: Pause) => encodeRecords(listings, pause);

// Every field of a listing, so the compiler names any field added to Listing here.
const LISTING_FIELDS = {
  id: true,
  companyId: true,
  companyName: true,
  kind: true,
  title: true,
  description: true,
  category: true,
  skills: true,
  workMode: true,
  cities: true,
  partTime: true,
  startDate: true,
  applyBy: true,
  durationMonths: true,
  stipendMin: true,
  stipendMax: true,
  ctcMin: true,
  ctcMax: true,
  ppo: true,
  createdAt: true,
} satisfies Record<keyof Listing, true>;

/**
 * The listings from their columns. Written out field by field: objects made from a list of
 * names key by key took three times as long. A field the snapshot lacks or has extra is an error.
 */
export function decodeListings(bytes: Buffer): Listing[] {
  const { count, columns } = decodeColumns(bytes);
  const names = Object.keys(LISTING_FIELDS) as (keyof Listing)[];
  if (columns.size !== names.length) throw new Error('listings with other fields than this code');
  const c = {} as Record<keyof Listing, unknown[]>;
  for (const name of names) {
    const values = columns.get(name);
    if (!values) throw new Error(`listings without ${name}`);
    c[name] = values;
  }
  const listings = new Array<Listing>(count);
  for (let i = 0; i < count; i += 1) {
    listings[i] = {
      id: c.id[i] as string,
      companyId: c.companyId[i] as string,
      companyName: c.companyName[i] as string,
      kind: c.kind[i] as Listing['kind'],
      title: c.title[i] as string,
      description: c.description[i] as string,
      category: c.category[i] as Listing['category'],
      skills: c.skills[i] as string[],
      workMode: c.workMode[i] as Listing['workMode'],
      cities: c.cities[i] as string[],
      partTime: c.partTime[i] as boolean,
      startDate: c.startDate[i] as string | null,
      applyBy: c.applyBy[i] as string,
      durationMonths: c.durationMonths[i] as number | null,
      stipendMin: c.stipendMin[i] as number | null,
      stipendMax: c.stipendMax[i] as number | null,
      ctcMin: c.ctcMin[i] as number | null,
      ctcMax: c.ctcMax[i] as number | null,
      ppo: c.ppo[i] as boolean,
      createdAt: c.createdAt[i] as number,
    };
  }
  return listings;
}
