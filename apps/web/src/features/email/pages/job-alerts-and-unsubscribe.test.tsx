import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIL_MESSAGES, type JobAlert } from '@shuruaat/contract';
import { readInEnglish, readInHindi } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { jobAlertsRoute } from './job-alerts-page';
import { unsubscribeRoute } from './unsubscribe-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const alert: JobAlert = {
  _id: 'a_1',
  label: '“react” · Internships · Pune',
  query: { q: 'react', kind: 'internship', city: ['Pune'] },
  frequency: 'daily',
  lastSentAt: null,
  createdAt: '2026-11-20T05:00:00.000Z',
};
const ALERTS = '/api/candidates/job-alerts';

describe('job alerts, changed through the route action', () => {
  it('changes how often an alert emails and shows the alerts read again', async () => {
    const weekly = { ...alert, frequency: 'weekly' as const };
    const replies = {
      [`GET ${ALERTS}`]: { body: { alerts: [alert] } },
      [`PATCH ${ALERTS}/a_1`]: { body: { alert: weekly } },
    };
    const sent = stubApi(replies);
    renderRoute(jobAlertsRoute, { path: '/user/dashboard/job-alerts' });
    const select = await screen.findByLabelText(/How often: “react” · Internships · Pune/);
    replies[`GET ${ALERTS}`] = { body: { alerts: [weekly] } };
    await userEvent.selectOptions(select, 'weekly');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alert now emails weekly'));
    expect(sent).toContainEqual({
      method: 'PATCH',
      path: `${ALERTS}/a_1`,
      body: { frequency: 'weekly' },
    });
    await waitFor(() => expect(select).toHaveValue('weekly'));
  });

  it('deletes an alert once confirmed, and toasts a refusal', async () => {
    stubApi({
      [`GET ${ALERTS}`]: { body: { alerts: [alert] } },
      [`DELETE ${ALERTS}/a_1`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such alert' },
      },
    });
    renderRoute(jobAlertsRoute, { path: '/user/dashboard/job-alerts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No such alert'));
    expect(toast.success).not.toHaveBeenCalledWith(MAIL_MESSAGES.alertDeleted);
  });
});

describe('an alert’s name', () => {
  it('is said in the reader’s language from its search, the words typed kept as typed', async () => {
    readInHindi();
    try {
      const plenty = {
        ...alert,
        query: { ...alert.query, workMode: 'hybrid' as const, minStipend: 10_000, ppo: true },
      };
      stubApi({ [`GET ${ALERTS}`]: { body: { alerts: [plenty] } } });
      renderRoute(jobAlertsRoute, { path: '/user/dashboard/job-alerts' });
      const name = '“react” · इंटर्नशिप · पुणे · हाइब्रिड · कम से कम ₹10,000/महीना · PPO के साथ';
      expect(await screen.findByRole('link', { name })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'हटाएँ' }));
      expect(screen.getByRole('dialog')).toHaveTextContent(name);
    } finally {
      readInEnglish();
    }
  });
});

describe('unsubscribe, confirmed through the route action', () => {
  it("sends the link's token and topic only when asked, then shows the answer", async () => {
    const sent = stubApi({
      'POST /api/mail/unsubscribe': { body: { message: 'You will no longer get job alerts.' } },
    });
    renderRoute(unsubscribeRoute, {
      path: '/unsubscribe',
      url: '/unsubscribe?token=t_1&topic=alerts',
    });
    expect(await screen.findByText(/Stop all job alert emails\?/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer get job alerts.',
    );
    expect(sent).toEqual([
      { method: 'POST', path: '/api/mail/unsubscribe', body: { token: 't_1', topic: 'alerts' } },
    ]);
  });

  it("shows the server's refusal above the button", async () => {
    stubApi({
      'POST /api/mail/unsubscribe': {
        status: 400,
        body: { code: 'VALIDATION', message: 'This link is not valid' },
      },
    });
    renderRoute(unsubscribeRoute, { path: '/unsubscribe', url: '/unsubscribe?token=bad' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
  });
});
