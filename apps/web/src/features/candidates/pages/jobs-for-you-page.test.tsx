import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCandidateProfile, buildJobForYou } from '@/test-utils/candidate-data';
import { renderCandidatePage, stubApi } from '@/test-utils/candidate-render';
import { jobsForYouRoute } from './jobs-for-you-page';

const PROFILE = 'GET /api/candidates/get-candidate-profile';
const JOBS = 'GET /api/candidates/jobs-for-you';

const renderPage = () => renderCandidatePage(jobsForYouRoute, '/user/dashboard/jobs-for-you');

afterEach(() => vi.unstubAllGlobals());

describe('JobsForYouPage', () => {
  it('says why each job matches and links to it and to applying', async () => {
    const job = buildJobForYou({
      _id: 'job_7',
      slug: 'react-intern-7',
      workMode: 'remote',
      cities: [],
      matchedSkills: ['React', 'SQL'],
      cityMatch: false,
      workModeMatch: true,
    });
    stubApi({
      [PROFILE]: { body: { profile: buildCandidateProfile() } },
      [JOBS]: { body: { jobs: [job], nextCursor: null } },
    });
    renderPage();
    const card = await screen.findByRole('article', { name: job.title });
    expect(card).toHaveTextContent('Your skills: React, SQL');
    expect(card).toHaveTextContent('Work from home, as you prefer');
    expect(card).not.toHaveTextContent('In a city you prefer');
    expect(within(card).getByRole('link', { name: job.title })).toHaveAttribute(
      'href',
      '/jobs/react-intern-7',
    );
    expect(within(card).getByRole('link', { name: `Apply to ${job.title}` })).toHaveAttribute(
      'href',
      '/applyjob/job_7',
    );
  });

  it('adds the next page of matches on "Load more"', async () => {
    stubApi({
      [PROFILE]: { body: { profile: buildCandidateProfile() } },
      [JOBS]: ({ url }) => ({
        body: url.searchParams.get('cursor')
          ? { jobs: [buildJobForYou({ _id: 'b', title: 'Second match' })], nextCursor: null }
          : { jobs: [buildJobForYou({ _id: 'a', title: 'First match' })], nextCursor: 'p2' },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Second match' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'First match' })).toBeInTheDocument();
  });

  it('says when the next page of matches cannot be loaded, and offers it again', async () => {
    stubApi({
      [PROFILE]: { body: { profile: buildCandidateProfile() } },
      [JOBS]: ({ url }) =>
        url.searchParams.get('cursor')
          ? { status: 500, body: { code: 'INTERNAL', message: 'Failed to fetch jobs' } }
          : {
              body: {
                jobs: [buildJobForYou({ _id: 'a', title: 'First match' })],
                nextCursor: 'p2',
              },
            },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch jobs');
    expect(screen.getByRole('article', { name: 'First match' })).toBeInTheDocument();
  });

  it('invites a candidate with no matches to browse every job', async () => {
    stubApi({
      [PROFILE]: { body: { profile: buildCandidateProfile() } },
      [JOBS]: { body: { jobs: [], nextCursor: null } },
    });
    renderPage();
    expect(await screen.findByText('No new matches right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('asks for skills and cities when the profile has neither', async () => {
    stubApi({
      [PROFILE]: { body: { profile: buildCandidateProfile({ skills: [], preferredCities: [] }) } },
      [JOBS]: { body: { jobs: [], nextCursor: null } },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Add skills and cities' })).toHaveAttribute(
      'href',
      '/user/updateprofile',
    );
  });

  it('says "Failed to fetch jobs" when the matches cannot be loaded', async () => {
    stubApi({ [PROFILE]: { body: { profile: buildCandidateProfile() } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch jobs');
  });
});
