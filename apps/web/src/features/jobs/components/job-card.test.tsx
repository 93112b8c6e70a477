import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { buildJob } from '../test-data';
import { JobCard } from './job-card';

const now = new Date('2026-11-21T10:00:00Z');

// In a data router with a store, as on /jobs: the card's save toggle is a fetcher form.
function renderCard(overrides: Parameters<typeof buildJob>[0] = {}) {
  const job = buildJob(overrides);
  renderRoute({ Component: () => <JobCard job={job} now={now} /> }, { path: '/jobs' });
  return screen.findByRole('article', { name: /./ });
}

describe('job card', () => {
  it('shows what a student decides on and links to the job page', async () => {
    const card = await renderCard({ partTime: true, ppo: true });
    expect(within(card).getByRole('link', { name: 'Frontend developer intern' })).toHaveAttribute(
      'href',
      '/jobs/frontend-intern-kirana-cloud-bengaluru-job1',
    );
    expect(within(card).getByRole('img', { name: 'Verified company' })).toBeInTheDocument();
    for (const text of [
      'Kirana Cloud',
      'Bengaluru, Mysuru',
      '₹10,000–15,000 /month',
      '3 months',
      'Starts immediately',
      'Posted 3 days ago · Apply by 22 Dec 2026',
      'Part-time',
      'PPO',
      'Actively hiring',
    ]) {
      expect(card).toHaveTextContent(text);
    }
  });

  it('says "Work from home" for a remote job and its CTC in LPA', async () => {
    const card = await renderCard({
      kind: 'job',
      workMode: 'remote',
      cities: [],
      stipend: null,
      ctc: { min: 450000, max: 600000 },
      durationMonths: null,
      createdAt: '2026-10-01T10:00:00.000Z',
      updatedAt: '2026-10-01T10:00:00.000Z',
      company: { _id: 'c', name: 'Nukkad Labs', logoUrl: null, verified: false },
    });
    expect(card).toHaveTextContent('Work from home');
    expect(card).toHaveTextContent('₹4.5–6 LPA');
    expect(card).not.toHaveTextContent('Actively hiring');
    expect(within(card).queryByRole('img', { name: 'Verified company' })).toBeNull();
  });
});
