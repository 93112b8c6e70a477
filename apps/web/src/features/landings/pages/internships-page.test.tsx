import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../render';
import { buildJob } from '@/test-utils/job-factory';
import { buildFacets, buildSearchResponse, stubSearch } from '@/test-utils/job-search-stub';
import { internshipsPageRoute } from './internships-page';

const latest = buildSearchResponse({
  items: [buildJob({ slug: 'seo-intern-chaupar-9f8e', title: 'SEO intern' })],
  facets: buildFacets({
    kind: [{ value: 'internship', count: 36 }],
    category: [
      { value: 'marketing', count: 2 },
      { value: 'design', count: 5 },
    ],
    city: [{ value: 'Pune', count: 8 }],
    workMode: [{ value: 'remote', count: 12 }],
    partTime: [{ value: 'true', count: 4 }],
  }),
});
const paidWell = buildSearchResponse({
  items: [buildJob({ _id: 'job_2', slug: 'flutter-intern-4c3d', title: 'Flutter intern' })],
  total: 23,
});

const isLatest = (q: URLSearchParams) => q.get('sort') === 'newest' && q.get('facets') === 'true';
const isPaidWell = (q: URLSearchParams) => q.get('minStipend') === '10000';
const hrefOf = (name: RegExp | string) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InternshipsPage', () => {
  it('lists popular categories by live count, each leading to /jobs with that category', async () => {
    stubSearch([
      [isLatest, latest],
      [isPaidWell, paidWell],
    ]);
    renderPage(internshipsPageRoute, { path: '/internships' });
    const list = await screen.findByRole('list', { name: 'Internship categories' });
    await within(list).findByText('5 internships');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Design 5 internships',
      'Marketing 2 internships',
    ]);
    expect(links[0]).toHaveAttribute('href', '/jobs?kind=internship&category=design');
  });

  it('links cities, work from home, part-time and the stipend floor with their counts', async () => {
    stubSearch([
      [isLatest, latest],
      [isPaidWell, paidWell],
    ]);
    renderPage(internshipsPageRoute, { path: '/internships' });
    expect(await screen.findByRole('link', { name: 'Pune 8 internships' })).toHaveAttribute(
      'href',
      '/jobs?kind=internship&city=Pune',
    );
    expect(hrefOf(/Work from home internships.*12 internships/)).toBe(
      '/jobs?kind=internship&workMode=remote',
    );
    expect(hrefOf(/Part-time internships.*4 internships/)).toBe(
      '/jobs?kind=internship&partTime=true',
    );
    expect(
      await screen.findByRole('link', { name: /at least ₹10,000 a month.*23 internships/ }),
    ).toHaveAttribute('href', '/jobs?kind=internship&minStipend=10000');
    expect(screen.getByText(/36 internships/)).toBeInTheDocument();
  });

  it('shows the newest and best-paid internships as cards opening their job pages', async () => {
    stubSearch([
      [isLatest, latest],
      [isPaidWell, paidWell],
    ]);
    renderPage(internshipsPageRoute, { path: '/internships' });
    expect(await screen.findByRole('link', { name: 'SEO intern' })).toHaveAttribute(
      'href',
      '/jobs/seo-intern-chaupar-9f8e',
    );
    expect(hrefOf('Flutter intern')).toBe('/jobs/flutter-intern-4c3d');
    expect(hrefOf(/See all/)).toBe('/jobs?kind=internship&sort=newest');
  });

  it('searches internships from the hero', async () => {
    stubSearch([]);
    const router = renderPage(internshipsPageRoute, { path: '/internships' });
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search internships' }),
      ' react ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search internships' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/jobs?q=react&kind=internship',
    );
  });

  it('keeps the category links without counts and drops the listings when search fails', async () => {
    const fetchMock = stubSearch([]);
    renderPage(internshipsPageRoute, { path: '/internships' });
    expect(await screen.findByRole('link', { name: 'Web development' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading', { name: 'Latest internships' })).toBeNull();
    expect(hrefOf('Web development')).toBe('/jobs?kind=internship&category=web-development');
    expect(screen.queryByRole('heading', { name: 'Popular cities' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Stipend highlights' })).toBeNull();
  });

  it('in Hindi, says its headings, counts and search in Hindi and keeps the listings as written', async () => {
    stubSearch([
      [isLatest, latest],
      [isPaidWell, paidWell],
    ]);
    renderPage(internshipsPageRoute, { language: 'hi' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'भारत में इंटर्नशिप' }),
    ).toBeInTheDocument();
    expect(screen.getByText('36 इंटर्नशिप')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पॉपुलर कैटेगरी' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इंटर्नशिप खोजें' })).toBeInTheDocument();
    expect(screen.getByText('कम से कम ₹10,000/महीना स्टाइपेंड वाली इंटर्नशिप')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /वर्क फ्रॉम होम इंटर्नशिप/ })).toHaveAttribute(
      'href',
      '/jobs?kind=internship&workMode=remote',
    );
    expect(screen.getByText('SEO intern')).toBeInTheDocument();
    expect(screen.queryByText('Popular categories')).not.toBeInTheDocument();
  });
});
