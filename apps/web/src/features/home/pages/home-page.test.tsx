import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/test-utils/job-factory';
import { buildFacets, buildSearchResponse, stubSearch } from '@/test-utils/job-search-stub';
import { baseReducers } from '@/test-utils/store';
import { homePageRoute } from './home-page';

const internship = buildJob({ slug: 'seo-intern-chaupar-9f8e', title: 'SEO intern' });
const job = buildJob({
  _id: 'job_2',
  kind: 'job',
  slug: 'backend-engineer-kirana-77aa',
  title: 'Backend engineer',
  stipend: null,
  ctc: { min: 600000, max: 900000 },
  durationMonths: null,
});
const facets = buildFacets({
  category: [
    { value: 'sales', count: 1 },
    { value: 'design', count: 5 },
  ],
  city: [{ value: 'Delhi NCR', count: 4 }],
});

const isKind = (kind: string) => (q: URLSearchParams) => q.get('kind') === kind;
const isCounts = (q: URLSearchParams) => q.get('facets') === 'true' && !q.has('kind');

function renderHome() {
  const router = createMemoryRouter([{ path: '/', ...homePageRoute }]);
  render(
    <Provider store={configureStore({ reducer: baseReducers(null) })}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage live sections', () => {
  it('shows the newest internships and jobs as cards that open their job pages', async () => {
    stubSearch([
      [isKind('internship'), buildSearchResponse({ items: [internship] })],
      [isKind('job'), buildSearchResponse({ items: [job] })],
      [isCounts, buildSearchResponse({ facets })],
    ]);
    renderHome();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const internships = await screen.findByRole('list', { name: 'Latest internships' });
    expect(within(internships).getByRole('link', { name: 'SEO intern' })).toHaveAttribute(
      'href',
      '/jobs/seo-intern-chaupar-9f8e',
    );
    expect(within(internships).getByText('₹10,000–15,000 /month')).toBeInTheDocument();
    const jobs = await screen.findByRole('list', { name: 'Latest jobs' });
    expect(within(jobs).getByRole('link', { name: 'Backend engineer' })).toHaveAttribute(
      'href',
      '/jobs/backend-engineer-kirana-77aa',
    );
    expect(screen.getByRole('link', { name: /See all internships/ })).toHaveAttribute(
      'href',
      '/jobs?kind=internship&sort=newest',
    );
  });

  it('links categories and cities into /jobs, most listings first, with live counts', async () => {
    stubSearch([[isCounts, buildSearchResponse({ facets })]]);
    renderHome();
    const categories = await screen.findByRole('list', { name: 'Categories' });
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Design 5 openings', 'Sales 1 opening']);
    expect(links[0]).toHaveAttribute('href', '/jobs?category=design');
    expect(screen.getByRole('link', { name: 'Delhi NCR 4 openings' })).toHaveAttribute(
      'href',
      '/jobs?city=Delhi+NCR',
    );
  });

  it('opens fresher jobs only from the "Fresher jobs" link, not internships mixed in', async () => {
    stubSearch([[isCounts, buildSearchResponse({ facets })]]);
    renderHome();
    expect(await screen.findByRole('link', { name: 'Fresher jobs' })).toHaveAttribute(
      'href',
      '/jobs?kind=job',
    );
  });

  it('hides a live section whose request fails and keeps the rest of the page', async () => {
    stubSearch([[isKind('internship'), buildSearchResponse({ items: [internship] })]]);
    renderHome();
    await screen.findByRole('list', { name: 'Latest internships' });
    expect(screen.queryByRole('heading', { name: 'Latest jobs' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Browse by category' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'How applying works' })).toBeInTheDocument();
  });
});
