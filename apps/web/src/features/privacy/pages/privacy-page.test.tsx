import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION, type ConsentsResponse } from '@shuruaat/contract';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { privacyAction, privacyLoader } from '../loaders';
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

function renderPage(onSignedOut = vi.fn(), onDeleted = vi.fn()) {
  const user = buildUser({ role: 'candidate' });
  const Page = () => <PrivacyPage user={user} onSignedOut={onSignedOut} onDeleted={onDeleted} />;
  renderRoute(
    { Component: Page, loader: privacyLoader, action: privacyAction },
    { path: '/user/dashboard/privacy' },
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
    const withdrawn = consents({
      active: { privacy_notice: true, resume_database: false, marketing_email: false },
    });
    const replies = { ...BASE, 'POST /api/users/consents': { body: withdrawn } };
    const sent = stubApi(replies);
    renderPage();
    const row = (await screen.findByText('Show my profile in the resume database')).closest('li');
    // What the server keeps from then on, read again after the choice is saved.
    replies['GET /api/users/consents'] = { body: withdrawn };
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Withdraw consent' }),
    );
    expect(sent).toContainEqual({
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
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
  });

  it('signs out another device and removes it from the list, staying signed in here', async () => {
    const replies = { ...BASE, 'DELETE /api/users/sessions/s2': { status: 204 } };
    stubApi(replies);
    const onSignedOut = renderPage();
    const signOut = await screen.findByRole('button', { name: 'Sign out Safari on macOS' });
    replies['GET /api/users/sessions'] = { body: { sessions: SESSIONS.sessions.slice(0, 1) } };
    await userEvent.click(signOut);
    await waitFor(() => expect(screen.queryAllByText('Safari on macOS')).toHaveLength(0));
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

  it('deletes the account through the route’s action with the password and DELETE, then hands over', async () => {
    const sent = stubApi({ ...BASE, 'POST /api/users/me/delete': { status: 204 } });
    const onDeleted = vi.fn();
    renderPage(vi.fn(), onDeleted);
    await userEvent.type(await screen.findByLabelText('Your password'), 'my-password');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(sent).toContainEqual({
      method: 'POST',
      path: '/api/users/me/delete',
      body: { password: 'my-password', confirm: 'DELETE' },
    });
  });

  it('puts the server’s refusal of a field beside it', async () => {
    stubApi({
      ...BASE,
      'POST /api/users/me/delete': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Enter your password to confirm',
          details: [{ path: 'password', message: 'Enter your password to confirm' }],
        },
      },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Your password'), 'x');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(
        'Enter your password to confirm',
      ),
    );
  });

  it('says which list did not load, and loads it on a retry', async () => {
    const replies: Record<string, { status?: number; body?: unknown }> = { ...BASE };
    delete replies['GET /api/users/sessions'];
    stubApi(replies);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your sessions');
    expect(screen.getByText(/You agreed to the privacy notice/)).toBeVisible();
    replies['GET /api/users/sessions'] = BASE['GET /api/users/sessions'];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeVisible();
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
