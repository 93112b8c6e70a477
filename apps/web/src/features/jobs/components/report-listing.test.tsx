import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { http } from '@/lib/http';
import { baseReducers } from '@/test-utils/store';
import { jobPageAction, keepJobAfterReport } from '../loaders';
import { ReportListing } from './report-listing';

const loader = vi.fn(() => ({}));

function renderReport() {
  const store = configureStore({ reducer: baseReducers() });
  const router = createMemoryRouter(
    [
      {
        path: '/jobs/:slug',
        element: <ReportListing jobId="job-1" />,
        loader,
        action: jobPageAction,
        shouldRevalidate: keepJobAfterReport,
      },
    ],
    { initialEntries: ['/jobs/intern-1'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report it' }));
  return screen.findByRole('form', { name: 'Report this listing' });
}

afterEach(() => vi.restoreAllMocks());

describe('reporting a listing through the job page action', () => {
  it('asks for a reason, and details for "other", before anything is sent', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({ open: false });
    const post = vi.spyOn(http, 'post');
    renderReport();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose what is wrong with this listing')).toBeVisible();
    await userEvent.click(screen.getByLabelText('Other'));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Details')).toHaveAccessibleDescription(
        'Tell us what is wrong with this listing',
      ),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the reason and trimmed details, says thanks, and does not reload the job', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({ open: false });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ message: 'Thanks, we will look.' });
    renderReport();
    await openForm();
    const loads = loader.mock.calls.length;
    await userEvent.click(screen.getByLabelText('Other'));
    await userEvent.type(screen.getByLabelText('Details'), '  asked for a fee  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, we will look.');
    expect(post).toHaveBeenCalledWith('/api/users/reports/job-1', {
      body: { reason: 'other', details: 'asked for a fee' },
      schema: expect.anything(),
    });
    expect(loader.mock.calls.length).toBe(loads);
  });

  it("shows the server's refusal and keeps what was chosen", async () => {
    vi.spyOn(http, 'get').mockResolvedValue({ open: false });
    vi.spyOn(http, 'post').mockRejectedValue(
      new ApiError(429, 'RATE_LIMITED', 'You have sent many reports today'),
    );
    renderReport();
    await openForm();
    await userEvent.click(screen.getByLabelText('Spam'));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent many reports today');
    expect(screen.getByLabelText('Spam')).toBeChecked();
  });

  it('says a report is already open instead of showing the form', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({ open: true });
    renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Report it' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/already/i);
  });
});
