import { configureStore } from '@reduxjs/toolkit';
import { JOB_MESSAGES } from '@shuruaat/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { buildJob } from '@/test-utils/job-factory';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminEditJobRoute } from './admin-job-pages';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const JOBS = '/admin/dashboard/jobs';

function renderEdit(id: string) {
  const store = configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });
  const router = createMemoryRouter(
    [
      { path: `${JOBS}/:id/edit`, ...adminEditJobRoute, HydrateFallback: () => null },
      { path: JOBS, element: <p>All jobs</p> },
    ],
    { initialEntries: [`${JOBS}/${id}/edit`] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('the admin’s edit of a listing', () => {
  it('saves through the admin call, says the job was updated and returns to all jobs', async () => {
    const job = buildJob({ _id: 'j1', applyBy: '2027-01-20' });
    const sent = stubApi({
      'GET /api/employers/job/j1': { body: { job } },
      'PUT /api/admins/update-job/j1': { body: { job, message: 'Job updated successfully!' } },
    });
    const router = renderEdit('j1');
    expect(await screen.findByDisplayValue(job.title)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(JOBS));
    expect(toast.success).toHaveBeenCalledWith(JOB_MESSAGES.updated);
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/admins/update-job/j1');
    expect(put?.body).toMatchObject({ title: job.title });
  });

  it('stays on the form with the server’s refusal', async () => {
    const job = buildJob({ _id: 'j1', applyBy: '2027-01-20' });
    stubApi({
      'GET /api/employers/job/j1': { body: { job } },
      'PUT /api/admins/update-job/j1': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Check the form',
          details: [{ path: 'title', message: 'This title is already used by another listing' }],
        },
      },
    });
    const router = renderEdit('j1');
    await screen.findByDisplayValue(job.title);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This title is already used by another listing'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${JOBS}/j1/edit`);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says "Failed to fetch job details" when the listing cannot be read', async () => {
    stubApi({});
    renderEdit('j1');
    expect(await screen.findByText('Failed to fetch job details')).toBeInTheDocument();
  });
});
