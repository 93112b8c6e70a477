import { describe, expect, it } from 'vitest';
import { jobsHref, readFilters, writeFilters } from './job-filters';

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

  it('make /jobs links without the empty ones, and the stipend floor as a number', () => {
    expect(jobsHref({ kind: 'internship', q: '' })).toBe('/jobs?kind=internship');
    expect(jobsHref({ kind: 'internship', minStipend: 10000 })).toBe(
      '/jobs?kind=internship&minStipend=10000',
    );
    expect(jobsHref({ kind: 'internship', q: 'react & node' })).toBe(
      '/jobs?q=react+%26+node&kind=internship',
    );
    expect(jobsHref({ city: ['Delhi NCR'] })).toBe('/jobs?city=Delhi+NCR');
    expect(jobsHref()).toBe('/jobs');
  });
});
