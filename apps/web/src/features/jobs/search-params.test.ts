import { searchSortFor } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { readFilters } from '@/job-search/job-filters';
import { t } from '@/lib/i18n/translate';
import { activeFilters, removeFilter, withKind } from './active-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('sort order', () => {
  it('reads the URL the way the contract decides the order', () => {
    expect(searchSortFor(read('q=react'))).toBe('relevance');
    expect(searchSortFor(read('q=pune'))).toBe('relevance');
    expect(searchSortFor(read('sort=relevance'))).toBe('newest');
    expect(searchSortFor(read(''))).toBe('newest');
  });
});

describe('active filter chips', () => {
  it('name each filter and each city on its own', () => {
    const labels = activeFilters(
      read('q=x&city=Pune&city=Mumbai&workMode=remote&minCtc=400000'),
      t,
    );
    expect(labels.map((chip) => chip.label)).toEqual([
      'Pune',
      'Mumbai',
      'Work from home',
      'At least ₹4 LPA',
    ]);
  });

  it('removing one city keeps the others', () => {
    const filters = read('city=Pune&city=Mumbai');
    expect(removeFilter(filters, { key: 'city', value: 'Pune', label: 'Pune' })).toEqual({
      city: ['Mumbai'],
    });
  });

  it('switching to jobs drops the internship-only filters', () => {
    expect(withKind(read('minStipend=5000&maxDuration=3&ppo=true&city=Pune'), 'job')).toEqual({
      kind: 'job',
      city: ['Pune'],
    });
  });
});
