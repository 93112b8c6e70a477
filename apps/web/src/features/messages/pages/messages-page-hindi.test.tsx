import { CONVERSATION_MESSAGES } from '@shuruaat/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onHindiPages } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { messagesRoute } from './messages-page';

onHindiPages();
afterEach(() => vi.unstubAllGlobals());

describe('the inbox on a Hindi page', () => {
  it('words the heading, the sender, a file sent alone and the unread count in Hindi', async () => {
    const conversation = {
      applicationId: 'app_1',
      jobTitle: 'React Developer Intern',
      companyName: 'Kirana Cloud',
      withName: 'Kirana Cloud',
      lastMessage: CONVERSATION_MESSAGES.sentAttachment,
      lastMessageMine: true,
      lastAt: '2026-11-23T05:00:00.000Z',
      unreadCount: 2,
    };
    stubApi({
      'GET /api/users/messages': { body: { conversations: [conversation], unreadCount: 2 } },
    });
    vi.stubGlobal(
      'EventSource',
      class {
        addEventListener() {}
        close() {}
      },
    );
    renderRoute(messagesRoute, { path: '/user/dashboard/messages' });
    expect(await screen.findByRole('heading', { name: 'मैसेज' })).toBeTruthy();
    expect(screen.getByText('आप: एक फ़ाइल भेजी')).toBeTruthy();
    expect(screen.getByText('2 नए')).toBeTruthy();
    expect(screen.getByText(/वे आपके आवेदन के बारे में आपको यहाँ लिख सकती हैं।$/)).toBeTruthy();
  });
});
