import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchFilters } from '../use-search-filters';
import { FilterChips } from './filter-chips';

function ChipsWithUrl() {
  const { filters, applyFilters } = useSearchFilters();
  const location = useLocation();
  return (
    <>
      <FilterChips filters={filters} onChange={applyFilters} />
      <output aria-label="search">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/jobs', element: <ChipsWithUrl /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('active filter chips', () => {
  it('removing a chip takes that filter out of the URL as a new history entry', async () => {
    const router = renderAt('/jobs?q=react&city=Pune&city=Mumbai&workMode=remote');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Pune' }));
    expect(screen.getByRole('status', { hidden: true, name: 'search' })).toHaveTextContent(
      '?q=react&city=Mumbai&workMode=remote',
    );
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('"Clear all" keeps the search words', async () => {
    renderAt('/jobs?q=react&city=Pune&partTime=true&sort=pay');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('status', { hidden: true, name: 'search' })).toHaveTextContent(
      '?q=react&sort=pay',
    );
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('drops an invalid parameter from the address bar without crashing', () => {
    const router = renderAt('/jobs?city=Atlantis&kind=internship&bogus=1');
    expect(router.state.location.search).toBe('?kind=internship');
    expect(screen.getByRole('button', { name: 'Remove filter: Internships' })).toBeInTheDocument();
  });
});
