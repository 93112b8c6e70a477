import { describe, expect, it, vi } from 'vitest';
import { textMemo } from './text-memo';

describe('textMemo', () => {
  it('computes each text once and answers repeats from memory', () => {
    const compute = vi.fn((text: string) => text.toUpperCase());
    const upper = textMemo(compute, { maxChars: 100 });
    expect(upper('abc')).toBe('ABC');
    expect(upper('abc')).toBe('ABC');
    expect(upper('xyz')).toBe('XYZ');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest texts once the bound is reached', () => {
    const compute = vi.fn((text: string) => text);
    const same = textMemo(compute, { maxChars: 8 });
    same('aa'); // 4 chars
    same('bb'); // 8 chars: full
    same('cc'); // evicts "aa"
    same('bb');
    same('aa');
    expect(compute.mock.calls.map(([text]) => text)).toEqual(['aa', 'bb', 'cc', 'aa']);
  });

  it('does not keep a text larger than the whole bound', () => {
    const compute = vi.fn((text: string) => text);
    const same = textMemo(compute, { maxChars: 4 });
    same('abcdef');
    same('abcdef');
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
