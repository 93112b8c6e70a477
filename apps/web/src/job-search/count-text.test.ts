import { describe, expect, it } from 'vitest';
import { countText } from './facet-counts';

// Issue 25 item 18: the facet counts go through countOf like every other count.
describe('countText', () => {
  it('counts openings by kind with 0, 1 and 2', () => {
    expect([0, 1, 2].map((n) => countText(n, 'internship'))).toEqual([
      '0 internships',
      '1 internship',
      '2 internships',
    ]);
    expect(countText(1, 'any')).toBe('1 opening');
  });
});
