import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORY_MESSAGES, type AdminStory, type StoryStatus } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { adminStoriesRoute } from './admin-stories-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const LIST = 'GET /api/admins/success-stories';

const story = (id: string, status: StoryStatus = 'pending'): AdminStory => ({
  _id: id,
  name: `Asha ${id}`,
  headline: `Headline ${id}`,
  story: 'I applied to four internships on Shuruaat and the third one said yes.',
  jobTitle: 'React intern',
  companyName: 'Kisan Tech',
  kind: 'internship',
  publishedAt: status === 'published' ? '2026-11-21T10:00:00.000Z' : null,
  status,
  email: `${id}@example.in`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function openPage(url = '/admin/dashboard/success-stories') {
  const store = configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });
  return renderRoute(adminStoriesRoute, {
    path: '/admin/dashboard/success-stories',
    url,
    store,
  });
}

const cardOf = (headline: string) => {
  const card = screen.getByText(headline).closest('article');
  if (!card) throw new Error(`no card for ${headline}`);
  return within(card);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the admin’s success story review', () => {
  it('publishes a waiting story, which leaves the waiting list', async () => {
    const replies: Record<string, { body: unknown }> = {
      [LIST]: { body: { items: [story('a')], nextCursor: null } },
      'PATCH /api/admins/success-stories/a': { body: { story: story('a', 'published') } },
    };
    const sent = stubApi(replies);
    openPage();
    await screen.findByText('Headline a');
    expect(screen.getByLabelText('Show')).toHaveValue('pending');

    replies[LIST] = { body: { items: [], nextCursor: null } };
    await userEvent.click(cardOf('Headline a').getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('No stories here.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Story published');
    expect(sent.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'published' });
  });

  it('hides a published story "Load more" added, which drops out of the published list', async () => {
    const firstPage = { body: { items: [story('a', 'published')], nextCursor: 'c1' } };
    const replies: Record<string, { body: unknown }> = {
      [LIST]: firstPage,
      'PATCH /api/admins/success-stories/b': { body: { story: story('b', 'hidden') } },
    };
    stubApi(replies);
    const router = openPage('/admin/dashboard/success-stories?status=published');
    await screen.findByText('Headline a');
    expect(screen.getByLabelText('Show')).toHaveValue('published');
    replies[LIST] = { body: { items: [story('b', 'published')], nextCursor: null } };
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Headline b');

    replies[LIST] = firstPage;
    await userEvent.click(cardOf('Headline b').getByRole('button', { name: 'Hide' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Hide story' }),
    );

    await waitFor(() => expect(screen.queryByText('Headline b')).not.toBeInTheDocument());
    expect(screen.getByText('Headline a')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Story hidden');

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All stories');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
  });

  it('toasts the server’s refusal and keeps the story', async () => {
    stubApi({
      [LIST]: { body: { items: [story('a')], nextCursor: null } },
      'PATCH /api/admins/success-stories/a': {
        status: 404,
        body: { code: 'NOT_FOUND', message: STORY_MESSAGES.notFound },
      },
    });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(STORY_MESSAGES.notFound));
    expect(screen.getByText('Headline a')).toBeInTheDocument();
  });
});
