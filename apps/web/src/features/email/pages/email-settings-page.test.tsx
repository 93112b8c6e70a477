import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIL_MESSAGES, type NotificationPreferences } from '@shuruaat/contract';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { emailSettingsRoute } from './email-settings-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const PATH = '/user/dashboard/email-settings';
const preferences: NotificationPreferences = {
  applicationEmails: 'instant',
  unansweredSummary: true,
  statusEmails: true,
  jobAlertEmails: true,
  messageEmails: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('email settings', () => {
  it('saves a change at once and shows the choices read again', async () => {
    const saved = { ...preferences, jobAlertEmails: false };
    const replies = {
      'GET /api/users/email-settings': { body: preferences },
      'PUT /api/users/email-settings': { body: saved },
    };
    const sent = stubApi(replies);
    renderRoute(emailSettingsRoute, { path: PATH });
    const alerts = await screen.findByRole('checkbox', { name: /Job alert emails/ });
    expect(alerts).toBeChecked();
    // The settings the server now keeps are what the page reads back.
    replies['GET /api/users/email-settings'] = { body: saved };
    await userEvent.click(alerts);
    expect(sent).toContainEqual({
      method: 'PUT',
      path: '/api/users/email-settings',
      body: { jobAlertEmails: false },
    });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Job alert emails/ })).not.toBeChecked(),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MAIL_MESSAGES.preferencesSaved));
  });

  it('says why the settings did not load, and loads them on a retry', async () => {
    stubApi({
      'GET /api/users/email-settings': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'The database is away; try again soon' },
      },
    });
    renderRoute(emailSettingsRoute, { path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is away');
    stubApi({ 'GET /api/users/email-settings': { body: preferences } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /Job alert emails/ })).toBeChecked();
  });
});
