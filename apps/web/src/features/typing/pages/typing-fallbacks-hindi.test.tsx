import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TypingHistoryWithApplications } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onHindiPages } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { typingCertificatePageRoute } from './typing-certificate-page';
import { typingHistoryPageRoute } from './typing-history-page';
import { typingResultPageRoute } from './typing-result-page';
import { typingRetestPageRoute } from './typing-retest-page';

// A server that answers without words (stubApi's 500) leaves the loaders' own fallbacks,
// which the pages say in their language.
onHindiPages();
afterEach(() => vi.unstubAllGlobals());

const HISTORY: TypingHistoryWithApplications = {
  items: [
    {
      _id: 'r_1',
      presetName: 'SSC CHSL typing test',
      language: 'hi',
      layout: 'inscript',
      durationMinutes: 10,
      grossWpm: 32,
      netWpm: 30,
      accuracy: 95,
      errorPercent: 5,
      passed: true,
      certificateId: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  applications: [{ applicationId: 'a_1', jobTitle: 'Data entry operator', resultId: null }],
};

describe('the typing pages’ fallbacks in Hindi', () => {
  it('says a certificate that could not be loaded in Hindi', async () => {
    stubApi({});
    renderRoute(typingCertificatePageRoute, {
      path: '/tools/typing-test/certificate/:id',
      url: '/tools/typing-test/certificate/c_1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('यह सर्टिफ़िकेट लोड नहीं हो पाया');
  });

  it('says a kept result that could not be loaded in Hindi', async () => {
    stubApi({});
    renderRoute(typingResultPageRoute, {
      path: '/tools/typing-test/result/:id',
      url: '/tools/typing-test/result/r_1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('यह रिज़ल्ट लोड नहीं हो पाया');
  });

  it('says a retest link that could not be loaded in Hindi', async () => {
    stubApi({ 'GET /api/tools/typing-presets': { body: { presets: [] } } });
    renderRoute(typingRetestPageRoute, {
      path: '/tools/typing-test/retest/:token',
      url: '/tools/typing-test/retest/tok_1',
      store: configureStore({ reducer: baseReducers(buildUser({ role: 'candidate' })) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('यह रीटेस्ट लिंक लोड नहीं हो पाया');
  });

  it('says a result that could not be attached in Hindi', async () => {
    stubApi({ 'GET /api/candidates/typing-results': { body: HISTORY } });
    renderRoute(typingHistoryPageRoute, { path: '/user/dashboard/typing' });
    await userEvent.selectOptions(await screen.findByLabelText('आवेदन'), 'a_1');
    await userEvent.selectOptions(screen.getByLabelText('रिज़ल्ट'), 'r_1');
    await userEvent.click(screen.getByRole('button', { name: 'लगाएँ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('रिज़ल्ट आवेदन के साथ नहीं लग पाया');
  });
});
