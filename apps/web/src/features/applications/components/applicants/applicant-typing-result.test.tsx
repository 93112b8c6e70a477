import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TYPING_UNPROCTORED_NOTE,
  type AttachedTypingResult,
  type TypingRetest,
} from '@shuruaat/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { useApplicantTyping } from '../../use-applicant-typing';
import { ApplicantTypingResult } from './applicant-typing-result';

afterEach(() => vi.unstubAllGlobals());

const RESULT: AttachedTypingResult = {
  _id: 'r_1',
  applicationId: 'a_1',
  presetId: 'upsssc-junior-assistant',
  presetName: 'UPSSSC Junior Assistant',
  language: 'en',
  layout: 'en-us',
  durationMinutes: 10,
  grossWpm: 34,
  netWpm: 31,
  accuracy: 96,
  errorPercent: 4,
  passed: true,
  certificateId: null,
  certificateValid: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  isExam: true,
  viaRetest: false,
  proctoring: 'unproctored',
  passage: 'The quick brown fox.',
  perMinute: [30, 31, 32],
};

const RETEST: TypingRetest = {
  token: 'tok_1',
  path: '/tools/typing-test/retest/tok_1',
  presetId: RESULT.presetId,
  presetName: RESULT.presetName,
  language: 'en',
  layout: 'en-us',
  durationMinutes: 10,
  jobTitle: 'Office assistant',
  used: false,
  createdAt: '2026-11-03T10:00:00.000Z',
};

const RESULTS_CALL = 'GET /api/employers/job/j_1/applicants/typing-results';
const RETEST_CALL = 'POST /api/employers/applications/a_1/typing-retest';

/** The panel's typing section, with a way to open another applicant of the same job. */
function Panel() {
  const typing = useApplicantTyping(useParams().id ?? '');
  const [applicationId, setApplicationId] = useState('a_1');
  return (
    <>
      <button onClick={() => setApplicationId(applicationId === 'a_1' ? 'a_2' : 'a_1')}>
        Next applicant
      </button>
      <ApplicantTypingResult applicationId={applicationId} typing={typing} />
    </>
  );
}

function renderPanel(replies: Parameters<typeof stubApi>[0]) {
  const sent = stubApi(replies);
  renderRoute(
    { Component: Panel },
    {
      path: '/employer/dashboard/jobs/:id/applicants',
      url: '/employer/dashboard/jobs/j_1/applicants',
    },
  );
  return sent;
}

const calls = (sent: ReturnType<typeof stubApi>) =>
  sent.map(({ method, path }) => `${method} ${path}`);

describe('the typing result in the applicant panel (useApplicantTyping)', () => {
  it('shows the result the applicant attached as unproctored, reading the job’s results once', async () => {
    const sent = renderPanel({ [RESULTS_CALL]: { body: { results: [RESULT] } } });
    const section = await screen.findByTestId('applicant-typing-result');
    expect(section).toHaveTextContent('Typing test — unproctored online test');
    expect(section).toHaveTextContent('31 WPM net');

    await userEvent.click(screen.getByRole('button', { name: 'Next applicant' }));
    expect(screen.queryByTestId('applicant-typing-result')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next applicant' }));
    expect(screen.getByTestId('applicant-typing-result')).toBeInTheDocument();
    expect(calls(sent)).toEqual([RESULTS_CALL]);
  });

  it('says the figures, the test and the contract’s unproctored note in English', async () => {
    renderPanel({ [RESULTS_CALL]: { body: { results: [RESULT] } } });
    const section = await screen.findByTestId('applicant-typing-result');
    expect(section).toHaveTextContent(
      '31 WPM net (34 gross), accuracy 96% · UPSSSC Junior Assistant · English, English (US) · 10 minutes · ',
    );
    expect(section).toHaveTextContent(' · passed');
    expect(section).toHaveTextContent(TYPING_UNPROCTORED_NOTE);
    expect(within(section).getByText('The passage, as marked')).toBeInTheDocument();
  });

  it('makes a supervised retest link and keeps it while other applicants are opened', async () => {
    const sent = renderPanel({
      [RESULTS_CALL]: { body: { results: [RESULT] } },
      [RETEST_CALL]: { status: 201, body: { retest: RETEST } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make a supervised retest link' }),
    );
    const link = await screen.findByTestId('typing-retest-link');
    expect(link).toHaveTextContent(`${window.location.origin}/tools/typing-test/retest/tok_1`);

    await userEvent.click(screen.getByRole('button', { name: 'Next applicant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next applicant' }));
    expect(screen.getByTestId('typing-retest-link')).toBeInTheDocument();
    expect(calls(sent)).toEqual([RESULTS_CALL, RETEST_CALL]);
  });

  it('says when the retest link could not be made', async () => {
    renderPanel({
      [RESULTS_CALL]: { body: { results: [RESULT] } },
      [RETEST_CALL]: { status: 500, body: {} },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make a supervised retest link' }),
    );
    const section = screen.getByTestId('applicant-typing-result');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to make the retest link',
    );
  });
});
