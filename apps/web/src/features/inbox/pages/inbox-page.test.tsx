import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Submission } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { inboxRoute } from './inbox-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const LIST = 'GET /api/admins/submissions';

const submission = (id: string, overrides: Partial<Submission> = {}): Submission => ({
  _id: id,
  kind: 'contact',
  name: `Sender ${id}`,
  email: `${id}@example.in`,
  mobile: '',
  details: [],
  topic: '',
  preview: `Opening of message ${id}`,
  message: `Message ${id}`,
  userId: null,
  resume: null,
  handled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function openInbox(url = '/admin/dashboard/inbox') {
  const store = configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });
  return renderRoute(inboxRoute, { path: '/admin/dashboard/inbox', url, store });
}

/** The query strings the list was asked with, in order. */
const listQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admins/submissions')
    .map((url) => Object.fromEntries(url.searchParams));

const itemOf = (name: string) => {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no item for ${name}`);
  return within(item);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the admin inbox', () => {
  it('shows an offer reported from the public checker as from an anonymous visitor, with its flags', async () => {
    const offer = submission('o', {
      kind: 'offer-report',
      name: '',
      email: '',
      details: [{ label: 'Red flags found', value: 'Asks for an OTP' }],
    });
    stubApi({ [LIST]: { body: { submissions: [offer], nextCursor: null } } });
    openInbox();
    await userEvent.click(await screen.findByText('Anonymous visitor'));
    const item = itemOf('Anonymous visitor');
    expect(item.getByText('Suspicious offer (from “Is this offer real?”)')).toBeInTheDocument();
    expect(item.getByText('Asks for an OTP')).toBeInTheDocument();
    expect(item.queryByText('Email')).not.toBeInTheDocument();
  });

  it('lists what the address filters and keeps a handled item in place with the server’s message', async () => {
    stubApi({
      [LIST]: { body: { submissions: [submission('a')], nextCursor: null } },
      'PATCH /api/admins/submissions/a': {
        body: { message: 'Marked as handled', submission: submission('a', { handled: true }) },
      },
    });
    openInbox('/admin/dashboard/inbox?kind=contact');
    await userEvent.click(await screen.findByText('Sender a'));
    expect(screen.getByLabelText('Kind')).toHaveValue('contact');
    expect(screen.getByLabelText('Status')).toHaveValue('false');
    expect(listQueries()).toEqual([{ limit: '20', kind: 'contact', handled: 'false' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Marked as handled');
    expect(
      itemOf('Sender a').getByRole('button', { name: 'Mark not handled' }),
    ).toBeInTheDocument();
    expect(itemOf('Sender a').getByText('Handled')).toBeInTheDocument();
    expect(listQueries()).toHaveLength(1);
  });

  it('shows each row’s topic and the opening of its message before it is opened', async () => {
    stubApi({
      [LIST]: {
        body: {
          submissions: [
            submission('a', { topic: 'Press and partnerships', preview: 'We run a college fest…' }),
            submission('b'),
          ],
          nextCursor: null,
        },
      },
    });
    openInbox();
    await screen.findByText('Sender a');
    const summary = itemOf('Sender a').getByText('Sender a').closest('summary');
    expect(summary).toHaveTextContent('Press and partnerships: We run a college fest…');
    expect(itemOf('Sender b').getByText('Opening of message b')).toBeVisible();
    expect(itemOf('Sender b').queryByText(/:\s*$/)).toBeNull();
  });

  it('puts a chosen filter in the address and lists what it finds', async () => {
    stubApi({ [LIST]: { body: { submissions: [], nextCursor: null } } });
    const router = openInbox();
    expect(
      await screen.findByText('Nothing here. New submissions appear as soon as they are sent.'),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(router.state.location.search).toBe('?handled=all'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({ limit: '20' });
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('says why the list did not arrive', async () => {
    stubApi({
      [LIST]: { status: 500, body: { code: 'INTERNAL', message: 'Failed to fetch submissions' } },
    });
    openInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch submissions');
  });

  it('changes an item "Load more" added, and says so when a change is refused', async () => {
    const replies: Record<string, { status?: number; body: unknown }> = {
      [LIST]: { body: { submissions: [submission('a')], nextCursor: 'c1' } },
      'PATCH /api/admins/submissions/b': {
        body: { message: 'Marked as handled', submission: submission('b', { handled: true }) },
      },
      'PATCH /api/admins/submissions/a': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Submission not found' },
      },
    };
    stubApi(replies);
    openInbox();
    await screen.findByText('Sender a');
    replies[LIST] = { body: { submissions: [submission('b')], nextCursor: null } };
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await userEvent.click(await screen.findByText('Sender b'));
    expect(listQueries()[1]).toMatchObject({ cursor: 'c1' });

    await userEvent.click(itemOf('Sender b').getByRole('button', { name: 'Mark handled' }));
    expect(
      await itemOf('Sender b').findByRole('button', { name: 'Mark not handled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Sender a'));
    await userEvent.click(itemOf('Sender a').getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission not found');
    expect(itemOf('Sender a').getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });

  it('toasts why an attached resume could not be opened', async () => {
    stubApi({
      [LIST]: {
        body: {
          submissions: [
            submission('a', {
              kind: 'program-application',
              resume: { publicId: 'r_1', version: 2 },
            }),
          ],
          nextCursor: null,
        },
      },
      'GET /api/candidates/signed-resume-url': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Resume not found' },
      },
    });
    openInbox();
    await userEvent.click(await screen.findByText('Sender a'));
    await userEvent.click(screen.getByRole('button', { name: 'Open resume (version 2)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Resume not found'));
  });
});
