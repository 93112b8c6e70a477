import { describe, expect, it } from 'vitest';
import { topValues } from './facet-counts';

describe('facet counts', () => {
  it('pick the most popular values first and skip those with no listings', () => {
    const category = [
      { value: 'marketing', count: 3 },
      { value: 'web-development', count: 7 },
      { value: 'finance', count: 0 },
    ];
    expect(topValues(category, ['marketing', 'web-development', 'finance'], 5)).toEqual([
      'web-development',
      'marketing',
    ]);
  });
});
