import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApplicantCounts, JobForYou } from '@shuruaat/contract';
import { buildCandidateProfile } from '@/test-utils/candidate-profile';
import { CandidateOverview, isProfileComplete } from './candidate-overview';

function buildCounts(overrides: Partial<ApplicantCounts> = {}): ApplicantCounts {
  const none = { applied: 0, shortlisted: 0, interview: 0, hired: 0, rejected: 0 };
  return { ...none, withdrawn: 0, removed: 0, ...overrides };
}

const buildJobForYou = (title: string) =>
  ({ _id: 'job_1', slug: 'react-intern', title, company: { name: 'Kirana Cloud' } }) as JobForYou;

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
      jobs: [buildJobForYou('React intern')],
      unreadMessages: 0,
    });
    const apps = within(screen.getByRole('region', { name: 'Your applications' }));
    expect(apps.getByText('Applied').nextSibling).toHaveTextContent('3');
    expect(apps.getByText('Not selected').nextSibling).toHaveTextContent('3');
    expect(screen.queryByText(/Finish your profile|Ready to apply/)).toBeNull();
    expect(screen.getByRole('link', { name: 'React intern' })).toBeVisible();
    expect(apps.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/user/dashboard/messages',
    );
  });

  it('says how many messages wait unread, with the way to them', () => {
    renderOverview({ profile: full, counts: buildCounts(), jobs: [], unreadMessages: 2 });
    const apps = within(screen.getByRole('region', { name: 'Your applications' }));
    expect(apps.getByRole('link', { name: '2 unread messages' })).toHaveAttribute(
      'href',
      '/user/dashboard/messages',
    );
  });

  it('shows how complete the profile is while it is not', () => {
    renderOverview({
      profile: buildCandidateProfile({ bio: '' }),
      counts: buildCounts(),
      jobs: [],
      unreadMessages: 0,
    });
    expect(screen.getByText('Ready to apply')).toBeVisible();
    expect(screen.getByText(/No open roles match/)).toBeVisible();
  });
});
