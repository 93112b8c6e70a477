import { screen, type ScreeningResult } from '../engine';
import type { LabelledListing } from './labelled-set';

export type Scored = LabelledListing & { result: ScreeningResult };

/**
 * What the targets are about. A scam counts as caught when an admin will see it before or soon
 * after it goes live: held (high) or queued (medium). A legitimate listing counts against the
 * engine when it is held, since that delays a real employer; queued ones are counted apart.
 */
export type Figures = {
  listings: number;
  scams: number;
  legitimate: number;
  recallFlagged: number;
  recallHeld: number;
  precisionFlagged: number;
  precisionHeld: number;
  legitimateHeldRate: number;
  legitimateQueuedRate: number;
};

export const scoreAll = (listings: LabelledListing[]): Scored[] =>
  listings.map((listing) => ({
    ...listing,
    result: screen(`${listing.title}\n${listing.description}`, listing.context),
  }));

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function figuresOf(scored: Scored[]): Figures {
  const scams = scored.filter((s) => s.label === 'scam');
  const legit = scored.filter((s) => s.label === 'legit');
  const isHeld = (s: Scored) => s.result.level === 'high';
  const isFlagged = (s: Scored) => s.result.level !== 'low';
  const count = (list: Scored[], test: (s: Scored) => boolean) => list.filter(test).length;
  return {
    listings: scored.length,
    scams: scams.length,
    legitimate: legit.length,
    recallFlagged: ratio(count(scams, isFlagged), scams.length),
    recallHeld: ratio(count(scams, isHeld), scams.length),
    precisionFlagged: ratio(count(scams, isFlagged), count(scored, isFlagged)),
    precisionHeld: ratio(count(scams, isHeld), count(scored, isHeld)),
    legitimateHeldRate: ratio(count(legit, isHeld), legit.length),
    legitimateQueuedRate: ratio(
      count(legit, (s) => s.result.level === 'medium'),
      legit.length,
    ),
  };
}
