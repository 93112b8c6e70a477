import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildJob } from '../test-data';
import { JobCard } from './job-card';

const now = new Date('2026-11-21T10:00:00Z');

function renderCard(overrides: Parameters<typeof buildJob>[0] = {}) {
  render(
    <MemoryRouter>
      <JobCard job={buildJob(overrides)} now={now} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: /./ });
}

describe('job card', () => {
  it('shows what a student decides on and links to the job page', () => {
    const card = renderCard({ partTime: true, ppo: true });
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

  it('says "Work from home" for a remote job and its CTC in LPA', () => {
    const card = renderCard({
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
