import { describe, expect, it } from 'vitest';
import { DEMO_CAREERS } from './demo-careers';
import { DEMO_JOBS } from './demo-jobs';

describe('demo listings', () => {
  it('never start on a fixed date before applications close', () => {
    // A listing that starts before its apply-by date would hire people it has not yet heard from.
    const early = [...DEMO_JOBS, ...DEMO_CAREERS]
      .filter((job) => job.startInDays !== null && job.startInDays < job.applyInDays)
      .map((job) => `${job.title}: starts day ${job.startInDays}, apply by day ${job.applyInDays}`);
    expect(early).toEqual([]);
  });
});
