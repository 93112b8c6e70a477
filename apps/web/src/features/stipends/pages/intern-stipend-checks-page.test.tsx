import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STIPEND_MESSAGES, type StipendCheck } from '@shuruaat/contract';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { internStipendChecksRoute } from './intern-stipend-checks-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const PATH = '/user/dashboard/stipend-checks';
const asked: StipendCheck = {
  _id: 'check-1',
  jobId: 'job-1',
  jobTitle: 'Bookkeeping intern',
  companyName: 'Chai Ledger',
  internName: 'Asha Rao',
  stipendListed: { min: 8000, max: 10000 },
  endedOn: '2026-11-20',
  askedAt: '2026-11-21T04:00:00.000Z',
  answer: null,
  note: '',
  answeredAt: null,
  employerResponse: null,
  respondedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the intern’s stipend question', () => {
  it('asks for a choice first, then sends the answer with the note and shows it', async () => {
    const answered = { ...asked, answer: 'partly' as const, note: 'Half of May is missing' };
    const replies = {
      'GET /api/candidates/stipend-checks': { body: { stipendChecks: [asked], nextCursor: null } },
      'POST /api/candidates/stipend-checks/check-1/answer': {
        body: { message: STIPEND_MESSAGES.answered, stipendCheck: answered },
      },
    };
    const sent = stubApi(replies);
    renderRoute(internStipendChecksRoute, { path: PATH });
    const card = (await screen.findByText(/Bookkeeping intern/)).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('₹8,000–₹10,000 a month');

    await userEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Choose yes, partly or no');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    replies['GET /api/candidates/stipend-checks'] = {
      body: { stipendChecks: [answered], nextCursor: null },
    };
    await userEvent.click(within(card).getByLabelText('Partly'));
    await userEvent.type(within(card).getByLabelText(/Anything to add/), 'Half of May is missing');
    await userEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(sent).toContainEqual({
      method: 'POST',
      path: '/api/candidates/stipend-checks/check-1/answer',
      body: { answer: 'partly', note: 'Half of May is missing' },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(STIPEND_MESSAGES.answered));
    await waitFor(() => expect(screen.getByText('Paid only partly as listed')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });

  it('shows the server’s refusal of a second answer beside the question', async () => {
    stubApi({
      'GET /api/candidates/stipend-checks': { body: { stipendChecks: [asked], nextCursor: null } },
      'POST /api/candidates/stipend-checks/check-1/answer': {
        status: 409,
        body: { code: 'CONFLICT', message: STIPEND_MESSAGES.alreadyAnswered },
      },
    });
    renderRoute(internStipendChecksRoute, { path: PATH });
    await userEvent.click(await screen.findByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STIPEND_MESSAGES.alreadyAnswered);
  });

  it('says there is nothing to answer before an internship ends', async () => {
    stubApi({
      'GET /api/candidates/stipend-checks': { body: { stipendChecks: [], nextCursor: null } },
    });
    renderRoute(internStipendChecksRoute, { path: PATH });
    expect(await screen.findByText('Nothing to answer yet.')).toBeVisible();
  });
});
