import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION, type ConsentsResponse } from '@shuruaat/contract';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { PrivacyPage } from './privacy-page';

const consents = (over: Partial<ConsentsResponse> = {}): ConsentsResponse => ({
  currentNoticeVersion: PRIVACY_NOTICE_VERSION,
  noticeConsentNeeded: false,
  active: { privacy_notice: true, resume_database: true, marketing_email: false },
  history: [],
  ...over,
});

const SESSIONS = {
  sessions: [
    {
      _id: 's1',
      device: 'Chrome on Android',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: '2026-11-23T10:00:00.000Z',
      current: true,
    },
    {
      _id: 's2',
      device: 'Safari on macOS',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-02T10:00:00.000Z',
      current: false,
    },
  ],
};

type Sent = { method: string; path: string; body: unknown };

function stubApi(replies: Record<string, { status?: number; body?: unknown }>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method, path: url.pathname, body });
      const reply = replies[`${method} ${url.pathname}`];
      if (!reply)
        return Response.json(
          { code: 'INTERNAL', message: 'Something went wrong' },
          { status: 500 },
        );
      const status = reply.status ?? 200;
      return status === 204
        ? new Response(null, { status })
        : Response.json(reply.body, { status });
    }),
  );
  return sent;
}

function renderPage(onSignedOut = vi.fn()) {
  const user = buildUser({ role: 'candidate' });
  const store = configureStore({ reducer: { ...baseReducers(user) } });
  const router = createMemoryRouter(
    [
      {
        path: '/user/dashboard/privacy',
        element: <PrivacyPage user={user} onSignedOut={onSignedOut} />,
      },
    ],
    { initialEntries: ['/user/dashboard/privacy'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return onSignedOut;
}

const BASE = {
  'GET /api/users/consents': { body: consents() },
  'GET /api/users/sessions': { body: SESSIONS },
  'GET /api/users/data-exports': { body: { exports: [] } },
};

afterEach(() => vi.unstubAllGlobals());

describe('PrivacyPage', () => {
  it('withdraws resume database consent with one click and shows the new state', async () => {
    const sent = stubApi({
      ...BASE,
      'POST /api/users/consents': {
        body: consents({
          active: { privacy_notice: true, resume_database: false, marketing_email: false },
        }),
      },
    });
    renderPage();
    const row = (await screen.findByText('Show my profile in the resume database')).closest('li');
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Withdraw consent' }),
    );
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/users/consents',
      body: { purpose: 'resume_database', given: false },
    });
    expect(
      await within(row as HTMLElement).findByRole('button', { name: 'Give consent' }),
    ).toBeVisible();
  });

  it('asks before signing out everywhere, then leaves the signed-out browser', async () => {
    const sent = stubApi({
      ...BASE,
      'POST /api/users/sessions/sign-out-everywhere': { status: 204 },
    });
    const onSignedOut = renderPage();
    expect(await screen.findByText('This device')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('signs out another device and removes it from the list, staying signed in here', async () => {
    stubApi({ ...BASE, 'DELETE /api/users/sessions/s2': { status: 204 } });
    const onSignedOut = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on macOS' }));
    expect(screen.queryAllByText('Safari on macOS')).toHaveLength(0);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('keeps "Delete my account" disabled until the password and DELETE are typed, and shows a wrong password', async () => {
    stubApi({
      ...BASE,
      'POST /api/users/me/delete': {
        status: 400,
        body: { code: 'VALIDATION', message: 'That password is not right' },
      },
    });
    const onSignedOut = renderPage();
    const button = await screen.findByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your password'), 'wrong-password');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('That password is not right')).toBeVisible();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('asks to agree again when the notice has changed', async () => {
    stubApi({
      ...BASE,
      'GET /api/users/consents': {
        body: consents({
          noticeConsentNeeded: true,
          active: { privacy_notice: false, resume_database: false, marketing_email: false },
        }),
      },
    });
    renderPage();
    expect(await screen.findByText('Our privacy notice has changed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'I agree' })).toBeVisible();
  });
});
