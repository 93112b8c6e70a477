import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderRoute } from '@/test-utils/render-route';
import { describe, expect, it } from 'vitest';
import { buildDetail } from '../test-data';
import { JobSummary, StickyApplyBar } from './job-summary';

const now = new Date('2026-11-21T10:00:00Z');

// In a data router with a store, as on the job page: the save toggle is a fetcher form.
async function renderSummary(
  detail: ReturnType<typeof buildDetail>,
  applied: Parameters<typeof JobSummary>[0]['applied'] = null,
) {
  renderRoute(
    { Component: () => <JobSummary detail={detail} now={now} applied={applied} /> },
    { path: '/jobs/x' },
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('job summary', () => {
  it('links an open job to its application and counts applicants', async () => {
    await renderSummary(buildDetail({}, 12));
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/applyjob/job_1',
    );
    expect(screen.getByText('12 applicants')).toBeInTheDocument();
    // The term says "Apply by" once; the value is just the date.
    expect(screen.getByText('22 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Apply by 22 Dec/)).toBeNull();
    expect(screen.getByText(/18 Nov 2026/)).toBeInTheDocument();
  });

  it('says a closed job no longer takes applications and offers no Apply button', async () => {
    await renderSummary(buildDetail({ status: 'closed', isAcceptingApplications: false }));
    expect(
      screen.getByText('This opportunity is no longer accepting applications'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.getByText('Be an early applicant')).toBeInTheDocument();
    // Posted three days ago, but closed: the badge follows the status, not the posting date.
    expect(screen.queryByText('Actively hiring')).toBeNull();
  });

  it('shows the status and a link to the application instead of "Apply now" once applied', async () => {
    await renderSummary(buildDetail({}, 3), { jobId: 'job_1', status: 'shortlisted' });
    expect(screen.getByRole('status')).toHaveTextContent('Applied — status: Shortlisted');
    expect(screen.getByRole('link', { name: 'View your application' })).toHaveAttribute(
      'href',
      '/user/dashboard/applications#application-job_1',
    );
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });

  it('keeps a sticky apply bar for phones only while the job takes applications', () => {
    const { unmount } = render(
      <MemoryRouter>
        <StickyApplyBar detail={buildDetail({}, 0)} applied={null} />
      </MemoryRouter>,
    );
    const bar = screen.getByRole('region', { name: 'Apply' });
    expect(bar).toHaveClass('fixed', 'sm:hidden');
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/applyjob/job_1',
    );
    unmount();
    render(
      <MemoryRouter>
        <StickyApplyBar detail={buildDetail({ isAcceptingApplications: false })} applied={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Apply' })).toBeNull();
  });
});
