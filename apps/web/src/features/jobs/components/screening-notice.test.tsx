import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingReview } from '@shuruaat/contract';
import { buildPostedJob } from '@/test-utils/employer-data';
import { PostedJobCard } from './posted-job-card';

const review = (overrides: Partial<ListingReview>): ListingReview => ({
  state: 'held',
  flags: [{ code: 'fee_or_deposit', evidence: 'registration fee', weight: 70 }],
  reason: null,
  screenedAt: '2026-11-27T00:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

function renderCard(listingReview: ListingReview | null, isAcceptingApplications = true) {
  const job = buildPostedJob({
    title: 'Typing intern',
    review: listingReview,
    isAcceptingApplications,
  });
  const element = <PostedJobCard job={job} isBusy={false} onMove={() => {}} onDelete={() => {}} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('why screening holds or rejects a listing, on its card', () => {
  it('a held listing says it is not public, names the flag and quotes the words, and is not called expired', () => {
    renderCard(review({}), false);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Under review: not public yet');
    expect(note).toHaveTextContent('Asks for a fee or deposit: registration fee');
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('a rejected listing shows the admin’s reason', () => {
    renderCard(review({ state: 'rejected', reason: 'Asks students to pay before joining.' }));
    expect(screen.getByRole('note')).toHaveTextContent('Asks students to pay before joining.');
  });

  it('a clear listing shows no notice', () => {
    renderCard(review({ state: 'clear', flags: [] }));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
