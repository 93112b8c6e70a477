import type { Category, JobKind, WorkMode } from '@shuruaat/contract';

/** What the search index keeps of a live listing: what it filters, sorts and matches on. */
export type Listing = {
  id: string;
  companyId: string;
  companyName: string;
  kind: JobKind;
  title: string;
  description: string;
  category: Category;
  skills: string[];
  workMode: WorkMode;
  cities: string[];
  partTime: boolean;
  /** ISO dates compare as strings. */
  startDate: string | null;
  applyBy: string;
  durationMonths: number | null;
  stipendMin: number | null;
  stipendMax: number | null;
  ctcMin: number | null;
  ctcMax: number | null;
  ppo: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
};

/**
 * What the index keeps of a listing once its bitmaps are made: what is read by slot afterwards
 * (the id and time for a page and its cursor, the numbers its ranges and the pay order come
 * from, titles, companies and skills for suggestions, the apply-by date for "open today"). The
 * filters and words live in the bitmaps only; the description, most of a listing's bytes, is
 * not kept at all (issue 28).
 */
export type IndexedListing = Pick<
  Listing,
  | 'id'
  | 'companyName'
  | 'title'
  | 'skills'
  | 'applyBy'
  | 'startDate'
  | 'durationMonths'
  | 'stipendMin'
  | 'stipendMax'
  | 'ctcMin'
  | 'ctcMax'
  | 'createdAt'
>;

/** The key `sort=pay` orders by: rupees a month, a CTC counted monthly, unpaid last. */
export function payKey(l: IndexedListing): number {
  if (l.stipendMax !== null) return l.stipendMax;
  return l.ctcMax !== null ? Math.trunc(l.ctcMax / 12) : 0;
}

/** A position in a sort: the pay key (pay sort only), then time, then id, all descending. */
export type SortPosition = { key: number | null; createdAt: number; id: string };
