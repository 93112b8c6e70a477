import type { ConversationResponse } from '@shuruaat/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { conversationRoute } from './conversation-page';

const URL_PATH = '/api/users/messages/app_1';

function conversation(overrides: Partial<ConversationResponse['conversation']> = {}) {
  const data: ConversationResponse = {
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
        body: 'Please read https://kirana.example.com/brief or javascript:alert(1) first.',
        attachment: null,
        read: true,
        createdAt: '2026-11-23T05:00:00.000Z',
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
  };
  return data;
}

/** The live stream, driven by the test: `emit` sends one event as the server would. */
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

function renderPage(reply: () => ConversationResponse) {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    new URL(String(input), 'http://localhost').pathname === URL_PATH
      ? Response.json(reply())
      : Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  renderRoute(conversationRoute, {
    path: '/user/dashboard/messages/:applicationId',
    url: '/user/dashboard/messages/app_1',
  });
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('ConversationPage', () => {
  it('shows the messages with only http(s) addresses as links, and the interview to answer', async () => {
    renderPage(() => conversation());
    expect(await screen.findByRole('heading', { name: 'Kirana Cloud' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://kirana.example.com/brief' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(screen.getByText(/10:30\s?am IST/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/users/interviews/i_1/ics',
    );
    expect(screen.getByLabelText('Your message')).toBeInTheDocument();
  });

  it('says why the candidate cannot write yet instead of showing the composer', async () => {
    const reason = 'The employer has not written to you about this application yet.';
    renderPage(() => ({
      ...conversation({ canSend: false, cannotSendReason: reason }),
      messages: [],
    }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  });

  it('shows a message received on the live stream, fetched again with the conversation', async () => {
    let data = conversation();
    const fetch = renderPage(() => data);
    expect(await screen.findByRole('heading', { name: 'Kirana Cloud' })).toBeInTheDocument();
    const received = {
      _id: 'm_2',
      fromEmployer: true,
      mine: false,
      body: 'Can you start on Monday?',
      attachment: null,
      read: false,
      createdAt: '2026-11-23T06:00:00.000Z',
    };
    data = { ...data, messages: [...data.messages, received] };
    act(() =>
      FakeEventSource.current?.emit('message', {
        type: 'message',
        applicationId: 'app_1',
        message: received,
      }),
    );
    expect(await screen.findByText('Can you start on Monday?')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('adds a message this user sent elsewhere at once, without asking again', async () => {
    const fetch = renderPage(() => conversation());
    expect(await screen.findByRole('heading', { name: 'Kirana Cloud' })).toBeInTheDocument();
    act(() =>
      FakeEventSource.current?.emit('message', {
        type: 'message',
        applicationId: 'app_1',
        message: {
          _id: 'm_3',
          fromEmployer: false,
          mine: true,
          body: 'Yes, Monday works.',
          attachment: null,
          read: false,
          createdAt: '2026-11-23T06:05:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('Yes, Monday works.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
