import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildDetail } from '../test-data';
import { JobSummary } from './job-summary';

const now = new Date('2026-11-21T10:00:00Z');

function renderSummary(detail: ReturnType<typeof buildDetail>) {
  render(
    <MemoryRouter>
      <JobSummary detail={detail} now={now} />
    </MemoryRouter>,
  );
}

describe('job summary', () => {
  it('links an open job to its application and counts applicants', () => {
    renderSummary(buildDetail({}, 12));
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/applyjob/job_1',
    );
    expect(screen.getByText('12 applicants')).toBeInTheDocument();
    expect(screen.getByText('Apply by 22 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText(/18 Nov 2026/)).toBeInTheDocument();
  });

  it('says a closed job no longer takes applications and offers no Apply button', () => {
    renderSummary(buildDetail({ status: 'closed', isAcceptingApplications: false }));
    expect(
      screen.getByText('This opportunity is no longer accepting applications'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.getByText('Be an early applicant')).toBeInTheDocument();
  });
});
