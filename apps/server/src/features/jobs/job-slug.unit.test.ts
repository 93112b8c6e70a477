import { describe, expect, it } from 'vitest';
import { JOB_SLUG_MAX, jobSlug } from './job-slug';

const ID = '3f9a2c1b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('jobSlug', () => {
  it('joins title, company and place with the id’s first eight characters', () => {
    const slug = jobSlug({
      title: 'React Developer Intern',
      company: 'Kirana Cloud',
      place: 'Bengaluru',
      id: ID,
    });
    expect(slug).toBe('react-developer-intern-kirana-cloud-bengaluru-3f9a2c1b');
  });

  it(`keeps a slug from the longest title and company name within ${JOB_SLUG_MAX} characters, cut at a word`, () => {
    const slug = jobSlug({
      title: 'Senior Full Stack Software Development Engineer Intern for Payments Platform',
      company: 'Bharat Digital Commerce and Logistics Technologies Private Limited',
      place: 'Thiruvananthapuram',
      id: ID,
    });
    expect(slug.length).toBeLessThanOrEqual(JOB_SLUG_MAX);
    expect(slug).toBe(
      'senior-full-stack-software-development-engineer-intern-for-p-bharat-3f9a2c1b',
    );
  });

  it('still ends with the id when the words are one unbroken run', () => {
    const slug = jobSlug({ title: 'x'.repeat(100), company: 'y'.repeat(100), place: '', id: ID });
    expect(slug.length).toBeLessThanOrEqual(JOB_SLUG_MAX);
    expect(slug).toMatch(/^x+-3f9a2c1b$/);
  });

  it('is only the id when the title has no letters or digits it can keep', () => {
    expect(jobSlug({ title: '★★★', company: 'भारत', place: '', id: ID })).toBe('3f9a2c1b');
  });
});
