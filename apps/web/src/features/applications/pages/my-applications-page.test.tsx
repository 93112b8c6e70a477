import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApplication, buildCounts } from '@/test-utils/candidate-data';
import { renderCandidatePage, stubApi, type Routes } from '@/test-utils/candidate-render';
import { myApplicationsRoute } from './my-applications-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const LIST = 'GET /api/candidates/applications';
const WITHDRAW = 'DELETE /api/candidates/application/job_1/u_1';

const shortlisted = buildApplication({
  status: 'shortlisted',
  answers: [
    { questionId: 'q1', question: 'How soon can you join?', required: true, answer: 'Next week' },
  ],
  timeline: [
    { status: 'applied', at: '2026-03-02T06:30:00.000Z' },
    { status: 'shortlisted', at: '2026-03-04T11:00:00.000Z' },
  ],
});
const removed = buildApplication({
  _id: 'app_2',
  jobId: 'job_2',
  status: 'removed',
  job: { ...shortlisted.job, _id: 'job_2', title: 'Data analyst intern' },
});

function stubList(extra: Routes = {}) {
  return stubApi({
    [LIST]: ({ url }) => ({
      body:
        url.searchParams.get('status') === 'rejected,removed'
          ? {
              applications: [removed],
              counts: buildCounts({ shortlisted: 1, removed: 1 }),
              nextCursor: null,
            }
          : {
              applications: [shortlisted, removed],
              counts: buildCounts({ shortlisted: 1, removed: 1 }),
              nextCursor: null,
            },
    }),
    ...extra,
  });
}

const renderPage = (url = '/user/dashboard/applications') =>
  renderCandidatePage(myApplicationsRoute, '/user/dashboard/applications', url);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('MyApplicationsPage', () => {
  it('lists company, role, applied date and status, a removed one reading "Not selected"', async () => {
    stubList();
    renderPage();
    const first = await screen.findByRole('article', { name: 'Frontend developer intern' });
    expect(first).toHaveTextContent('Kirana Cloud');
    expect(first).toHaveTextContent('Applied on 2 Mar 2026');
    expect(first).toHaveTextContent('Shortlisted');
    expect(screen.getByRole('article', { name: 'Data analyst intern' })).toHaveTextContent(
      'Not selected',
    );
  });

  it('filters "Not selected" as rejected and removed together, with its count', async () => {
    const fetchMock = stubList();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Not selected (1)' }));
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Frontend developer intern' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Not selected (1)', pressed: true })).toBeVisible();
    const lastUrl = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
    expect(lastUrl.searchParams.get('status')).toBe('rejected,removed');
  });

  it('opens on the chip the address names', async () => {
    const fetchMock = stubList();
    const { router } = renderPage('/user/dashboard/applications?status=not-selected');
    expect(
      await screen.findByRole('button', { name: 'Not selected (1)', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Frontend developer intern' })).toBeNull();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('status')).toBe('rejected,removed');
    await userEvent.click(screen.getByRole('button', { name: 'All (2)' }));
    expect(
      await screen.findByRole('article', { name: 'Frontend developer intern' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('expands an application to its dated timeline and the answers sent', async () => {
    stubList();
    renderPage();
    const item = await screen.findByRole('article', { name: 'Frontend developer intern' });
    await userEvent.click(within(item).getByRole('button', { name: 'Show details' }));
    const steps = within(item).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Applied2 Mar 2026, 12:00 pm',
      'Shortlisted4 Mar 2026, 4:30 pm',
    ]);
    expect(item).toHaveTextContent('How soon can you join?Next week');
  });

  it('withdraws after confirmation and shows the new status', async () => {
    stubList({ [WITHDRAW]: { body: { message: 'Application withdrawn successfully!' } } });
    renderPage();
    const item = await screen.findByRole('article', { name: 'Frontend developer intern' });
    expect(
      within(screen.getByRole('article', { name: 'Data analyst intern' })).queryByRole('button', {
        name: 'Withdraw',
      }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await vi.waitFor(() => expect(item).toHaveTextContent('Withdrawn'));
    expect(toast.success).toHaveBeenCalledWith('Application withdrawn successfully!');
    expect(within(item).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdrawn (1)' })).toBeInTheDocument();
  });

  it('says "Application withdrawn successfully!" when the server sends no message', async () => {
    stubList({ [WITHDRAW]: { body: { message: '' } } });
    renderPage();
    const item = await screen.findByRole('article', { name: 'Frontend developer intern' });
    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Application withdrawn successfully!'),
    );
  });

  it("toasts the server's refusal and keeps the application as it was", async () => {
    stubList({
      [WITHDRAW]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'The employer has already decided' },
      },
    });
    renderPage();
    const item = await screen.findByRole('article', { name: 'Frontend developer intern' });
    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The employer has already decided'),
    );
    expect(item).toHaveTextContent('Shortlisted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads the list again when the server says it was already withdrawn in another tab', async () => {
    const withdrawn = {
      ...shortlisted,
      status: 'withdrawn' as const,
      timeline: [
        ...shortlisted.timeline,
        { status: 'withdrawn' as const, at: '2026-03-05T09:00:00.000Z' },
      ],
    };
    let reads = 0;
    stubApi({
      // The first read is this tab's; the one after the refusal sees the other tab's withdrawal.
      [LIST]: () => {
        reads += 1;
        return reads === 1
          ? {
              body: {
                applications: [shortlisted],
                counts: buildCounts({ shortlisted: 1 }),
                nextCursor: null,
              },
            }
          : {
              body: {
                applications: [withdrawn],
                counts: buildCounts({ withdrawn: 1 }),
                nextCursor: null,
              },
            };
      },
      [WITHDRAW]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'You have already withdrawn this application.' },
      },
    });
    renderPage();
    const item = await screen.findByRole('article', { name: 'Frontend developer intern' });
    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You have already withdrawn this application.'),
    );
    const fresh = await screen.findByRole('article', { name: 'Frontend developer intern' });
    await vi.waitFor(() => expect(fresh).toHaveTextContent('Withdrawn'));
    expect(within(fresh).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Withdrawn \(1\)/ })).toBeVisible();
    expect(reads).toBe(2);
  });

  it('keeps the application when the candidate cancels', async () => {
    const fetchMock = stubList();
    renderPage();
    const item = await screen.findByRole('article', { name: 'Frontend developer intern' });
    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('loads the next page on "Load more"', async () => {
    stubApi({
      [LIST]: ({ url }) => ({
        body: url.searchParams.get('cursor')
          ? {
              applications: [removed],
              counts: buildCounts({ shortlisted: 1, removed: 1 }),
              nextCursor: null,
            }
          : {
              applications: [shortlisted],
              counts: buildCounts({ shortlisted: 1, removed: 1 }),
              nextCursor: 'c2',
            },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Data analyst intern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('invites a candidate with no applications to browse jobs', async () => {
    stubApi({ [LIST]: { body: { applications: [], counts: buildCounts(), nextCursor: null } } });
    renderPage();
    expect(await screen.findByText('You have not applied yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('says "Failed to fetch applications" when the list cannot be loaded', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch applications');
  });
});
