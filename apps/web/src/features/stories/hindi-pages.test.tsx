import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@shuruaat/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishWordsIn, readInEnglish, readInHindi } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { successStoriesPageRoute } from './pages/success-stories-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const STORY = {
  _id: 's_1',
  name: 'Asha V.',
  headline: 'From Nagpur to a paid React internship',
  story: 'I applied to four internships on Shuruaat and the third one said yes.',
  jobTitle: 'React intern',
  companyName: 'Kisan Tech',
  kind: 'internship' as const,
  publishedAt: '2026-10-01T00:00:00.000Z',
};
// The story's own words are its writer's, and stay as written.
const USER_CONTENT = [STORY.name, STORY.headline, STORY.story, STORY.jobTitle, STORY.companyName];

function openPage(user: User | null) {
  const store = configureStore({ reducer: baseReducers(user) });
  renderRoute(successStoriesPageRoute, { path: '/success-stories', store });
}

beforeEach(readInHindi);
afterEach(() => {
  readInEnglish();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('success stories under /hi', () => {
  it('frame the published stories in Hindi, each story in its writer’s words', async () => {
    stubApi({ 'GET /api/tools/success-stories': { body: { items: [STORY], nextCursor: null } } });
    openPage(null);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'वे स्टूडेंट्स जिन्हें अपनी शुरुआत मिली',
    );
    expect(await screen.findByText('इंटर्नशिप · Kisan Tech में React intern')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: STORY.headline })).toBeVisible();
    expect(englishWordsIn(document.body, ['Shuruaat', ...USER_CONTENT])).toEqual([]);
  });

  it('give a hired candidate the form in Hindi, and its checks in Hindi', async () => {
    stubApi({
      'GET /api/tools/success-stories': { body: { items: [], nextCursor: null } },
      'GET /api/candidates/success-stories': {
        body: {
          stories: [{ ...STORY, status: 'pending' }],
          hiredJobs: [{ jobId: 'j_1', jobTitle: 'React intern', companyName: 'Kisan Tech' }],
        },
      },
    });
    openPage(buildUser());
    expect(await screen.findByRole('heading', { name: 'अपनी कहानी बताएँ' })).toBeVisible();
    expect(screen.getByText('स्थिति: जाँच बाकी है')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'मेरी कहानी भेजें' }));
    expect(await screen.findByText('कम से कम 10 अक्षरों की हेडलाइन लिखें')).toBeInTheDocument();
    expect(
      screen.getByText('Shuruaat को आपकी कहानी पब्लिश करने देने के लिए बॉक्स पर टिक करें'),
    ).toBeInTheDocument();
    expect(englishWordsIn(document.body, ['Shuruaat', 'React', ...USER_CONTENT])).toEqual([]);
  });
});
