import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantCounts } from '@shuruaat/contract';
import { buildCandidateProfile } from '@/test-utils/candidate-profile';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { overviewRoute } from './overview-route';

const counts: ApplicantCounts = {
  applied: 4,
  shortlisted: 1,
  interview: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
  removed: 0,
};

function openOverview() {
  const user = buildUser({ role: 'candidate' });
  renderRoute(overviewRoute, { path: '/user/dashboard', outletContext: { user } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the candidate overview route', () => {
  it('shows the figures its loader read through the candidate API', async () => {
    const sent = stubApi({
      'GET /api/candidates/get-candidate-profile': {
        body: { profile: buildCandidateProfile({ bio: '' }) },
      },
      'GET /api/candidates/applications': {
        body: { applications: [], nextCursor: null, counts },
      },
      'GET /api/candidates/jobs-for-you': { body: { jobs: [], nextCursor: null } },
    });
    openOverview();
    const apps = within(await screen.findByRole('region', { name: 'Your applications' }));
    expect(apps.getByText('Applied').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Ready to apply')).toBeVisible();
    expect(screen.getByText(/No open roles match/)).toBeVisible();
    expect(sent.map((call) => call.path)).toEqual([
      '/api/candidates/get-candidate-profile',
      '/api/candidates/applications',
      '/api/candidates/jobs-for-you',
    ]);
  });

  it('says which figure could not be loaded and still shows the rest of the page', async () => {
    stubApi({
      'GET /api/candidates/get-candidate-profile': {
        body: { profile: buildCandidateProfile({ bio: '' }) },
      },
    });
    openOverview();
    expect(await screen.findByRole('heading', { name: /Namaste/ })).toBeVisible();
    expect(screen.getAllByText('This figure could not be loaded.')).toHaveLength(2);
    expect(screen.getByText('Ready to apply')).toBeVisible();
  });
});
