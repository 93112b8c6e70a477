import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import type { TypingRetest } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { typingRetestPageRoute } from './typing-retest-page';

const RETEST: TypingRetest = {
  token: 't_1',
  path: '/tools/typing-test/retest/t_1',
  presetId: 'ssc-chsl',
  presetName: 'SSC CHSL',
  language: 'en',
  layout: 'en-us',
  durationMinutes: 10,
  jobTitle: 'Data entry operator',
  used: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const RETEST_CALL = 'GET /api/tools/typing-retests/t_1';
const PRESETS_CALL = 'GET /api/tools/typing-presets';

function openRetest(role: 'candidate' | 'employer' | null) {
  const store = configureStore({
    reducer: baseReducers(role ? buildUser({ role }) : null),
  });
  renderRoute(typingRetestPageRoute, {
    path: '/tools/typing-test/retest/:token',
    url: '/tools/typing-test/retest/t_1',
    store,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the typing retest page', () => {
  it('asks a visitor to sign in as the candidate, not showing the link the server refused', async () => {
    stubApi({
      [RETEST_CALL]: { status: 401, body: { code: 'UNAUTHORIZED', message: 'Please log in' } },
      [PRESETS_CALL]: { body: { presets: [] } },
    });
    openRetest(null);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to take your retest' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a link sent to someone else was not found', async () => {
    stubApi({
      [RETEST_CALL]: { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
      [PRESETS_CALL]: { body: { presets: [] } },
    });
    openRetest('candidate');
    expect(
      await screen.findByRole('heading', { name: 'Retest link not found' }),
    ).toBeInTheDocument();
  });

  it('says a retest already taken is attached to the application', async () => {
    stubApi({
      [RETEST_CALL]: { body: { retest: { ...RETEST, used: true } } },
      [PRESETS_CALL]: { body: { presets: [] } },
    });
    openRetest('candidate');
    expect(
      await screen.findByRole('heading', { name: 'Retest already taken' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/attached to your application for Data entry operator/)).toBeVisible();
  });

  it('offers the test the employer fixed, with the presets its loader read', async () => {
    stubApi({
      [RETEST_CALL]: { body: { retest: RETEST } },
      [PRESETS_CALL]: { body: { presets: [] } },
    });
    openRetest('candidate');
    expect(
      await screen.findByRole('heading', { name: 'Supervised retest: SSC CHSL' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toBeDisabled();
  });
});
