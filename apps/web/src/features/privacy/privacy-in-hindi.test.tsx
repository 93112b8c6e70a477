import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION, type ConsentsResponse } from '@shuruaat/contract';
import { allTranslators } from '@/lib/i18n/all-translators';
import { onHindiPages } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { privacyAction, privacyLoader } from './loaders';
import { PrivacyPage } from './pages/privacy-page';

onHindiPages();

const consents: ConsentsResponse = {
  currentNoticeVersion: PRIVACY_NOTICE_VERSION,
  noticeConsentNeeded: false,
  active: { privacy_notice: true, resume_database: true, marketing_email: false },
  history: [
    {
      _id: 'c1',
      purpose: 'resume_database',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeLanguage: 'hi',
      givenAt: '2026-11-20T10:00:00.000Z',
      withdrawnAt: null,
    },
  ],
};

const session = {
  _id: 's1',
  device: 'Chrome on Android',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-23T10:00:00.000Z',
  current: true,
};

function renderPage() {
  const Page = () => <PrivacyPage user={buildUser()} onSignedOut={vi.fn()} onDeleted={vi.fn()} />;
  renderRoute(
    { Component: Page, loader: privacyLoader, action: privacyAction },
    { path: '/user/dashboard/privacy' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the privacy page in Hindi', () => {
  it('says its sections, consents, sessions and deletion in Hindi', async () => {
    stubApi({
      'GET /api/users/consents': { body: consents },
      'GET /api/users/sessions': { body: { sessions: [session] } },
      'GET /api/users/data-exports': { body: { exports: [] } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'प्राइवेसी और सेशन' })).toBeVisible();
    for (const title of ['सहमति', 'आप कहाँ-कहाँ लॉग इन हैं', 'अपना डेटा डाउनलोड करें'])
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
    const row = (await screen.findByText('रिज़्यूमे डेटाबेस में मेरी प्रोफ़ाइल दिखाएँ')).closest('li');
    expect(within(row as HTMLElement).getByRole('button', { name: 'सहमति वापस लें' })).toBeVisible();
    expect(await screen.findByText('यह डिवाइस')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Chrome on Android से लॉग आउट करें' })).toBeVisible();
    expect(screen.getByText(/^आख़िरी इस्तेमाल 23 नव॰ 2026/)).toBeVisible();
    expect(screen.getByText(/रिज़्यूमे डेटाबेस में मेरी प्रोफ़ाइल दिखाएँ \(नोटिस/)).toHaveTextContent(
      /हिन्दी\): .* को दी$/,
    );
    expect(screen.getByRole('button', { name: 'मेरा अकाउंट हटाएँ' })).toBeDisabled();
    expect(screen.getByLabelText('कन्फ़र्म करने के लिए DELETE लिखें')).toBeVisible();
  });

  it('says the server’s answers and a list that did not load in Hindi', async () => {
    stubApi({
      'GET /api/users/consents': { body: consents },
      'GET /api/users/data-exports': { body: { exports: [] } },
      'POST /api/users/data-exports': {
        status: 202,
        body: {
          export: {
            _id: 'e1',
            status: 'pending',
            requestedAt: '2026-11-23T10:00:00.000Z',
            readyAt: null,
            expiresAt: null,
            sizeBytes: null,
            downloadUrl: null,
          },
        },
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('आपके सेशन लोड नहीं हो सके');
    expect(screen.getByRole('button', { name: 'दोबारा कोशिश करें' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' }));
    await waitFor(() =>
      expect(
        screen.getByText('हम आपका डेटा तैयार कर रहे हैं। आम तौर पर इसमें एक मिनट से कम लगता है।'),
      ).toBeVisible(),
    );
  });

  it('keeps the English page’s words as they were, apostrophe included', () => {
    expect(allTranslators().en.t('privacy.intro')).toBe(
      "Your rights under India's Digital Personal Data Protection Act: see what you agreed to, change it, get a copy of your data, or delete your account.",
    );
  });
});
