import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/test-utils/job-factory';
import { buildFacets, buildSearchResponse, stubSearch } from '@/test-utils/job-search-stub';
import { baseReducers } from '@/test-utils/store';
import { jobSearchPageRoute } from './job-search-page';

const jobsNamed = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) =>
    buildJob({ _id: `${prefix}_${n}`, slug: `${prefix}-${n}`, title: `${prefix} ${n}` }),
  );
const firstPage = buildSearchResponse({
  items: jobsNamed('First', 2),
  nextCursor: 'page-2',
  total: 3,
  facets: buildFacets({ kind: [{ value: 'internship', count: 3 }] }),
});
const secondPage = buildSearchResponse({ items: jobsNamed('Second', 1), total: 3 });

const isFirst = (q: URLSearchParams) => !q.has('cursor');
const isSecond = (q: URLSearchParams) => q.get('cursor') === 'page-2';

// Each test searches for words of its own: what "Load more" added is kept by history entry for
// the app's lifetime, and every test's first entry has the same key.
function renderSearch(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/jobs', ...jobSearchPageRoute },
      { path: '/jobs/:slug', element: <p>A job page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={configureStore({ reducer: baseReducers(null) })}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => card.querySelector('a')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobSearchPage', () => {
  it('shows the first page the loader found, with its count, and "Load more" adds the next', async () => {
    const fetchMock = stubSearch([
      [isSecond, secondPage],
      [isFirst, firstPage],
    ]);
    renderSearch('/jobs?q=react');
    expect(await screen.findByText('First 0')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 opportunities');
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').searchParams;
    expect(asked.get('q')).toBe('react');
    expect(asked.get('facets')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second 0')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['First 0', 'First 1', 'Second 0']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the pages loaded before when the student comes back to the search', async () => {
    const fetchMock = stubSearch([
      [isSecond, secondPage],
      [isFirst, firstPage],
    ]);
    const router = renderSearch('/jobs?q=flutter');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Second 0');
    await userEvent.click(screen.getByRole('link', { name: 'First 1' }));
    await screen.findByText('A job page');

    await router.navigate(-1);
    expect(await screen.findByText('Second 0')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['First 0', 'First 1', 'Second 0']);
    const pagesAsked = fetchMock.mock.calls.filter(([url]) => String(url).includes('cursor='));
    expect(pagesAsked).toHaveLength(1);
  });

  it('starts a new search from its first page', async () => {
    stubSearch([
      [isSecond, secondPage],
      [isFirst, firstPage],
    ]);
    const router = renderSearch('/jobs?q=design');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Second 0');
    await router.navigate('/jobs?q=python');
    await vi.waitFor(() => expect(screen.queryByText('Second 0')).toBeNull());
    expect(cardTitles()).toEqual(['First 0', 'First 1']);
  });

  it('says the search failed and searches again on "Try again"', async () => {
    const fetchMock = stubSearch([]);
    renderSearch('/jobs?q=sales');
    expect(
      await screen.findByRole('heading', { name: 'Could not load opportunities' }),
    ).toBeInTheDocument();
    stubSearch([[isFirst, firstPage]]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('First 0')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers to clear the filters when nothing matches', async () => {
    stubSearch([[isFirst, buildSearchResponse({ facets: buildFacets() })]]);
    const router = renderSearch('/jobs?q=react&city=Pune');
    expect(
      await screen.findByRole('heading', { name: 'No opportunities match this search' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=react'));
  });

  it('names the page by the words as the server read them, not as typed', async () => {
    stubSearch([
      [
        isFirst,
        buildSearchResponse({
          items: jobsNamed('Intern', 1),
          readAs: { q: '', kind: 'internship', city: ['Pune'], workMode: null, partTime: null },
        }),
      ],
    ]);
    renderSearch('/jobs?q=intership%20pune');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Internships in Pune' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Internships in Pune | Shuruaat');
  });

  it('shows Work from home in the panel when the box said wfh, and keeps it as a filter', async () => {
    stubSearch([
      [
        isFirst,
        buildSearchResponse({
          items: jobsNamed('Remote', 1),
          understood: [
            { type: 'workMode', phrase: 'wfh', label: 'Work from home', value: 'remote' },
          ],
          readAs: { q: 'design', kind: null, city: [], workMode: 'remote', partTime: null },
        }),
      ],
    ]);
    const router = renderSearch('/jobs?q=design%20wfh');
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(panel).findByRole('radio', { name: 'Work from home' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Part-time only' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?q=design&workMode=remote&partTime=true'),
    );
  });

  it('says the city had none with every word, shows the work-from-home ones and links the nearest city', async () => {
    stubSearch([
      [
        isFirst,
        buildSearchResponse({
          items: jobsNamed('Web', 2),
          relaxed: { words: 'web developer', cities: ['Pune'], showing: 'remote' },
          alternatives: [
            {
              reason: 'nearestCity',
              q: 'web developer',
              kind: null,
              city: ['Mumbai'],
              workMode: null,
              partTime: null,
              total: 5,
            },
          ],
        }),
      ],
    ]);
    renderSearch('/jobs?q=web%20developer%20pune');
    expect(
      await screen.findByText('No web developer listings in Pune — 2 work from home ones'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Web developer internships and jobs in Mumbai (5)' }),
    ).toHaveAttribute('href', '/jobs?q=web+developer&city=Mumbai');
  });

  it('offers the nearest search with openings and "Alert me" when nothing matches', async () => {
    stubSearch([
      [
        (query) => query.get('q') === 'marketing in delhi',
        buildSearchResponse({
          alternatives: [
            {
              reason: 'nearestCity',
              q: 'marketing',
              kind: null,
              city: ['Mumbai'],
              workMode: null,
              partTime: null,
              total: 3,
            },
          ],
        }),
      ],
      [isFirst, buildSearchResponse({ items: jobsNamed('Marketing', 1) })],
    ]);
    const router = renderSearch('/jobs?q=marketing%20in%20delhi');
    const nearby = await screen.findByRole('navigation', { name: 'Nearby searches' });
    expect(screen.getByRole('button', { name: 'Alert me' })).toBeInTheDocument();
    await userEvent.click(
      within(nearby).getByRole('link', { name: 'Marketing internships and jobs in Mumbai (3)' }),
    );
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=marketing&city=Mumbai'));
  });
});
