import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REFERRAL_MESSAGES,
  referralShareText,
  type ReferralSummary,
  type User,
} from '@shuruaat/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { englishWordsIn, readInEnglish, readInHindi } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { adminAmbassadorsRoute } from './pages/admin-ambassadors-page';
import { campusAmbassadorPageRoute } from './pages/campus-ambassador-page';
import { referAFriendPageRoute } from './pages/refer-a-friend-page';
import { referralProgramPageRoute } from './pages/referral-program-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

// Brand names and abbreviations Hindi keeps in Latin (docs/glossary-hi.md).
const LATIN = ['Shuruaat', 'WhatsApp', 'CTC', 'Ctrl'];

const SUMMARY: ReferralSummary = {
  code: 'K7M2Q9XA',
  stats: { signedUp: 4, completedProfile: 3, applied: 2 },
  referredBy: null,
  canClaim: true,
  ambassador: { tier: 'Campus Starter', referrals: 4, nextTier: 'Bronze', referralsToNextTier: 6 },
};

function open(route: Parameters<typeof renderRoute>[0], path: string, user: User | null) {
  renderRoute(route, { path, store: configureStore({ reducer: baseReducers(user) }) });
}

beforeEach(readInHindi);
afterEach(() => {
  readInEnglish();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the referral pages under /hi', () => {
  it('show a signed-in user’s link, counts and tier in Hindi, the share message too', async () => {
    stubApi({ 'GET /api/users/referral': { body: SUMMARY } });
    open(referAFriendPageRoute, '/refer-a-friend', buildUser());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('आपका रेफ़रल लिंक');
    expect(screen.getByLabelText('आपका रेफ़रल लिंक')).toHaveValue(
      `${window.location.origin}/signup?ref=K7M2Q9XA`,
    );
    expect(screen.getByText('कैंपस स्टार्टर लेवल')).toBeInTheDocument();
    expect(screen.getByText(/ब्रॉन्ज़ तक पहुँचने के लिए 6 और।/)).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      'मेरे लिंक से साइन अप करें',
    );
    expect(englishWordsIn(document.body, [...LATIN, 'K7M2Q9XA'])).toEqual([]);
  });

  it('say the server’s refusal of a code in Hindi beside the code', async () => {
    stubApi({
      'GET /api/users/referral': { body: SUMMARY },
      'POST /api/users/referral/claim': {
        status: 404,
        body: { code: 'NOT_FOUND', message: REFERRAL_MESSAGES.unknownCode },
      },
    });
    open(referAFriendPageRoute, '/refer-a-friend', buildUser());
    await userEvent.type(await screen.findByLabelText('दोस्त का रेफ़रल कोड'), 'ZZZZ2222');
    await userEvent.click(screen.getByRole('button', { name: 'कोड डालें' }));
    expect(
      await screen.findByText('यह रेफ़रल कोड किसी का नहीं है। कोड जाँचें और दोबारा कोशिश करें।'),
    ).toBeInTheDocument();
  });

  it('explain the program and the ambassador tiers to a visitor with no English left', async () => {
    open(referralProgramPageRoute, '/program/reffer', null);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'अपने दोस्तों को Shuruaat पर लाएँ',
    );
    expect(screen.getByRole('link', { name: 'कैंपस एम्बेसडर बनें' })).toHaveAttribute(
      'href',
      '/program/campus-ambassador',
    );
    expect(englishWordsIn(document.body, LATIN)).toEqual([]);
  });

  it('show the campus ambassador program, its tiers and the way to apply in Hindi', async () => {
    stubApi({});
    open(campusAmbassadorPageRoute, '/program/campus-ambassador', null);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'अपने कॉलेज में Shuruaat का चेहरा बनें',
    );
    expect(screen.getByRole('rowheader', { name: 'गोल्ड' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अप्लाई करने के लिए लॉग इन करें' })).toBeVisible();
    expect(englishWordsIn(document.body, LATIN)).toEqual([]);
  });
});

describe('the ambassador review under /hi', () => {
  it('words an application’s year, referrals and the decisions in Hindi', async () => {
    stubApi({
      'GET /api/admins/ambassador-applications': {
        body: {
          items: [
            {
              _id: 'a_1',
              college: 'VNIT',
              city: 'Nagpur',
              yearOfStudy: 'first',
              why: 'I run the coding club.',
              socialLinks: [],
              status: 'pending',
              createdAt: '2026-11-01T00:00:00.000Z',
              decidedAt: null,
              applicant: { _id: 'u_1', displayName: 'Asha Verma', email: 'asha@example.in' },
              referrals: 3,
            },
          ],
          nextCursor: null,
        },
      },
    });
    open(adminAmbassadorsRoute, '/admin/dashboard/ambassadors', buildUser({ role: 'admin' }));
    expect(await screen.findByText('VNIT, Nagpur · पहला साल · 3 रेफ़र्ड साइन-अप')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('कैंपस एम्बेसडर');
    expect(screen.getByRole('button', { name: 'मंज़ूर करें' })).toBeVisible();
    expect(screen.getByText('जाँच बाकी', { selector: 'span' })).toBeVisible();
  });
});

describe('the referral pages in English', () => {
  it('share the contract’s own message, word for word', () => {
    const link = 'https://shuruaat.in/signup?ref=K7M2Q9XA';
    expect(allTranslators().en.t('referral.share.text', { link })).toBe(referralShareText(link));
  });
});
