import { configureStore } from '@reduxjs/toolkit';
import { ADMIN_MESSAGES, type MyVerificationResponse } from '@shuruaat/contract';
import { screen, within } from '@testing-library/react';
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

  it('withdraws a pending request after asking, and then offers the form again', async () => {
    const replies: Parameters<typeof stubApi>[0] = {
      [`GET ${PATH}`]: { body: { verified: false, request: pending } },
      [`DELETE ${PATH}`]: {
        body: {
          message: ADMIN_MESSAGES.verificationWithdrawn,
          request: { ...pending, status: 'withdrawn' },
        },
      },
    };
    const sent = stubApi(replies);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the request' }));
    const question = screen.getByRole('group', { name: 'Withdraw this request?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    replies[`GET ${PATH}`] = {
      body: { verified: false, request: { ...pending, status: 'withdrawn' } },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText(/You withdrew your request/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ask for verification' })).toBeVisible();
    expect(sent.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('corrects a pending request from a form filled with it, and shows a refusal on the field', async () => {
    const corrected = { ...pending, evidenceType: 'gstin' as const, evidence: '27AAPFU0939F1ZV' };
    const replies: Parameters<typeof stubApi>[0] = {
      [`GET ${PATH}`]: { body: { verified: false, request: pending } },
      [`PUT ${PATH}`]: {
        body: { message: ADMIN_MESSAGES.verificationCorrected, request: corrected },
      },
    };
    const sent = stubApi(replies);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Correct the request' }));
    expect(screen.getByLabelText('Company website')).toHaveValue(pending.evidence);

    await userEvent.selectOptions(screen.getByLabelText('Evidence'), 'gstin');
    const gstin = screen.getByLabelText('GSTIN');
    await userEvent.clear(gstin);
    // One character off: the contract's check character catches it before anything is sent.
    await userEvent.type(gstin, '27AAPFU0939F1ZW');
    await userEvent.click(screen.getByRole('button', { name: 'Save the correction' }));
    expect(
      await screen.findByText(
        'This GSTIN’s last character does not match the others; check it for a typo',
      ),
    ).toBeVisible();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27AAPFU0939F1ZV');
    replies[`GET ${PATH}`] = { body: { verified: false, request: corrected } };
    await userEvent.click(screen.getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText(/with your GSTIN: 27AAPFU0939F1ZV/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save the correction' })).not.toBeInTheDocument();
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
      evidenceType: 'gstin',
      evidence: '27AAPFU0939F1ZV',
      note: '',
    });
  });

  it('says when the verification cannot be loaded', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByText('Failed to load your verification')).toBeInTheDocument();
  });
});
