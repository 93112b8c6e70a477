import { configureStore } from '@reduxjs/toolkit';
import { ADMIN_MESSAGES, type MyVerificationResponse } from '@shuruaat/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { verificationRoute } from './verification-page';

const PATH = '/api/employers/verification';

const pending = {
  _id: 'v_1',
  status: 'pending' as const,
  evidenceType: 'website' as const,
  evidence: 'https://www.kirana.example.com',
  note: '',
  reason: '',
  createdAt: '2026-11-23T05:00:00.000Z',
  decidedAt: null,
};

function renderPage() {
  const user = buildUser({ role: 'employer', email: 'hr@kirana.example.com' });
  const store = configureStore({ reducer: baseReducers(user) });
  renderRoute(verificationRoute, { path: '/employer/dashboard/verification', store });
}

afterEach(() => vi.unstubAllGlobals());

describe('VerificationPage', () => {
  it('sends the evidence and then shows the request waiting for review', async () => {
    const replies: Parameters<typeof stubApi>[0] = {
      [`GET ${PATH}`]: {
        body: { verified: false, request: null } satisfies MyVerificationResponse,
      },
      [`POST ${PATH}`]: {
        status: 201,
        body: { message: ADMIN_MESSAGES.verificationRequested, request: pending },
      },
    };
    const sent = stubApi(replies);
    renderPage();
    expect(await screen.findByText(/Yours is kirana.example.com/)).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('Company website'),
      'https://www.kirana.example.com',
    );
    replies[`GET ${PATH}`] = { body: { verified: false, request: pending } };
    await userEvent.click(screen.getByRole('button', { name: 'Ask for verification' }));
    expect(await screen.findByText(new RegExp(ADMIN_MESSAGES.verificationPending))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask for verification' })).not.toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      evidenceType: 'website',
      evidence: 'https://www.kirana.example.com',
      note: '',
    });
  });

  it('checks the evidence with the contract before sending, and shows the server refusal on it', async () => {
    const sent = stubApi({
      [`GET ${PATH}`]: { body: { verified: false, request: null } },
      [`POST ${PATH}`]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: ADMIN_MESSAGES.websiteDomain,
          details: [{ path: 'evidence', message: ADMIN_MESSAGES.websiteDomain }],
        },
      },
    });
    renderPage();
    const evidence = await screen.findByLabelText('Company website');
    await userEvent.type(evidence, 'not a site');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for verification' }));
    expect(await screen.findByText('Enter a website address')).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(evidence);
    await userEvent.type(evidence, 'https://elsewhere.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for verification' }));
    expect(await screen.findByText(ADMIN_MESSAGES.websiteDomain)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says when the verification cannot be loaded', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByText('Failed to load your verification')).toBeInTheDocument();
  });
});
