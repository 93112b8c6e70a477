import { describe, expect, it } from 'vitest';
import { readFilters } from './job-filters';
import { searchQuery } from './search-query';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('the public search request', () => {
  it('asks for facets on the first page only', () => {
    expect(searchQuery({ filters: read('city=Pune') })).toBe('city=Pune&limit=20');
    expect(searchQuery({ filters: read('city=Pune'), cursor: 'abc' })).toBe(
      'city=Pune&limit=20&cursor=abc&facets=false',
    );
  });

  it('asks for facets, or not, when the caller says so', () => {
    expect(searchQuery({ filters: {}, limit: 1, facets: true })).toBe('limit=1&facets=true');
    expect(
      searchQuery({ filters: { kind: 'internship', sort: 'newest' }, limit: 6, facets: false }),
    ).toBe('kind=internship&sort=newest&limit=6&facets=false');
  });
});
