import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildCandidateProfile, buildCounts, buildJobForYou } from '../test-data';
import { CandidateOverview, isProfileComplete } from './candidate-overview';

const full = buildCandidateProfile({
  bio: 'Final-year student who builds small web apps for local shops.',
  languages: ['English', 'Hindi'],
  links: {
    github: 'https://github.com/asha',
    linkedin: 'https://linkedin.com/in/asha',
    portfolio: 'https://asha.dev',
  },
  preferredWorkMode: 'remote',
  visibleToEmployers: true,
});

function renderOverview(data: Parameters<typeof CandidateOverview>[0]['data']) {
  render(
    <MemoryRouter>
      <CandidateOverview data={data} />
    </MemoryRouter>,
  );
}

describe('candidate overview', () => {
  it('counts applications by status, and says nothing of completing a complete profile', () => {
    expect(isProfileComplete(full)).toBe(true);
    renderOverview({
      profile: full,
      counts: buildCounts({ applied: 3, shortlisted: 1, rejected: 2, removed: 1 }),
      jobs: [buildJobForYou({ title: 'React intern' })],
    });
    const apps = within(screen.getByRole('region', { name: 'Your applications' }));
    expect(apps.getByText('Applied').nextSibling).toHaveTextContent('3');
    expect(apps.getByText('Not selected').nextSibling).toHaveTextContent('3');
    expect(screen.queryByText(/Finish your profile|Ready to apply/)).toBeNull();
    expect(screen.getByRole('link', { name: 'React intern' })).toBeVisible();
  });

  it('shows how complete the profile is while it is not', () => {
    renderOverview({
      profile: buildCandidateProfile({ bio: '' }),
      counts: buildCounts(),
      jobs: [],
    });
    expect(screen.getByText('Ready to apply')).toBeVisible();
    expect(screen.getByText(/No open roles match/)).toBeVisible();
  });
});
