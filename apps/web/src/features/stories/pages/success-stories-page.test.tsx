import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORY_MESSAGES, type MyStoriesResponse, type User } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { successStoriesPageRoute } from './success-stories-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const PUBLISHED = 'GET /api/tools/success-stories';
const MINE = 'GET /api/candidates/success-stories';
const SEND = 'POST /api/candidates/success-stories';
const HIRED: MyStoriesResponse = {
  stories: [],
  hiredJobs: [{ jobId: 'j_1', jobTitle: 'React intern', companyName: 'Kisan Tech' }],
};
const STORY = {
  _id: 's_1',
  name: 'Asha V.',
  headline: 'From Nagpur to a paid React internship',
  story: 'I applied to four internships on Shuruaat and the third one said yes. '.repeat(3),
  jobTitle: 'React intern',
  companyName: 'Kisan Tech',
  kind: 'internship' as const,
  publishedAt: null,
  status: 'pending' as const,
};

async function writeTheStory() {
  // Pasted: typed key by key, text this long is slow on a busy machine.
  await userEvent.click(await screen.findByLabelText('Headline'));
  await userEvent.paste(STORY.headline);
  await userEvent.click(screen.getByLabelText('Your story'));
  await userEvent.paste(STORY.story);
  await userEvent.click(screen.getByRole('checkbox'));
}

function openPage(user: User | null) {
  const store = configureStore({ reducer: baseReducers(user) });
  renderRoute(successStoriesPageRoute, { path: '/success-stories', store });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the success stories page, signed in', () => {
  it('tells a visitor how to send a story, not showing the stories the server refused', async () => {
    stubApi({
      [PUBLISHED]: { body: { items: [], nextCursor: null } },
      [MINE]: { status: 401, body: { code: 'UNAUTHORIZED', message: 'Please log in' } },
    });
    openPage(null);
    expect(
      await screen.findByText(/Log in with your student account to see it/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a candidate’s own story with where its review stands', async () => {
    stubApi({
      [PUBLISHED]: { body: { items: [], nextCursor: null } },
      [MINE]: { body: { stories: [STORY], hiredJobs: [] } },
    });
    openPage(buildUser());
    expect(await screen.findByText('Status: waiting for review')).toBeInTheDocument();
    expect(screen.getByText(/Once an employer marks one of your applications/)).toBeVisible();
  });

  it('sends a hired candidate’s story through the route action and lists it for review', async () => {
    const replies: Parameters<typeof stubApi>[0] = {
      [PUBLISHED]: { body: { items: [], nextCursor: null } },
      [MINE]: { body: HIRED },
      [SEND]: { status: 201, body: { story: STORY } },
    };
    const sent = stubApi(replies);
    openPage(buildUser());
    await writeTheStory();
    replies[MINE] = { body: { stories: [STORY], hiredJobs: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(await screen.findByText('Status: waiting for review')).toBeInTheDocument();
    // An effect raises the toast once the answer lands, which may be after this render.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(STORY_MESSAGES.submitted));
    expect(sent.find((call) => call.method === 'POST')?.body).toMatchObject({
      jobId: 'j_1',
      headline: STORY.headline,
      consent: true,
    });
  });

  it('says why the server refused a story', async () => {
    stubApi({
      [PUBLISHED]: { body: { items: [], nextCursor: null } },
      [MINE]: { body: HIRED },
      [SEND]: { status: 409, body: { code: 'CONFLICT', message: 'You already told this story' } },
    });
    openPage(buildUser());
    await writeTheStory();
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already told this story');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
