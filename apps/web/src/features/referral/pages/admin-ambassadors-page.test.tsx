import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AMBASSADOR_MESSAGES,
  type AdminAmbassadorApplication,
  type AmbassadorStatus,
} from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { adminAmbassadorsRoute } from './admin-ambassadors-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const LIST = 'GET /api/admins/ambassador-applications';

const application = (id: string, status: AmbassadorStatus = 'pending') => {
  const full: AdminAmbassadorApplication = {
    _id: id,
    college: `College ${id}`,
    city: 'Amravati',
    yearOfStudy: 'third',
    why: 'I run our placement WhatsApp group.',
    socialLinks: [],
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: status === 'pending' ? null : '2026-11-21T10:00:00.000Z',
    applicant: { _id: `u-${id}`, displayName: `Student ${id}`, email: `${id}@example.in` },
    referrals: 2,
  };
  return full;
};
/** The application as the decision answers it: without who applied. */
const decided = (id: string, status: AmbassadorStatus) => {
  const { applicant: _applicant, referrals: _referrals, ...answer } = application(id, status);
  return { application: answer };
};

function openPage(url = '/admin/dashboard/ambassadors') {
  const store = configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });
  return renderRoute(adminAmbassadorsRoute, {
    path: '/admin/dashboard/ambassadors',
    url,
    store,
  });
}

const cardOf = (name: string) => {
  const card = screen.getByText(name).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the admin’s campus ambassador review', () => {
  it('approves a waiting application, which leaves the waiting list', async () => {
    const replies: Record<string, { body: unknown }> = {
      [LIST]: { body: { items: [application('a')], nextCursor: null } },
      'PATCH /api/admins/ambassador-applications/a': { body: decided('a', 'approved') },
    };
    const sent = stubApi(replies);
    openPage();
    await screen.findByText('Student a');
    expect(screen.getByLabelText('Show')).toHaveValue('pending');

    replies[LIST] = { body: { items: [], nextCursor: null } };
    await userEvent.click(cardOf('Student a').getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('No applications here.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(AMBASSADOR_MESSAGES.approved);
    expect(sent.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'approved' });
  });

  it('keeps the status filter in the address', async () => {
    stubApi({ [LIST]: { body: { items: [], nextCursor: null } } });
    const router = openPage('/admin/dashboard/ambassadors?status=approved');
    expect(await screen.findByText('No applications here.')).toBeInTheDocument();
    expect(screen.getByLabelText('Show')).toHaveValue('approved');

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All applications');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Pending');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('rejects an application "Load more" added, which stays in the list of every status', async () => {
    const firstPage = { body: { items: [application('a')], nextCursor: 'c1' } };
    const replies: Record<string, { status?: number; body: unknown }> = {
      [LIST]: firstPage,
      'PATCH /api/admins/ambassador-applications/b': { body: decided('b', 'rejected') },
    };
    stubApi(replies);
    openPage('/admin/dashboard/ambassadors?status=all');
    await screen.findByText('Student a');
    replies[LIST] = { body: { items: [application('b')], nextCursor: null } };
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Student b');

    replies[LIST] = firstPage;
    await userEvent.click(cardOf('Student b').getByRole('button', { name: 'Reject' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );

    await waitFor(() => expect(cardOf('Student b').getByText('rejected')).toBeInTheDocument());
    expect(cardOf('Student b').queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(AMBASSADOR_MESSAGES.rejected);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to try again when the list did not arrive', async () => {
    const replies: Record<string, { status?: number; body: unknown }> = {
      [LIST]: { status: 500, body: { code: 'INTERNAL', message: AMBASSADOR_MESSAGES.fetch } },
    };
    stubApi(replies);
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(AMBASSADOR_MESSAGES.fetch);

    replies[LIST] = { body: { items: [application('a')], nextCursor: null } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Student a')).toBeInTheDocument();
  });
});
