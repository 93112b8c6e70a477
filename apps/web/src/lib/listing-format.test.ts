import { describe, expect, it } from 'vitest';
import {
  applicantsText,
  isActivelyHiring,
  listingPayText,
  postedAgoText,
  resultCountText,
  startText,
} from './listing-format';

const now = new Date('2026-11-21T10:00:00Z'); // 15:30 in India

describe('listing pay', () => {
  it('states internship stipends per month, with one ₹ for a range', () => {
    const internship = { kind: 'internship' as const, ctc: null };
    expect(listingPayText({ ...internship, stipend: { min: 10000, max: 10000 } })).toBe(
      '₹10,000 /month',
    );
    expect(listingPayText({ ...internship, stipend: { min: 8000, max: 12000 } })).toBe(
      '₹8,000–12,000 /month',
    );
    expect(listingPayText({ ...internship, stipend: null })).toBe('Unpaid');
  });

  it('states job CTCs in lakhs per annum', () => {
    const job = { kind: 'job' as const, stipend: null };
    expect(listingPayText({ ...job, ctc: { min: 450000, max: 450000 } })).toBe('₹4.5 LPA');
    expect(listingPayText({ ...job, ctc: { min: 450000, max: 600000 } })).toBe('₹4.5–6 LPA');
  });
});

describe('posted ago', () => {
  it('counts calendar days in India', () => {
    expect(postedAgoText('2026-11-21T01:00:00Z', now)).toBe('Posted today');
    // 20 Nov, 20:00 UTC is already 21 Nov in India.
    expect(postedAgoText('2026-11-20T20:00:00Z', now)).toBe('Posted today');
    expect(postedAgoText('2026-11-20T10:00:00Z', now)).toBe('Posted yesterday');
    expect(postedAgoText('2026-11-18T10:00:00Z', now)).toBe('Posted 3 days ago');
  });

  it('calls a listing from the last seven days actively hiring', () => {
    expect(isActivelyHiring({ createdAt: '2026-11-15T10:00:00Z' }, now)).toBe(true);
    expect(isActivelyHiring({ createdAt: '2026-11-14T10:00:00Z' }, now)).toBe(false);
  });

  it('counts a recent change as activity, and never calls a closed listing actively hiring', () => {
    const old = '2026-10-01T10:00:00Z';
    expect(isActivelyHiring({ createdAt: old, updatedAt: '2026-11-19T10:00:00Z' }, now)).toBe(true);
    const closedToday = { createdAt: '2026-11-20T10:00:00Z', isAcceptingApplications: false };
    expect(isActivelyHiring(closedToday, now)).toBe(false);
  });
});

describe('other listing text', () => {
  it('says a start date already passed is immediate', () => {
    expect(startText(null, now)).toBe('Starts immediately');
    expect(startText('2026-11-01', now)).toBe('Starts immediately');
    expect(startText('2026-12-22', now)).toBe('Starts 22 Dec 2026');
  });

  it('invites the first applicant and counts the rest', () => {
    expect(applicantsText(0)).toBe('Be an early applicant');
    expect(applicantsText(1)).toBe('1 applicant');
    expect(applicantsText(12)).toBe('12 applicants');
  });

  it('shows a capped total as 1,000+', () => {
    expect(resultCountText(1000, true)).toBe('1,000+ opportunities');
    expect(resultCountText(1, false)).toBe('1 opportunity');
    expect(resultCountText(54, false)).toBe('54 opportunities');
  });
});
