import type { InboxResponse } from '@shuruaat/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { messagesRoute } from './messages-page';

const summary = (over: Partial<InboxResponse['conversations'][number]> = {}) => ({
  applicationId: 'app_1',
  jobTitle: 'React Developer Intern',
  companyName: 'Kirana Cloud',
  withName: 'Kirana Cloud',
  lastMessage: 'Please read the brief first.',
  lastMessageMine: false,
  lastAt: '2026-11-23T05:00:00.000Z',
  unreadCount: 0,
  ...over,
});

/** The live stream, driven by the test. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

function renderInbox(path: string) {
  vi.stubGlobal('EventSource', FakeEventSource);
  renderRoute(messagesRoute, { path });
}

afterEach(() => vi.unstubAllGlobals());

describe('MessagesPage', () => {
  it('lists the conversations, linked under the employer dashboard for an employer', async () => {
    stubApi({
      'GET /api/users/messages': { body: { conversations: [summary()], unreadCount: 0 } },
    });
    renderInbox('/employer/dashboard/messages');
    const link = await screen.findByRole('link', { name: /Kirana Cloud/ });
    expect(link).toHaveAttribute('href', '/employer/dashboard/messages/app_1');
  });

  it('asks again when a message arrives on the live stream', async () => {
    const replies = {
      'GET /api/users/messages': { body: { conversations: [summary()], unreadCount: 0 } },
    };
    stubApi(replies);
    renderInbox('/user/dashboard/messages');
    expect(await screen.findByText('Please read the brief first.')).toBeInTheDocument();
    replies['GET /api/users/messages'] = {
      body: {
        conversations: [summary({ lastMessage: 'Can you start Monday?', unreadCount: 1 })],
        unreadCount: 1,
      },
    };
    // The stream opens after the first answer; an event sent before it would be lost.
    await waitFor(() => expect(FakeEventSource.current).toBeTruthy());
    act(() =>
      FakeEventSource.current?.emit('message', { type: 'message', applicationId: 'app_1' }),
    );
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    expect(screen.getByText('Can you start Monday?')).toBeInTheDocument();
  });

  it('asks again when the stream opens, for a message sent after the page was read', async () => {
    const replies = {
      'GET /api/users/messages': { body: { conversations: [summary()], unreadCount: 0 } },
    };
    stubApi(replies);
    renderInbox('/user/dashboard/messages');
    expect(await screen.findByText('Please read the brief first.')).toBeInTheDocument();
    // Sent between the page's read and the stream's opening: no event will ever say so.
    replies['GET /api/users/messages'] = {
      body: {
        conversations: [summary({ lastMessage: 'Are you free at 11?', unreadCount: 1 })],
        unreadCount: 1,
      },
    };
    await waitFor(() => expect(FakeEventSource.current).toBeTruthy());
    act(() => FakeEventSource.current?.onopen?.());
    expect(await screen.findByText('Are you free at 11?')).toBeInTheDocument();
  });

  it('explains a failure and tries again', async () => {
    const replies: Parameters<typeof stubApi>[0] = {
      'GET /api/users/messages': { status: 500, body: { code: 'INTERNAL', message: 'Down' } },
    };
    stubApi(replies);
    renderInbox('/user/dashboard/messages');
    expect(await screen.findByText('Down')).toBeInTheDocument();
    replies['GET /api/users/messages'] = { body: { conversations: [], unreadCount: 0 } };
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });
});
