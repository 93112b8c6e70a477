import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { buildJob } from '@/test-utils/job-factory';
import { buildPostedJob } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { myJobsRoute } from './my-jobs-page';

const LIST = '/api/employers/jobs-posted';
const design = buildPostedJob({ _id: 'a', title: 'Design intern' });
const sales = buildPostedJob({ _id: 'b', title: 'Sales intern' });

function renderMyJobs() {
  return renderEmployerRoute(myJobsRoute, { path: '/employer/dashboard/jobs' });
}

const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyJobsPage', () => {
  it('lists the employer’s jobs from its loader, with a count per state', async () => {
    stubEmployerApi([
      { method: 'GET', path: LIST, reply: { body: { jobsPosted: [design], nextCursor: null } } },
    ]);
    renderMyJobs();
    expect(await screen.findByRole('heading', { name: 'Design intern' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Active (1)' })).toBeVisible();
  });

  it('invites a first post when there are no jobs yet', async () => {
    stubEmployerApi([
      { method: 'GET', path: LIST, reply: { body: { jobsPosted: [], nextCursor: null } } },
    ]);
    renderMyJobs();
    expect(await screen.findByRole('heading', { name: 'No jobs posted yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post your first job' })).toBeVisible();
  });

  it('says "Failed to fetch jobs posted" and loads again on "Try again"', async () => {
    stubEmployerApi([]);
    renderMyJobs();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch jobs posted');
    stubEmployerApi([
      { method: 'GET', path: LIST, reply: { body: { jobsPosted: [design], nextCursor: null } } },
    ]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Design intern' })).toBeVisible();
  });

  it('pauses a job and says "Job status updated successfully!"', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const calls = stubEmployerApi([
      { method: 'GET', path: LIST, reply: { body: { jobsPosted: [design], nextCursor: null } } },
      {
        method: 'PATCH',
        path: '/api/employers/employer-job/a/paused',
        reply: {
          body: {
            job: buildJob({ _id: 'a', title: 'Design intern', status: 'paused' }),
            message: 'Job status updated successfully!',
          },
        },
      },
    ]);
    renderMyJobs();
    await screen.findByRole('heading', { name: 'Design intern' });
    await userEvent.click(within(card('Design intern')).getByRole('button', { name: 'Pause' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Job status updated successfully!'),
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Paused (1)' })).toBeVisible();
  });

  it('deletes a job after the confirmation and says "Job deleted successfully!"', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    let jobs = [design, sales];
    stubEmployerApi([
      {
        method: 'GET',
        path: LIST,
        reply: () => ({ body: { jobsPosted: jobs, nextCursor: null } }),
      },
      {
        method: 'DELETE',
        path: '/api/employers/delete-job/a',
        reply: () => {
          jobs = [sales];
          return { body: { jobId: 'a', message: 'Job deleted successfully!' } };
        },
      },
    ]);
    renderMyJobs();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Design intern' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const ask = screen.getByRole('dialog', { name: 'Delete “Design intern”?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete job' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Job deleted successfully!'));
    // The toast is said in the same tick the dialog is told to close; the render follows.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Design intern' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sales intern' })).toBeVisible();
  });

  it('adds the next page on "Load more" and keeps it up to date after a change', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    stubEmployerApi([
      {
        method: 'GET',
        path: LIST,
        reply: (url) => ({
          body: url.searchParams.get('cursor')
            ? { jobsPosted: [sales], nextCursor: null }
            : { jobsPosted: [design], nextCursor: 'c1' },
        }),
      },
      {
        method: 'PATCH',
        path: '/api/employers/employer-job/b/closed',
        reply: {
          body: {
            job: buildJob({ _id: 'b', title: 'Sales intern', status: 'closed' }),
            message: 'Job status updated successfully!',
          },
        },
      },
    ]);
    renderMyJobs();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Sales intern' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(within(card('Sales intern')).getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close listing' }));
    expect(await screen.findByRole('button', { name: 'Closed (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Design intern' })).toBeVisible();
  });

  it('asks before closing a job with applicants waiting, naming how many will be told', async () => {
    const calls = stubEmployerApi([
      { method: 'GET', path: LIST, reply: { body: { jobsPosted: [sales], nextCursor: null } } },
    ]);
    renderMyJobs();
    await screen.findByRole('heading', { name: 'Sales intern' });
    await userEvent.click(within(card('Sales intern')).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Sales intern”?' });
    expect(dialog).toHaveTextContent('tells the 4 applicants still waiting that you closed it');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
