import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { TYPING_ATTEMPT_MESSAGES, type TypingResult } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { scoreTest, typingSlice } from '../slice';
import { typingResultPageRoute } from './typing-result-page';

const RESULT: TypingResult = {
  _id: 'r_1',
  presetId: 'ssc-chsl',
  presetName: 'SSC CHSL',
  language: 'en',
  layout: 'en-us',
  durationMinutes: 10,
  resumed: false,
  figures: {
    grossWpm: 42,
    netWpm: 38,
    kdph: 10500,
    keyDepressions: 1750,
    accuracy: 96,
    errorPercent: 4,
    errorLimitPercent: 7,
    fullMistakes: 3,
    halfMistakes: 1,
    wordsTyped: 380,
    seconds: 600,
    passed: true,
    shortfalls: [],
    rawWpm: 44,
    perMinute: [36, 38, 40],
  },
  mistakes: [],
  passage: 'The quick brown fox',
  ruleText: 'Net speed as SSC scores it.',
  certificateId: null,
  viaRetest: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the typing result page', () => {
  it('shows a kept result its loader read', async () => {
    const sent = stubApi({ 'GET /api/tools/typing-results/r_1': { body: { result: RESULT } } });
    renderRoute(typingResultPageRoute, {
      path: '/tools/typing-test/result/:id',
      url: '/tools/typing-test/result/r_1',
    });
    expect(
      await screen.findByRole('heading', { name: 'SSC CHSL: 38 WPM net' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('typing-verdict')).toHaveTextContent('Pass');
    expect(sent).toHaveLength(1);
  });

  it('says a result that is not there, or not yours, was not found', async () => {
    stubApi({
      'GET /api/tools/typing-results/r_9': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Result not found' },
      },
    });
    renderRoute(typingResultPageRoute, {
      path: '/tools/typing-test/result/:id',
      url: '/tools/typing-test/result/r_9',
    });
    expect(await screen.findByRole('heading', { name: 'Result not found' })).toBeInTheDocument();
  });

  it('shows the test just taken without an account from the typing state, asking nothing', async () => {
    const sent = stubApi({});
    const store = configureStore({
      reducer: { ...baseReducers(null), typing: typingSlice.reducer },
    });
    const body = { attemptId: 'at_1', nonce: 'n', log: 'log', resumed: false };
    store.dispatch(scoreTest.fulfilled({ ...RESULT, _id: null }, 'score', body));
    renderRoute(typingResultPageRoute, { path: '/tools/typing-test/result', store });
    expect(
      await screen.findByRole('heading', { name: 'SSC CHSL: 38 WPM net' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This result is not saved/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says there is no result before a test is taken', async () => {
    stubApi({});
    renderRoute(typingResultPageRoute, { path: '/tools/typing-test/result' });
    expect(await screen.findByRole('heading', { name: 'No result to show' })).toBeInTheDocument();
  });

  it('says why the server refused the test just taken, and what to do next', async () => {
    stubApi({});
    const store = configureStore({
      reducer: { ...baseReducers(null), typing: typingSlice.reducer },
    });
    const body = { attemptId: 'at_1', nonce: 'n', log: 'log', resumed: false };
    const refusal = {
      status: 409,
      code: 'CONFLICT' as const,
      message: TYPING_ATTEMPT_MESSAGES.alreadySubmitted,
      details: [],
    };
    store.dispatch(scoreTest.rejected(null, 'score', body, refusal));
    renderRoute(typingResultPageRoute, { path: '/tools/typing-test/result', store });
    expect(
      await screen.findByRole('heading', { name: 'Your test could not be scored' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This test already has a result: start a new test. Start a new test to get a result',
    );
    expect(screen.getByRole('link', { name: 'Take a typing test' })).toBeInTheDocument();
    expect(screen.queryByText('No result to show')).toBeNull();
  });
});
