import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TypingCertificate, TypingPassage } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminSlice } from '../slice';
import { adminTypingSlice } from '../typing-slice';
import { AdminTypingCertificatesPage, certificateIdFrom } from './admin-typing-certificates-page';
import { AdminTypingPassagesPage } from './admin-typing-passages-page';

const PASSAGE: TypingPassage = {
  _id: 'p1',
  language: 'hi',
  title: 'मानसून और खेती',
  body: 'हर वर्ष जून के पहले सप्ताह में मानसून आता है।',
  difficulty: 'easy',
  topics: ['भूगोल'],
  source: 'Written for Shuruaat',
  wordCount: 9,
};

const CERTIFICATE: TypingCertificate = {
  _id: 'cert-1',
  name: 'Asha Verma',
  presetName: 'SSC CHSL',
  language: 'en',
  layout: 'en-us',
  durationMinutes: 10,
  grossWpm: 41,
  netWpm: 38,
  kdph: 12300,
  accuracy: 97,
  errorPercent: 2.1,
  issuedAt: '2026-11-20T10:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
  proctoring: 'unproctored',
  viaRetest: false,
  seconds: 600,
  passage: 'The monsoon reaches Kerala in the first week of June.',
  perMinute: [38, 39, 37, 38, 40, 38, 37, 39, 38, 36],
};

type Reply = { status: number; body: unknown };

function renderWith(page: ReactNode, replies: Reply[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies.shift() ?? { status: 500, body: {} };
    return Response.json(reply.body, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  const store = configureStore({
    reducer: {
      ...baseReducers(buildUser({ role: 'admin' })),
      admin: adminSlice.reducer,
      adminTyping: adminTypingSlice.reducer,
    },
  });
  render(
    <Provider store={store}>
      <MemoryRouter>{page}</MemoryRouter>
    </Provider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Admin typing passages', () => {
  it('lists the passages and adds one, checked with the API’s rules first', async () => {
    const fetchMock = renderWith(<AdminTypingPassagesPage />, [
      { status: 200, body: { items: [PASSAGE] } },
      { status: 201, body: { passage: { ...PASSAGE, _id: 'p2', title: 'ग्राम पंचायत' } } },
    ]);
    expect(await screen.findByText('मानसून और खेती')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add the passage' }));
    expect(screen.getByText('Give the passage a title')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('Title'), 'ग्राम पंचायत');
    await userEvent.type(screen.getByLabelText(/Topics/), 'civics, local government');
    await userEvent.type(screen.getByLabelText(/Source/), 'Written for Shuruaat');
    const body = 'पंचायत गाँव की सरकार है। '.repeat(12);
    await userEvent.click(screen.getByLabelText(/Passage/));
    await userEvent.paste(body);
    await userEvent.click(screen.getByRole('button', { name: 'Add the passage' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Passage added');
    expect(screen.getByText('ग्राम पंचायत')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/admins/typing-passages');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      language: 'hi',
      title: 'ग्राम पंचायत',
      topics: ['civics', 'local government'],
    });
  });
});

describe('Admin typing certificates', () => {
  it('reads the id from a pasted public link', () => {
    expect(certificateIdFrom(' https://x.in/tools/typing-test/certificate/abc-1?ref=1 ')).toBe(
      'abc-1',
    );
    expect(certificateIdFrom('abc-1')).toBe('abc-1');
  });

  it('finds a certificate by its link and revokes it with a reason', async () => {
    const fetchMock = renderWith(<AdminTypingCertificatesPage />, [
      { status: 200, body: { certificate: CERTIFICATE } },
      {
        status: 200,
        body: {
          certificate: {
            ...CERTIFICATE,
            revokedAt: '2026-11-26T10:00:00.000Z',
            revokedReason: 'Typed by someone else',
          },
        },
      },
    ]);
    await userEvent.type(
      screen.getByLabelText('Certificate link or id'),
      '/tools/typing-test/certificate/cert-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the certificate' }));
    expect(screen.getByText('Say why the certificate is revoked')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Why is it revoked/), 'Typed by someone else');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the certificate' }));

    await waitFor(() => expect(screen.getByText('Revoked')).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Certificate revoked');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/admins/typing-certificates/cert-1/revoke');
    expect(init?.method).toBe('PATCH');
  });
});
