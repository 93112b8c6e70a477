import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import type { TypingCertificate, TypingPreset, TypingResult } from '@shuruaat/contract';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { setBrowserTranslator } from '@/lib/i18n/translate';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { typingCertificatePageRoute } from './typing-certificate-page';
import { typingResultPageRoute } from './typing-result-page';
import { typingTestPageRoute } from './typing-test-page';

// Issue 26: under /hi the browser's translator is Hindi, so the screens and the formatters
// (hi-IN) both read it, as on a Hindi page.
const translators = allTranslators();
beforeEach(() => setBrowserTranslator(translators.hi));
afterEach(() => {
  setBrowserTranslator(translators.en);
  vi.unstubAllGlobals();
});

const preset = (over: Partial<TypingPreset>): TypingPreset => ({
  id: 'practice',
  name: 'Plain practice',
  languages: ['en', 'hi'],
  durationMinutes: 5,
  backspace: 'free',
  highlightNextWord: true,
  pauseAllowed: true,
  formula: 'practice',
  errorLimitPercent: null,
  passWpm: { en: null, hi: null },
  ruleText: 'Gross WPM counts the key depressions left in your text.',
  isExam: false,
  definition: {
    backspace: 'free',
    highlightNextWord: true,
    pauseAllowed: true,
    durationOptions: [1, 2, 5],
    passageWords: null,
  },
  ...over,
});

const PRESETS = [
  preset({}),
  preset({
    id: 'ssc-chsl',
    name: 'SSC CHSL typing test',
    isExam: true,
    pauseAllowed: false,
    definition: {
      backspace: 'free',
      highlightNextWord: false,
      pauseAllowed: false,
      durationOptions: [10, 15],
      passageWords: { english: 350, hindi: 300 },
    },
  }),
];

type Route = { Component: ComponentType; loader?: LoaderFunction };

function open(route: Route, path: string, url = path) {
  const router = createMemoryRouter([{ path, ...route, HydrateFallback: () => null }], {
    initialEntries: [url],
  });
  render(
    <Provider store={configureStore({ reducer: baseReducers() })}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the typing test picker in Hindi', () => {
  it('asks for language, layout, test and time in Hindi; layout and exam names as students know them', async () => {
    stubApi({ 'GET /api/tools/typing-presets': { body: { presets: PRESETS } } });
    open(typingTestPageRoute, '/tools/typing-test');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'हिन्दी और अंग्रेज़ी टाइपिंग टेस्ट' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 से 5 मिनट प्रैक्टिस करें/)).toBeInTheDocument();
    const test = screen.getByLabelText('टेस्ट');
    expect(
      within(test).getByRole('option', { name: 'परीक्षा: SSC CHSL टाइपिंग टेस्ट' }),
    ).toBeInTheDocument();
    const time = screen.getByLabelText('समय');
    expect(within(time).getByRole('option', { name: '1 मिनट (प्रैक्टिस)' })).toBeInTheDocument();
    expect(screen.getByLabelText('भाषा')).toHaveDisplayValue('अंग्रेज़ी (English)');
    expect(screen.getByText('Backspace कहीं भी चलेगा। आप टेस्ट रोक सकते हैं।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टेस्ट शुरू करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'परीक्षा प्रीसेट और पॉपुलर टेस्ट' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'SSC CHSL टाइपिंग टेस्ट — हिन्दी, Remington GAIL, 10 मिनट' }),
    ).toHaveAttribute('href', '/tools/hindi-typing-test-ssc-chsl-remington-gail-10-minutes');
    expect(screen.queryByText('Start the test')).not.toBeInTheDocument();
  });

  it('heads a preset page with its exam or layout name kept and the rest in Hindi', async () => {
    stubApi({ 'GET /api/tools/typing-presets': { body: { presets: PRESETS } } });
    open(typingTestPageRoute, '/tools/:slug', '/tools/hindi-typing-test-inscript-5-minutes');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'हिन्दी टाइपिंग टेस्ट, InScript — 5 मिनट, फ़्री',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('कीबोर्ड लेआउट')).toHaveDisplayValue('InScript');
  });
});

const RESULT: TypingResult = {
  _id: 'r_1',
  presetId: 'ssc-chsl',
  presetName: 'SSC CHSL typing test',
  language: 'hi',
  layout: 'remington-gail',
  durationMinutes: 10,
  resumed: false,
  figures: {
    grossWpm: 31.26,
    netWpm: 28.44,
    kdph: 123456,
    keyDepressions: 1563,
    accuracy: 91.2,
    errorPercent: 9.5,
    errorLimitPercent: 7,
    fullMistakes: 2,
    halfMistakes: 1,
    wordsTyped: 300,
    seconds: 545,
    passed: false,
    shortfalls: ['Errors 9.5% are above the 7% allowed.'],
    rawWpm: 33,
    perMinute: [30, 29, 27],
  },
  mistakes: [{ wordIndex: 1, kind: 'omission', weight: 1, expected: 'का', typed: '' }],
  passage: 'भारत का संविधान',
  ruleText: 'Error % = (full mistakes + half mistakes ÷ 2) ÷ words in the passage × 100.',
  certificateId: null,
  viaRetest: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the typing result in Hindi', () => {
  it('gives the verdict, figures, chart and mistakes in Hindi, numbers written hi-IN', async () => {
    stubApi({ 'GET /api/tools/typing-results/r_1': { body: { result: RESULT } } });
    open(typingResultPageRoute, '/tools/typing-test/result/:id', '/tools/typing-test/result/r_1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SSC CHSL टाइपिंग टेस्ट: नेट 28.4 WPM' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/हिन्दी · Remington GAIL · 10 मिनट · 9 मिनट 5 सेकंड टाइप किया/),
    ).toBeInTheDocument();
    const verdict = screen.getByTestId('typing-verdict');
    expect(verdict).toHaveTextContent('अभी नहीं');
    expect(verdict).toHaveTextContent('गलतियाँ 9.5%, सीमा 7%। गलतियाँ 9.5% हैं, जबकि 7% तक ही चलती हैं।');
    expect(verdict).toHaveTextContent('ऐसे जाँचा गया: गलतियाँ % = (पूरी गलतियाँ');
    expect(screen.getByText('शुद्धता').nextSibling).toHaveTextContent('91.2%');
    expect(screen.getByText('1,23,456')).toBeInTheDocument();
    expect(screen.getByText('1,563 की डिप्रेशन')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हर मिनट की स्पीड' })).toBeInTheDocument();
    expect(screen.getByText('छूटा शब्द: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'एक और टेस्ट दें' })).toHaveAttribute(
      'href',
      '/tools/typing-test',
    );
    expect(screen.queryByText(/WPM net|Accuracy|Not yet/)).not.toBeInTheDocument();
  });
});

const CERTIFICATE: TypingCertificate = {
  _id: 'c_1',
  name: 'Asha Verma',
  presetName: 'UPSSSC Junior Assistant typing test',
  language: 'hi',
  layout: 'inscript',
  durationMinutes: 5,
  grossWpm: 31.25,
  netWpm: 28.5,
  kdph: 9375,
  accuracy: 96.25,
  errorPercent: 2.4,
  issuedAt: '2026-11-20T10:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
  proctoring: 'unproctored',
  viaRetest: false,
  seconds: 300,
  passage: 'भारत का संविधान',
  perMinute: [27, 29, 30, 28, 29],
};

describe('a typing certificate read in Hindi', () => {
  it('says what was passed, how it was taken and whether it is valid, in the viewer’s Hindi', async () => {
    stubApi({ 'GET /api/tools/typing-certificates/c_1': { body: { certificate: CERTIFICATE } } });
    open(
      typingCertificatePageRoute,
      '/tools/typing-test/certificate/:id',
      '/tools/typing-test/certificate/c_1',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
    expect(screen.getByText('Shuruaat टाइपिंग सर्टिफ़िकेट')).toBeInTheDocument();
    expect(screen.getByText(/ने 20 नवंबर 2026 को हिन्दी \(InScript\) में 5 मिनट का/)).toHaveTextContent(
      'UPSSSC जूनियर असिस्टेंट टाइपिंग टेस्ट प्रीसेट पास किया।',
    );
    expect(screen.getByTestId('certificate-proctoring')).toHaveTextContent(
      /^बिना निगरानी का ऑनलाइन टेस्ट: ब्राउज़र में/,
    );
    expect(screen.getByText('28.5 WPM')).toBeInTheDocument();
    expect(screen.getByText('96.25%')).toBeInTheDocument();
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('मान्य');
    expect(document.title).toBe('Asha Verma का टाइपिंग सर्टिफ़िकेट | Shuruaat');
  });
});
