import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralSummary, User } from '@shuruaat/contract';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { referralSlice } from '../slice';
import { ReferAFriendPage } from './refer-a-friend-page';

const SUMMARY: ReferralSummary = {
  code: 'K7M2Q9XA',
  stats: { signedUp: 4, completedProfile: 3, applied: 2 },
  referredBy: null,
  canClaim: false,
  ambassador: { tier: 'Campus Starter', referrals: 4, nextTier: 'Bronze', referralsToNextTier: 6 },
};

function renderPage(user: User | null, replies: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn(async () => {
    const reply = replies.shift() ?? { status: 500, body: {} };
    return Response.json(reply.body, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  const store = configureStore({
    reducer: { ...baseReducers(user), referral: referralSlice.reducer },
  });
  const router = createMemoryRouter(
    [
      { path: '/refer-a-friend', Component: ReferAFriendPage },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntries: ['/refer-a-friend'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { fetchMock, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('Refer a friend', () => {
  it('shows the signed-in user’s link, code, WhatsApp share, counts and ambassador tier', async () => {
    renderPage(buildUser(), [{ status: 200, body: SUMMARY }]);
    const link = await screen.findByLabelText('Your referral link');
    expect(link).toHaveValue(`${window.location.origin}/signup?ref=K7M2Q9XA`);
    expect(screen.getByText('K7M2Q9XA')).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=.*K7M2Q9XA/);
    expect(screen.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?subject=/),
    );
    expect(screen.getByTestId('referral-signedUp')).toHaveTextContent('4');
    expect(screen.getByTestId('referral-applied')).toHaveTextContent('2');
    expect(screen.getByText('Campus Starter tier')).toBeInTheDocument();
  });

  it('signed out, explains referrals and offers to log in without calling the server', async () => {
    const { fetchMock, router } = renderPage(null, []);
    await userEvent.click(screen.getByRole('link', { name: 'Log in to get your link' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the failure and loads again on "Try again"', async () => {
    renderPage(buildUser(), [
      {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'Shuruaat is briefly unavailable.' },
      },
      { status: 200, body: SUMMARY },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Shuruaat is briefly unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your referral link')).toBeInTheDocument();
  });
});
