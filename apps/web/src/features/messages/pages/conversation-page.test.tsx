import type { ConversationResponse } from '@shuruaat/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationPage } from './conversation-page';

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

function renderPage(data: ConversationResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname === URL_PATH
        ? Response.json(data)
        : Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }),
    ),
  );
  const router = createMemoryRouter(
    [{ path: '/user/dashboard/messages/:applicationId', element: <ConversationPage /> }],
    { initialEntries: ['/user/dashboard/messages/app_1'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('ConversationPage', () => {
  it('shows the messages with only http(s) addresses as links, and the interview to answer', async () => {
    renderPage(conversation());
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
    renderPage({ ...conversation({ canSend: false, cannotSendReason: reason }), messages: [] });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  });
});
