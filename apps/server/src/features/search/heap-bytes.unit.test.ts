import { describe, expect, it } from 'vitest';
import { heapBytes } from './heap-bytes';

describe('heapBytes', () => {
  it('grows with the characters of a string, twice as fast outside Latin-1', () => {
    expect(heapBytes('a'.repeat(80)) - heapBytes('a'.repeat(40))).toBe(40);
    expect(heapBytes('प'.repeat(80)) - heapBytes('प'.repeat(40))).toBe(80);
  });

  it('counts what objects and arrays hold, and each property or item a slot', () => {
    const item = { title: 'Python Developer Intern', skills: ['Python', 'SQL'], stipend: 8_000 };
    const one = heapBytes(item);
    expect(one).toBeGreaterThan(JSON.stringify(item).length);
    expect(heapBytes([item, item])).toBe(48 + 2 * 8 + 2 * one);
  });
});
