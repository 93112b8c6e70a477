import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readFilters } from '@/job-search/job-filters';
import { useSearchFilters } from '../use-search-filters';
import { FilterChips } from './filter-chips';

// The filters as the /jobs loader reads them from the URL.
const filtersLoader = ({ request }: LoaderFunctionArgs) => ({
  filters: readFilters(new URL(request.url).searchParams),
});

function ChipsWithUrl() {
  const { filters } = useLoaderData<typeof filtersLoader>();
  const applyFilters = useSearchFilters(filters);
  const location = useLocation();
  return (
    <>
      <FilterChips filters={filters} onChange={applyFilters} />
      <output aria-label="search">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/jobs', Component: ChipsWithUrl, loader: filtersLoader }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('active filter chips', () => {
  it('removing a chip takes that filter out of the URL as a new history entry', async () => {
    const router = renderAt('/jobs?q=react&city=Pune&city=Mumbai&workMode=remote');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter: Pune' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { hidden: true, name: 'search' })).toHaveTextContent(
        '?q=react&city=Mumbai&workMode=remote',
      ),
    );
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('"Clear all" keeps the search words', async () => {
    renderAt('/jobs?q=react&city=Pune&partTime=true&sort=pay');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { hidden: true, name: 'search' })).toHaveTextContent(
        '?q=react&sort=pay',
      ),
    );
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('drops an invalid parameter from the address bar without crashing', async () => {
    const router = renderAt('/jobs?city=Atlantis&kind=internship&bogus=1');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?kind=internship'));
    expect(screen.getByRole('button', { name: 'Remove filter: Internships' })).toBeInTheDocument();
  });
});
