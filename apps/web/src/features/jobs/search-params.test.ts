import { describe, expect, it } from 'vitest';
import { activeFilters, removeFilter, withKind } from './active-filters';
import { searchQuery } from './api';
import { effectiveSort, readFilters, writeFilters } from './search-params';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('filters in the URL', () => {
  it('survive a round trip, repeatable city included', () => {
    const query =
      'q=python&kind=internship&city=Pune&city=Delhi+NCR&workMode=remote&partTime=true&minStipend=10000&ppo=true&postedWithin=7&sort=pay';
    const filters = read(query);
    expect(filters).toEqual({
      q: 'python',
      kind: 'internship',
      city: ['Pune', 'Delhi NCR'],
      workMode: 'remote',
      partTime: true,
      minStipend: 10000,
      ppo: true,
      postedWithin: 7,
      sort: 'pay',
    });
    expect(writeFilters(filters).toString()).toBe(query);
  });

  it('drops unknown and invalid parameters and keeps the valid ones', () => {
    expect(
      read('city=Pune&city=Atlantis&kind=gig&minStipend=-5&utm_source=x&maxDuration=3'),
    ).toEqual({ city: ['Pune'], maxDuration: 3 });
  });

  it('writes keys in one fixed order, so the same search makes the same link', () => {
    expect(writeFilters(read('sort=newest&city=Pune&q=react')).toString()).toBe(
      'q=react&city=Pune&sort=newest',
    );
  });

  it('sorts by relevance only when there are words to match', () => {
    expect(effectiveSort(read('q=react'))).toBe('relevance');
    expect(effectiveSort(read('sort=relevance'))).toBe('newest');
    expect(effectiveSort(read(''))).toBe('newest');
  });

  it('asks for facets on the first page only', () => {
    expect(searchQuery({ filters: read('city=Pune') })).toBe('city=Pune&limit=20');
    expect(searchQuery({ filters: read('city=Pune'), cursor: 'abc' })).toBe(
      'city=Pune&limit=20&cursor=abc&facets=false',
    );
  });
});

describe('active filter chips', () => {
  it('name each filter and each city on its own', () => {
    const labels = activeFilters(read('q=x&city=Pune&city=Mumbai&workMode=remote&minCtc=400000'));
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
