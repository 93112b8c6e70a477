import { describe, expect, it } from 'vitest';
import { screen } from '../features/screening/engine';
import { DEMO_JOBS } from './demo-jobs';

// The demo listings are real-looking legitimate listings: screening must publish every one.
describe('screening the demo listings', () => {
  it('scores every demo listing low', () => {
    const flagged = DEMO_JOBS.map((job) => ({
      title: job.title,
      result: screen(`${job.title}\n${job.description}`, {
        kind: 'listing',
        listing: {
          kind: job.kind,
          category: job.category,
          skills: job.skills,
          stipend: job.stipend ?? null,
          ctc: job.ctc ?? null,
        },
      }),
    })).filter(({ result }) => result.level !== 'low');
    expect(flagged).toEqual([]);
    expect(DEMO_JOBS.length).toBeGreaterThanOrEqual(50);
  });
});
