import { describe, expect, it } from 'vitest';
import { formatResponseRate } from './answers';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'job')).toBe('1 job');
    expect(countOf(0, 'job')).toBe('0 jobs');
    expect(countOf(2, 'application')).toBe('2 applications');
    expect(countOf(1, 'month')).toBe('1 month');
  });

  it('takes an irregular plural and groups digits the Indian way', () => {
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
    expect(countOf(120000, 'view')).toBe('1,20,000 views');
  });
});

describe('counts the product shows', () => {
  it('says a reply within the hour as "1 hour", not "1 hours"', () => {
    const text = formatResponseRate({ applications: 20, rate: 0.9, medianHours: 0.6 });
    expect(text).toContain('usually replies in 1 hour');
    expect(formatResponseRate({ applications: 20, rate: 0.9, medianHours: 30 })).toContain(
      'usually replies in 30 hours',
    );
  });
});
