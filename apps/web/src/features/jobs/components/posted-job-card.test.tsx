import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildPostedJob } from '@/test-utils/employer-data';
import { PostedJobCard } from './posted-job-card';
import { ReviewQueue } from './review-queue';

function renderAt(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(<RouterProvider router={router} />);
}

const job = buildPostedJob({
  _id: 'job_7',
  title: 'Data analyst intern',
  applicantCounts: {
    applied: 2,
    shortlisted: 1,
    interview: 0,
    hired: 0,
    rejected: 1,
    withdrawn: 0,
    removed: 1,
  },
  applicantTotal: 5,
});

describe('links into the pipeline', () => {
  it('a job card links to its applicants, counting everyone but the removed', () => {
    renderAt(<PostedJobCard job={job} isBusy={false} onMove={() => {}} onDelete={() => {}} />);
    expect(
      screen.getByRole('link', { name: 'View applicants (4) for Data analyst intern' }),
    ).toHaveAttribute('href', '/employer/dashboard/jobs/job_7/applicants');
    expect(screen.getByRole('link', { name: '2 new to review' })).toHaveAttribute(
      'href',
      '/employer/dashboard/jobs/job_7/applicants?status=applied',
    );
  });

  it('the overview lists jobs with new applicants, most waiting first', () => {
    const quiet = buildPostedJob({ _id: 'job_8', title: 'Quiet job' });
    const none = buildPostedJob({
      _id: 'job_9',
      title: 'Reviewed job',
      applicantCounts: { ...job.applicantCounts, applied: 0 },
    });
    renderAt(<ReviewQueue jobs={[quiet, none, job]} />);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(links).toEqual([
      'View applicants (4) for Quiet job',
      'View applicants (4) for Data analyst intern',
    ]);
  });
});
