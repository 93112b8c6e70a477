import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { devMailboxRoute } from './dev-mailbox-page';

const PATH = '/dev/mailbox';
const mail = (to: string) => ({
  _id: `m-${to}`,
  to,
  subject: `Hello ${to}`,
  kind: 'email_verification',
  text: 'Confirm your email',
  html: '<p>Confirm your email</p>',
  status: 'pending',
  unsubscribeUrl: null,
  createdAt: '2026-11-26T10:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('DevMailboxPage', () => {
  it('filters by recipient through the route’s action, which puts it in the address', async () => {
    stubApi({ 'GET /api/dev/mailbox': { body: { messages: [mail('asha@example.in')] } } });
    const router = renderRoute(devMailboxRoute, { path: PATH });
    const field = await screen.findByLabelText('Recipient');
    await userEvent.type(field, '  ravi@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    // The contract's query schema trims it, as the API would.
    await waitFor(() => expect(router.state.location.search).toBe('?to=ravi%40example.in'));
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue('ravi@example.in'));
  });

  it('refuses a recipient longer than an address can be, beside the field', async () => {
    stubApi({ 'GET /api/dev/mailbox': { body: { messages: [] } } });
    const router = renderRoute(devMailboxRoute, { path: PATH });
    const field = await screen.findByLabelText('Recipient');
    await userEvent.click(field);
    await userEvent.paste(`${'a'.repeat(250)}@example.in`);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/at most 254|too long|254/i)).toBeVisible();
    expect(router.state.location.search).toBe('');
  });
});
