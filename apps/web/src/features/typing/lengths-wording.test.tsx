import { render, screen } from '@testing-library/react';
import {
  TYPING_LENGTHS,
  TYPING_PAGES,
  type TypingHistoryWithApplications,
} from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpeedChart } from '@/components/ui/speed-chart';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { typingHistoryPageRoute } from './pages/typing-history-page';

afterEach(() => vi.unstubAllGlobals());

const result = (id: string, durationMinutes: number) => ({
  _id: id,
  presetName: 'Plain practice',
  language: 'en' as const,
  layout: 'en-us' as const,
  durationMinutes,
  grossWpm: 30,
  netWpm: 28,
  accuracy: 93,
  errorPercent: 7,
  passed: null,
  certificateId: null,
  createdAt: '2026-11-10T10:00:00.000Z',
});

function showHistory(items: TypingHistoryWithApplications['items']) {
  stubApi({ 'GET /api/candidates/typing-results': { body: { items, applications: [] } } });
  renderRoute(typingHistoryPageRoute, { path: '/user/dashboard/typing' });
}

// Issue 25 item 19: one wording for a test's length, "1 minute", "5 minutes", on every page.
describe('typing-test lengths', () => {
  it('words practice and test lengths the same on the landing copy and the page title', () => {
    expect(TYPING_LENGTHS).toEqual({ practice: '1 to 5 minutes', tests: '10 to 90 minutes' });
    expect(TYPING_PAGES[0].title).toContain('practice 1 to 5 minutes, tests 10 to 90 minutes');
  });

  it('counts one result and its one-minute length in the singular', async () => {
    showHistory([result('r_1', 1)]);
    expect(await screen.findByText('1 test · best 28 WPM net')).toBeInTheDocument();
    expect(screen.getByText(/· 1 minute ·/)).toBeInTheDocument();
  });

  it('counts two results and their lengths in the plural', async () => {
    showHistory([result('r_2', 5), result('r_1', 10)]);
    expect(await screen.findByText('2 tests · best 28 WPM net')).toBeInTheDocument();
    expect(screen.getByText(/· 5 minutes ·/)).toBeInTheDocument();
    expect(screen.getByText(/· 10 minutes ·/)).toBeInTheDocument();
  });

  it.each([
    [[40], 'over 1 minute'],
    [[40, 42], 'over 2 minutes'],
  ])('describes a speed chart of %j as "%s"', (values, words) => {
    render(<SpeedChart values={values} label="Speed per minute" />);
    expect(screen.getByRole('img', { name: new RegExp(words) })).toBeInTheDocument();
  });
});
