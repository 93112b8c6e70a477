import {
  CONVERSATION_MESSAGES,
  SCAM_WARNING_MESSAGES,
  type ConversationResponse,
} from '@shuruaat/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { setServerWords } from '@/lib/i18n/translate';
import { onHindiPages } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { conversationText } from '../server-text';
import { conversationRoute } from './conversation-page';

const translators = allTranslators();

onHindiPages();
afterEach(() => vi.unstubAllGlobals());

const data = (overrides: Partial<ConversationResponse['conversation']> = {}) =>
  ({
    conversation: {
      applicationId: 'app_1',
      role: 'candidate',
      job: { _id: 'job_1', title: 'React Developer Intern', slug: 'react-developer-intern' },
      company: { _id: 'c_1', name: 'Kirana Cloud', logoUrl: null },
      candidate: { _id: 'u_1', name: 'Ananya Iyer' },
      applicationStatus: 'interview',
      blocked: false,
      canSend: true,
      cannotSendReason: null,
      ...overrides,
    },
    messages: [
      {
        _id: 'm_1',
        fromEmployer: true,
        mine: false,
        body: 'Pay ₹2,000 registration fee to confirm.',
        attachment: null,
        read: true,
        createdAt: '2026-11-23T05:00:00.000Z',
        warning: {
          flags: [{ code: 'fee_or_deposit', evidence: 'registration fee' }],
          reported: false,
        },
      },
    ],
    interviews: [
      {
        _id: 'i_1',
        applicationId: 'app_1',
        startsAt: '2026-12-01T05:00:00.000Z',
        durationMinutes: 45,
        mode: 'online',
        location: 'https://meet.example.com/abc',
        notes: '',
        status: 'proposed',
        candidateNote: '',
        icsUrl: '/api/users/interviews/i_1/ics',
        updatedAt: '2026-11-23T05:00:00.000Z',
      },
    ],
  }) satisfies ConversationResponse;

function renderInHindi(reply: ConversationResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(reply)),
  );
  vi.stubGlobal(
    'EventSource',
    class {
      addEventListener() {}
      close() {}
    },
  );
  renderRoute(conversationRoute, {
    path: '/user/dashboard/messages/:applicationId',
    url: '/user/dashboard/messages/app_1',
  });
}

describe('a conversation on a Hindi page', () => {
  it('shows the thread, the scam warning, the interview and the composer in Hindi', async () => {
    renderInHindi(data());
    const warning = await screen.findByRole('note', {
      name: 'सावधान: इस मैसेज में धोखाधड़ी के संकेत हैं',
    });
    expect(warning).toHaveTextContent('फ़ीस या डिपॉज़िट माँगता है: “registration fee”');
    expect(within(warning).getByRole('button', { name: 'इस मैसेज की शिकायत करें' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'मैसेज' })).toBeTruthy();

    const interview = screen.getByRole('article', { name: 'इंटरव्यू' });
    expect(interview).toHaveTextContent('इंटरव्यू · मंगल, 1 दिस॰ 2026, सुबह 10:30 IST');
    expect(interview).toHaveTextContent('45 मिनट · ऑनलाइन');
    expect(interview).toHaveTextContent('उम्मीदवार के जवाब का इंतज़ार');
    expect(within(interview).getByRole('button', { name: 'मंज़ूर करें' })).toBeTruthy();

    expect(screen.getByRole('textbox', { name: 'आपका मैसेज' })).toHaveAttribute(
      'placeholder',
      'मैसेज लिखें…',
    );
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'नियम पढ़ें' }).closest('p')).toHaveTextContent(
      'Shuruaat कभी पैसे नहीं माँगता, और यहाँ कोई कंपनी भी नहीं माँग सकती। नियम पढ़ें या आपको मिला कोई ऑफ़र जाँचें।',
    );
    expect(screen.getByText('Kirana Cloud में', { exact: false })).toHaveTextContent(
      'Kirana Cloud में React Developer Intern के बारे में',
    );
    expect(screen.getByRole('button', { name: 'Kirana Cloud के मैसेज बंद करें' })).toBeTruthy();
  });

  it('says why a message cannot be sent in Hindi, from the server’s English message', async () => {
    renderInHindi(data({ canSend: false, cannotSendReason: CONVERSATION_MESSAGES.youBlocked }));
    expect(
      await screen.findByText('आपने इस कंपनी के मैसेज बंद किए हैं। लिखने के लिए उन्हें फिर से चालू करें।'),
    ).toBeTruthy();
  });

  it('gives the employer the interview form in Hindi, durations counted in Hindi', async () => {
    renderInHindi(data({ role: 'employer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'इंटरव्यू तय करें' }));
    const form = screen.getByRole('form', { name: 'इंटरव्यू तय करें' });
    expect(within(form).getByLabelText('समय (IST)')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'अवधि' })).toHaveTextContent('45 मिनट');
    expect(within(form).getByRole('radio', { name: 'आमने-सामने' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'इनविटेशन भेजें' })).toBeTruthy();
  });
});

describe('a conversation’s refusals', () => {
  it('are worded by key without the browser’s matcher, as the server’s render words them', () => {
    setServerWords((message) => message);
    expect(conversationText(translators.hi.t, SCAM_WARNING_MESSAGES.suspended)).toMatch(
      /^आपकी मैसेजिंग रोक दी गई है/,
    );
    expect(conversationText(translators.en.t, CONVERSATION_MESSAGES.blocked)).toBe(
      CONVERSATION_MESSAGES.blocked,
    );
  });
});
