import {
  NO_FEE_PROMISE,
  SCAM_WARNING_MESSAGES,
  type ConversationResponse,
} from '@shuruaat/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { conversationRoute } from './conversation-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

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
        warning: null,
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

/** `changes` answers the writes, by `METHOD /path`; a GET of the conversation gets `reply()`. */
function renderPage(reply: () => ConversationResponse, changes: Record<string, unknown> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (key in changes) return Response.json(changes[key]);
    return key === `GET ${URL_PATH}`
      ? Response.json(reply())
      : Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
  });
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
  it('warns the candidate on a flagged message and reports it in one tap', async () => {
    let data = conversation();
    const [first] = data.messages;
    if (!first) throw new Error('no message to flag');
    const flagged = {
      ...first,
      body: 'Pay ₹2,000 registration fee to confirm.',
      warning: {
        flags: [{ code: 'fee_or_deposit' as const, evidence: 'registration fee' }],
        reported: false,
      },
    };
    data = { ...data, messages: [flagged] };
    const fetch = renderPage(() => data, {
      [`POST ${URL_PATH}/report/m_1`]: { message: 'Thank you. Our team will review this message.' },
    });
    const warning = await screen.findByRole('note', { name: SCAM_WARNING_MESSAGES.warningTitle });
    expect(warning).toHaveTextContent('Asks you to pay a fee or deposit: “registration fee”');
    // The quiet line under every conversation, with the terms that forbid asking for a fee.
    expect(screen.getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getAllByText(NO_FEE_PROMISE, { exact: false })).toHaveLength(2);
    data = { ...data, messages: [{ ...flagged, warning: { ...flagged.warning, reported: true } }] };
    await userEvent.click(within(warning).getByRole('button', { name: 'Report this message' }));
    expect(
      await screen.findByText('You reported this message. Our team will review it.'),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: SCAM_WARNING_MESSAGES.reportReason });
  });

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
      warning: null,
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
          warning: null,
        },
      }),
    );
    expect(await screen.findByText('Yes, Monday works.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends a message written in the composer through the route action and adds it at once', async () => {
    const sent = {
      _id: 'm_4',
      fromEmployer: false,
      mine: true,
      body: 'Thank you, I will read it.',
      attachment: null,
      read: false,
      createdAt: '2026-11-23T06:10:00.000Z',
      warning: null,
    };
    const fetch = renderPage(() => conversation(), {
      [`POST ${URL_PATH}`]: { message: 'Message sent', sent },
    });
    await userEvent.type(
      await screen.findByLabelText('Your message'),
      'Thank you, I will read it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you, I will read it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue(''));
    const [, init] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ body: 'Thank you, I will read it.' });
    // The answer holds the message, so the conversation is not read again for it.
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal of a message above the buttons and keeps the text", async () => {
    renderPage(() => conversation());
    await userEvent.type(await screen.findByLabelText('Your message'), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent.');
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello?');
  });

  it('answers an interview through the route action and reads the conversation again', async () => {
    let data = conversation();
    const interviews = data.interviews.map((i) => ({ ...i, status: 'accepted' as const }));
    const fetch = renderPage(() => data, {
      'POST /api/users/interviews/i_1/respond': { message: 'Accepted', interview: interviews[0] },
    });
    data = { ...data, interviews };
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument(),
    );
    const [, init] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ answer: 'accept', note: '' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('an employer proposes an interview through the route action, a too-short address refused first', async () => {
    const data = conversation({ role: 'employer' });
    const fetch = renderPage(() => data, {
      [`POST ${URL_PATH}/interviews`]: { message: 'Scheduled', interview: data.interviews[0] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule an interview' }));
    const form = screen.getByRole('form', { name: 'Schedule an interview' });
    await userEvent.type(within(form).getByLabelText('Date'), '2026-12-02');
    await userEvent.type(within(form).getByLabelText('Meeting link'), 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Give the meeting link or the address',
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.type(within(form).getByLabelText('Meeting link'), 'c.example.com/meet');
    await userEvent.selectOptions(within(form).getByLabelText('Length'), '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Interview scheduled. The candidate has been told.',
      ),
    );
    const [, init] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      date: '2026-12-02',
      time: '11:00',
      durationMinutes: 45,
      mode: 'online',
      location: 'abc.example.com/meet',
      notes: '',
    });
    // The toast is said in the tick the form is told to close; the render follows.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Schedule an interview' })).not.toBeInTheDocument(),
    );
  });
});
