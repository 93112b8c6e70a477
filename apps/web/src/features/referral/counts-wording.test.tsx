import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmbassadorStandingCard } from './components/referral-stats';

// Issue 25 item 18: an ambassador with one sign-up reads "1 referred sign-up", not "sign-ups".
describe('an ambassador’s standing', () => {
  it.each([
    [0, '0 referred sign-ups so far.'],
    [1, '1 referred sign-up so far.'],
    [2, '2 referred sign-ups so far.'],
  ])('counts %i referral(s) as "%s"', (referrals, text) => {
    render(
      <AmbassadorStandingCard
        standing={{ tier: 'Bronze', referrals, nextTier: null, referralsToNextTier: null }}
      />,
    );
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
  });
});
