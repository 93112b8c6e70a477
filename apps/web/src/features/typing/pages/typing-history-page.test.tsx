import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TypingHistoryWithApplications } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { typingHistoryPageRoute } from './typing-history-page';

const HISTORY: TypingHistoryWithApplications = {
  items: [
    {
      _id: 'r_2',
      presetName: 'SSC CHSL',
      language: 'en',
      layout: 'en-us',
      durationMinutes: 10,
      grossWpm: 42,
      netWpm: 38,
      accuracy: 96,
      errorPercent: 4,
      passed: true,
      certificateId: 'c_1',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      _id: 'r_1',
      presetName: 'Plain practice',
      language: 'en',
      layout: 'en-us',
      durationMinutes: 1,
      grossWpm: 30,
      netWpm: 28,
      accuracy: 93,
      errorPercent: 7,
      passed: null,
      certificateId: null,
      createdAt: '2026-11-10T10:00:00.000Z',
    },
  ],
  applications: [{ applicationId: 'a_1', jobTitle: 'Data entry operator', resultId: null }],
};
const PATH = '/user/dashboard/typing';
const HISTORY_CALL = 'GET /api/candidates/typing-results';
const ATTACH_CALL = 'PUT /api/candidates/applications/a_1/typing-result';

afterEach(() => vi.unstubAllGlobals());

async function attachTheExamResult() {
  await userEvent.selectOptions(await screen.findByLabelText('Application'), 'a_1');
  await userEvent.selectOptions(screen.getByLabelText('Result'), 'r_2');
  await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
}

describe('the typing history page', () => {
  it('shows every kept result with the best speed and the certificate', async () => {
    stubApi({ [HISTORY_CALL]: { body: HISTORY } });
    renderRoute(typingHistoryPageRoute, { path: PATH });
    expect(await screen.findByText('2 tests · best 38 WPM net')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SSC CHSL · 38 WPM net' })).toHaveAttribute(
      'href',
      '/tools/typing-test/result/r_2',
    );
    expect(screen.getByRole('link', { name: 'Certificate' })).toHaveAttribute(
      'href',
      '/tools/typing-test/certificate/c_1',
    );
  });

  it('says when there are no results yet', async () => {
    stubApi({ [HISTORY_CALL]: { body: { items: [], applications: [] } } });
    renderRoute(typingHistoryPageRoute, { path: PATH });
    expect(await screen.findByText('No typing results yet')).toBeInTheDocument();
  });

  it('shows the failure and loads again on "Try again"', async () => {
    const replies: Parameters<typeof stubApi>[0] = {
      [HISTORY_CALL]: {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'Shuruaat is briefly unavailable.' },
      },
    };
    stubApi(replies);
    renderRoute(typingHistoryPageRoute, { path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Shuruaat is briefly unavailable.');
    replies[HISTORY_CALL] = { body: HISTORY };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 tests · best 38 WPM net')).toBeInTheDocument();
  });

  it('attaches a result to an application through the route action and shows it attached', async () => {
    const attached = { applicationId: 'a_1', jobTitle: 'Data entry operator', resultId: 'r_2' };
    const replies: Parameters<typeof stubApi>[0] = {
      [HISTORY_CALL]: { body: HISTORY },
      [ATTACH_CALL]: { body: { application: attached } },
    };
    const sent = stubApi(replies);
    renderRoute(typingHistoryPageRoute, { path: PATH });
    // Only passed exam results are offered while there are any.
    expect(await screen.findByRole('option', { name: /^SSC CHSL, 38 WPM/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Plain practice/ })).not.toBeInTheDocument();
    replies[HISTORY_CALL] = { body: { ...HISTORY, applications: [attached] } };
    await attachTheExamResult();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Attached: the employer now sees this result with your application.',
    );
    expect(
      await screen.findByRole('option', { name: 'Data entry operator (result attached)' }),
    ).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({ resultId: 'r_2' });
  });

  it('says why the server refused to attach', async () => {
    stubApi({
      [HISTORY_CALL]: { body: HISTORY },
      [ATTACH_CALL]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'This application is closed' },
      },
    });
    renderRoute(typingHistoryPageRoute, { path: PATH });
    await attachTheExamResult();
    expect(await screen.findByRole('status')).toHaveTextContent('This application is closed');
  });
});
