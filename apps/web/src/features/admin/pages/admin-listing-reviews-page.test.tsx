import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewQueueItem } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminListingReviewsRoute } from './admin-listing-reviews-page';

const item = (id: string, state: 'held' | 'queued'): ReviewQueueItem => ({
  job: {
    _id: id,
    slug: `listing-${id}`,
    title: `Listing ${id}`,
    status: 'active',
    companyName: 'Zorvex Services',
    description: 'Pay a registration fee of ₹1,500 before joining.',
  },
  state,
  level: state === 'held' ? 'high' : 'medium',
  score: state === 'held' ? 70 : 30,
  flags: [{ code: 'fee_or_deposit', evidence: 'registration fee', weight: 70 }],
  screenedAt: '2026-11-27T00:00:00.000Z',
});

const PATH = '/admin/dashboard/listing-reviews';
const open = () =>
  renderRoute(adminListingReviewsRoute, {
    path: PATH,
    url: PATH,
    store: configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) }),
  });
const cardOf = (title: string) => {
  const card = screen.getByRole('heading', { name: title }).closest('li');
  if (!card) throw new Error(`no card for ${title}`);
  return within(card);
};

afterEach(() => vi.unstubAllGlobals());

describe('the admin’s listing review queue', () => {
  it('shows each listing’s flags with the quoted words, and approves in one click', async () => {
    const replies: Record<string, { body: unknown }> = {
      'GET /api/admins/listing-reviews': {
        body: { items: [item('a', 'held'), item('b', 'queued')], nextCursor: null },
      },
      'PUT /api/admins/listing-reviews/a': {
        body: { state: 'approved', message: 'Listing approved. It is public.' },
      },
    };
    const sent = stubApi(replies);
    open();
    await screen.findByRole('heading', { name: 'Listing a' });
    expect(cardOf('Listing a').getByText('Held: not public')).toBeInTheDocument();
    expect(cardOf('Listing b').getByText('Queued: public')).toBeInTheDocument();
    expect(cardOf('Listing a').getByText('registration fee')).toBeInTheDocument();

    replies['GET /api/admins/listing-reviews'] = {
      body: { items: [item('b', 'queued')], nextCursor: null },
    };
    await userEvent.click(cardOf('Listing a').getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Listing approved. It is public.');
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({ decision: 'approve' });
    expect(screen.queryByRole('heading', { name: 'Listing a' })).toBeNull();
  });

  it('rejects with a suggested reason the admin can keep, and shows a refusal', async () => {
    const sent = stubApi({
      'GET /api/admins/listing-reviews': { body: { items: [item('a', 'held')], nextCursor: null } },
      'PUT /api/admins/listing-reviews/a': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This listing has already been reviewed.' },
      },
    });
    open();
    await screen.findByRole('heading', { name: 'Listing a' });
    await userEvent.click(cardOf('Listing a').getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject “Listing a”?' });
    expect(within(dialog).getByLabelText('Reason (the employer sees this)')).toHaveValue(
      'Asks for a fee or deposit: “registration fee”. This breaks our rules.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This listing has already been reviewed.',
    );
    expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({ decision: 'reject' });
  });

  it('says so when nothing is waiting', async () => {
    stubApi({ 'GET /api/admins/listing-reviews': { body: { items: [], nextCursor: null } } });
    open();
    expect(await screen.findByText(/Nothing waiting/)).toBeInTheDocument();
  });
});
