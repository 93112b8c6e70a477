import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../render';
import { buildFacets, buildSearchResponse, stubSearch } from '@/test-utils/job-search-stub';
import { employerLandingPageRoute } from './employer-landing-page';

const counts = buildSearchResponse({
  facets: buildFacets({
    kind: [
      { value: 'internship', count: 36 },
      { value: 'job', count: 18 },
    ],
    city: [
      { value: 'Pune', count: 8 },
      { value: 'Mumbai', count: 6 },
    ],
    workMode: [{ value: 'remote', count: 17 }],
  }),
});

const hrefsOf = (name: string) =>
  screen.queryAllByRole('link', { name }).map((link) => link.getAttribute('href'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmployerLandingPage', () => {
  it('asks a visitor to sign up as an employer', async () => {
    stubSearch([[() => true, counts]]);
    renderPage(employerLandingPageRoute, { path: '/employerpage' });
    await screen.findByRole('heading', { level: 1 });
    expect(hrefsOf('Sign up as an employer')).toEqual([
      '/signup?role=employer',
      '/signup?role=employer',
    ]);
    expect(hrefsOf('Post a job')).toEqual([]);
  });

  it('offers a signed-in employer "Post a job" instead of signing up', async () => {
    stubSearch([[() => true, counts]]);
    renderPage(employerLandingPageRoute, { path: '/employerpage', viewer: { role: 'employer' } });
    await screen.findByRole('heading', { level: 1 });
    expect(hrefsOf('Post a job')).toEqual([
      '/employer/dashboard/post-job',
      '/employer/dashboard/post-job',
    ]);
    expect(hrefsOf('Sign up as an employer')).toEqual([]);
  });

  it('tells a signed-in student to log out first rather than offering a sign-up that bounces', async () => {
    stubSearch([[() => true, counts]]);
    renderPage(employerLandingPageRoute, { path: '/employerpage', viewer: { role: 'candidate' } });
    expect((await screen.findAllByText(/signed in with a student account/))[0]).toBeInTheDocument();
    expect(hrefsOf('Sign up as an employer')).toEqual([]);
    expect(hrefsOf('Post a job')).toEqual([]);
  });

  it('shows only counts the search reports: internships, jobs, work from home and cities', async () => {
    stubSearch([[() => true, counts]]);
    renderPage(employerLandingPageRoute, { path: '/employerpage' });
    const live = await screen.findByRole('region', { name: 'Open on Shuruaat right now' });
    const valueOf = async (term: string) =>
      (await within(live).findByText(term)).nextElementSibling?.textContent;
    expect(await valueOf('Open internships')).toBe('36');
    expect(await valueOf('Open jobs')).toBe('18');
    expect(await valueOf('Work from home listings')).toBe('17');
    expect(await valueOf('Cities with openings')).toBe('2');
  });

  it('leaves the counts out when they cannot be fetched', async () => {
    const fetchMock = stubSearch([]);
    renderPage(employerLandingPageRoute, { path: '/employerpage' });
    expect(
      await screen.findByRole('heading', { name: 'Why hire on Shuruaat' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Open on Shuruaat right now' })).toBeNull();
  });
});
