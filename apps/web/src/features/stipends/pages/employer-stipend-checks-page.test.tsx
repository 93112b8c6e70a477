import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STIPEND_MESSAGES, type StipendCheck } from '@shuruaat/contract';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { employerStipendChecksRoute } from './employer-stipend-checks-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const PATH = '/employer/dashboard/stipend-checks';
const unpaid: StipendCheck = {
  _id: 'check-9',
  jobId: 'job-1',
  jobTitle: 'Bookkeeping intern',
  companyName: 'Chai Ledger',
  internName: 'Bilal Khan',
  stipendListed: { min: 8000, max: 8000 },
  endedOn: '2026-11-20',
  askedAt: '2026-11-21T04:00:00.000Z',
  answer: 'no',
  note: 'Two months unpaid <script>alert(1)</script>',
  answeredAt: '2026-11-22T04:00:00.000Z',
  employerResponse: null,
  respondedAt: null,
};
const LIST = 'GET /api/employers/stipend-checks';
const RESPOND = 'POST /api/employers/stipend-checks/check-9/response';

afterEach(() => vi.unstubAllGlobals());

describe('the employer’s stipend answers', () => {
  it('shows the intern’s answer and note as text, and takes one response', async () => {
    const responded = { ...unpaid, employerResponse: 'Paid on 3 June by bank transfer.' };
    const replies = {
      [LIST]: { body: { stipendChecks: [unpaid], nextCursor: null } },
      [RESPOND]: { body: { message: STIPEND_MESSAGES.responded, stipendCheck: responded } },
    };
    const sent = stubApi(replies);
    renderRoute(employerStipendChecksRoute, { path: PATH });
    expect(await screen.findByText('Not paid as listed')).toBeVisible();
    expect(screen.getByText('Two months unpaid <script>alert(1)</script>')).toBeVisible();
    expect(screen.getByText(/Bilal Khan · ₹8,000 a month/)).toBeVisible();

    replies[LIST] = { body: { stipendChecks: [responded], nextCursor: null } };
    await userEvent.type(
      screen.getByLabelText('Your response'),
      'Paid on 3 June by bank transfer.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send response' }));
    expect(sent).toContainEqual({
      method: 'POST',
      path: '/api/employers/stipend-checks/check-9/response',
      body: { response: 'Paid on 3 June by bank transfer.' },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(STIPEND_MESSAGES.responded));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send response' })).toBeNull());
    expect(screen.getByText('Paid on 3 June by bank transfer.')).toBeVisible();
  });

  it('shows why an empty response is refused beside the field, sending nothing', async () => {
    const sent = stubApi({ [LIST]: { body: { stipendChecks: [unpaid], nextCursor: null } } });
    renderRoute(employerStipendChecksRoute, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('Write your response')).toBeVisible();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('says when no intern has reported an unpaid stipend', async () => {
    stubApi({ [LIST]: { body: { stipendChecks: [], nextCursor: null } } });
    renderRoute(employerStipendChecksRoute, { path: PATH });
    expect(
      await screen.findByText('No intern has said their stipend was not paid as listed.'),
    ).toBeVisible();
  });
});
