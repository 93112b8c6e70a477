import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERRAL_MESSAGES, type ReferralSummary, type User } from '@shuruaat/contract';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { referAFriendPageRoute } from './refer-a-friend-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

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
  const store = configureStore({ reducer: baseReducers(user) });
  const router = createMemoryRouter(
    [
      { path: '/refer-a-friend', ...referAFriendPageRoute, HydrateFallback: () => null },
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

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

  it('signed out, explains referrals and offers to log in, not the summary the server refuses', async () => {
    const { router } = renderPage(null, [
      { status: 401, body: { code: 'UNAUTHORIZED', message: 'Please log in' } },
    ]);
    await userEvent.click(await screen.findByRole('link', { name: 'Log in to get your link' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
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

describe('Claiming a friend’s code', () => {
  const canClaim = { ...SUMMARY, canClaim: true };

  function renderClaim() {
    const store = configureStore({ reducer: baseReducers(buildUser()) });
    const router = createMemoryRouter(
      [{ path: '/refer-a-friend', ...referAFriendPageRoute, HydrateFallback: () => null }],
      { initialEntries: ['/refer-a-friend'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
  }

  it('sends the code, says the friend was credited and shows who invited them', async () => {
    const claimed = { ...SUMMARY, referredBy: 'Asha' };
    const replies: Parameters<typeof stubApi>[0] = {
      'GET /api/users/referral': { body: canClaim },
      'POST /api/users/referral/claim': { body: claimed },
    };
    const sent = stubApi(replies);
    renderClaim();
    await userEvent.type(await screen.findByLabelText('Friend’s referral code'), 'asha2024');
    // The page asks again after the claim; by then the summary names the friend.
    replies['GET /api/users/referral'] = { body: claimed };
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('You joined through Asha’s referral.')).toBeInTheDocument();
    // An effect raises the toast once the answer lands, which may be after this render.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REFERRAL_MESSAGES.claimed));
    expect(screen.queryByLabelText('Friend’s referral code')).not.toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ code: 'ASHA2024' });
  });

  it('says beside the code why the server refused it', async () => {
    stubApi({
      'GET /api/users/referral': { body: canClaim },
      'POST /api/users/referral/claim': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No referral code like that' },
      },
    });
    renderClaim();
    await userEvent.type(await screen.findByLabelText('Friend’s referral code'), 'NOPE1234');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('No referral code like that')).toBeInTheDocument();
    // The field may be marked a render after the message shows.
    await waitFor(() =>
      expect(screen.getByLabelText('Friend’s referral code')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });
});
