import { describe, expect, it } from 'vitest';
import { SharedValues } from './shared-values';

describe('SharedValues', () => {
  it('gives back one copy of equal strings and one array for equal lists', () => {
    const shared = new SharedValues();
    const first = shared.list(['React', 'Node.js']);
    expect(shared.list(['React', 'Node.js'])).toBe(first);
    expect(shared.string(['Re', 'act'].join(''))).toBe(first[0]);
  });

  it('keeps an empty list apart from a list of one empty string', () => {
    const shared = new SharedValues();
    expect(shared.list([])).toEqual([]);
    expect(shared.list([''])).toEqual(['']);
  });
});
