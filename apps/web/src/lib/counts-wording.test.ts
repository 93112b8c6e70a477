import { istMomentText } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { momentText, timeAgoText } from './format';
import { applicantsText, durationText, postedAgoText, resultCountText } from './listing-format';

const now = new Date('2026-11-21T10:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

// Issue 25 item 18: every count a screen shows goes through countOf, so none reads "1 jobs".
describe('counts in the shared formatters, with 0, 1 and 2', () => {
  it('counts applicants, with a nudge instead of "0 applicants"', () => {
    expect([0, 1, 2].map(applicantsText)).toEqual([
      'Be an early applicant',
      '1 applicant',
      '2 applicants',
    ]);
  });

  it('counts search results, and "1,000+" is always plural', () => {
    expect([0, 1, 2].map((n) => resultCountText(n, false))).toEqual([
      '0 opportunities',
      '1 opportunity',
      '2 opportunities',
    ]);
    expect(resultCountText(1000, true)).toBe('1,000+ opportunities');
  });

  it('counts months of an internship, on the listing and on the application', () => {
    expect([1, 2].map(durationText)).toEqual(['1 month', '2 months']);
  });

  it('says how long ago in the singular for one unit', () => {
    expect(timeAgoText(before(60_000), now)).toBe('1 minute ago');
    expect(timeAgoText(before(2 * 60_000), now)).toBe('2 minutes ago');
    expect(timeAgoText(before(3_600_000), now)).toBe('1 hour ago');
    expect(timeAgoText(before(2 * 86_400_000), now)).toBe('2 days ago');
    expect(postedAgoText(before(2 * 86_400_000), now)).toBe('Posted 2 days ago');
  });
});

// Issue 25 item 19: an email names the same moment in the same words as the screen.
describe('one date style on screens and in emails', () => {
  it('writes an interview time in an email as the web shows it, with the zone named', () => {
    const iso = '2026-03-12T05:00:00.000Z';
    expect(istMomentText(iso)).toBe(`${momentText(iso)} IST`);
    expect(momentText(iso)).toBe('12 Mar 2026, 10:30 am');
  });
});
