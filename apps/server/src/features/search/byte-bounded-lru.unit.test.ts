import { describe, expect, it } from 'vitest';
import { ByteBoundedLru } from './byte-bounded-lru';

const bytesOfText = (_key: string, value: string) => value.length;

describe('ByteBoundedLru', () => {
  it('forgets the least recently used entries once their bytes pass the bound', () => {
    const cache = new ByteBoundedLru(10, bytesOfText);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the newest
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
  });

  it('counts a replaced entry once, at its new size', () => {
    const cache = new ByteBoundedLru(10, bytesOfText);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaaa');
    expect(cache.size).toEqual({ entries: 1, bytes: 7 });
  });

  it('does not keep an entry larger than the whole bound, nor an older one under its key', () => {
    const cache = new ByteBoundedLru(10, bytesOfText);
    cache.set('a', 'small');
    cache.set('a', 'far too large for it');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops the entries a test picks, and their bytes', () => {
    const cache = new ByteBoundedLru(100, bytesOfText);
    for (const key of ['a1', 'b1', 'a2']) cache.set(key, key);
    cache.deleteWhere((_value, key) => key.startsWith('a'));
    expect(cache.size).toEqual({ entries: 1, bytes: 2 });
    expect(cache.get('b1')).toBe('b1');
  });
});
