import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { buildPostedJob, buildProfile } from '@/test-utils/employer-data';
import { employerOverviewRoute } from './employer-overview-route';

const RATE = 'GET /api/employers/response-rate';

function renderPage() {
  const store = configureStore({ reducer: baseReducers(buildUser({ role: 'employer' })) });
  renderRoute(employerOverviewRoute, {
    path: '/employer/dashboard',
    store,
    outletContext: { user: { profile: { displayName: 'Kirana Cloud' } } },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('EmployerOverviewPage', () => {
  it('shows the response rate from its loader', async () => {
    stubApi({
      [RATE]: {
        body: {
          responseRate: { applications: 3, rate: null, medianHours: null },
          slow: [
            {
              jobId: 'job_1',
              jobTitle: 'Sales Intern',
              userId: 'u_2',
              fullName: 'Ravi Kumar',
              status: 'applied',
              appliedAt: '2026-11-01T05:00:00.000Z',
              decided: false,
              days: 20,
            },
          ],
        },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Response rate' })).toBeInTheDocument();
    expect(screen.getByText(/\(you have 3\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('shows the profile’s completeness and counts the listings from its loader', async () => {
    stubApi({
      'GET /api/employers/get-employer-profile': {
        body: { profile: buildProfile({ missingForPosting: ['about'] }) },
      },
      'GET /api/employers/jobs-posted': {
        body: {
          jobsPosted: [buildPostedJob({ _id: 'a' }), buildPostedJob({ _id: 'b', status: 'draft' })],
          nextCursor: 'c1',
        },
      },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Finish your profile' })).toBeInTheDocument();
    // Four applicants each, and more listings beyond the first page.
    expect(screen.getByText('Applicants').nextElementSibling).toHaveTextContent('8+');
    expect(screen.getByText('Draft').nextElementSibling).toHaveTextContent('1');
  });

  it('leaves the card out when the response rate cannot be loaded', async () => {
    stubApi({});
    renderPage();
    expect(
      await screen.findByRole('heading', { name: /Namaste, Kirana Cloud/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Response rate' })).not.toBeInTheDocument();
  });
});
