import { JobSearchQuerySchema, searchSortFor, todayInIndia } from '@shuruaat/contract';
import type { Pause } from '../../../lib/time-slices';
import { understandQuery } from '../query-understanding';
import { findListings } from './find';
import type { ListingIndex } from './listing-index';
import type { Speller } from './spelling';

const SHAPES = [
  {},
  { q: 'developer' },
  { q: 'marketing intern, pune' },
  { q: 'devloper' },
  { city: 'Mumbai', kind: 'internship' },
  { sort: 'pay' },
  { workMode: 'remote', partTime: 'true' },
  // Hindi and Hinglish take the tokenizer's Unicode path and the phrase tables' other script.
  { q: 'पुणे में डेवलपर इंटर्नशिप' },
  { q: 'ghar se kaam content writer' },
] as const;

/**
 * Runs a few searches of each shape through the index before the first visitor, so the code
 * that answers them is compiled (the first searches on a new process took ten times longer).
 * Answers are thrown away: no visitor's search is cached by this.
 */
export async function warmUp(index: ListingIndex, speller: Speller, pause: Pause): Promise<void> {
  const today = todayInIndia();
  for (let round = 0; round < 20; round += 1) {
    for (const shape of SHAPES) {
      const params = JobSearchQuerySchema.parse(shape);
      const understood = understandQuery(params.q ?? '');
      findListings(index, speller, {
        params,
        understood,
        sort: searchSortFor(params),
        after: undefined,
        today,
        now: Date.now(),
        wantFacets: true,
      });
      await pause();
    }
  }
}
