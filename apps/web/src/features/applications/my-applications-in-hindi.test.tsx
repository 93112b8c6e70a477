import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApplication, buildCounts } from '@/test-utils/candidate-data';
import { renderCandidatePage, stubApi } from '@/test-utils/candidate-render';
import { onHindiPages } from '@/test-utils/in-hindi';
import { myApplicationsRoute } from './pages/my-applications-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

onHindiPages();

const application = buildApplication({
  status: 'shortlisted',
  timeline: [
    { status: 'applied', at: '2026-03-02T06:30:00.000Z' },
    { status: 'shortlisted', at: '2026-03-04T11:00:00.000Z' },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('My applications in Hindi', () => {
  it('says each application’s status, date, timeline and actions in Hindi', async () => {
    stubApi({
      'GET /api/candidates/applications': {
        body: {
          applications: [application],
          counts: buildCounts({ shortlisted: 1 }),
          nextCursor: null,
        },
      },
      'DELETE /api/candidates/application/job_1/u_1': {
        body: { message: 'Application withdrawn successfully!' },
      },
    });
    renderCandidatePage(myApplicationsRoute, '/user/dashboard/applications');
    expect(await screen.findByRole('heading', { name: 'मेरे आवेदन' })).toBeVisible();
    const item = await screen.findByRole('article', { name: 'Frontend developer intern' });
    expect(item).toHaveTextContent('शॉर्टलिस्ट हुआ');
    expect(item).toHaveTextContent('2 मार्च 2026 को अप्लाई किया');
    const chips = within(screen.getByRole('group', { name: 'स्टेटस से फ़िल्टर करें' }));
    expect(chips.getByRole('button', { name: 'सभी (1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(item).getByRole('button', { name: 'पूरी जानकारी देखें' }));
    expect(within(item).getByRole('heading', { name: 'टाइमलाइन' })).toBeVisible();
    expect(within(item).getByText('अप्लाई किया')).toBeVisible();

    await userEvent.click(within(item).getByRole('button', { name: 'वापस लें' }));
    const dialog = screen.getByRole('dialog', { name: 'यह आवेदन वापस लें?' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'आवेदन वापस लें' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('आवेदन वापस ले लिया गया!'));
  });
});
