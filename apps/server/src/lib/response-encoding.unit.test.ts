import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeSync, preferredEncoding } from './response-encoding';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['deflate', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('"%s" is answered with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('encodeSync', () => {
  it('gives bytes that decompress to the same text, in brotli and gzip', () => {
    const text = Buffer.from(JSON.stringify({ items: Array(50).fill('Web Developer Intern') }));
    expect(brotliDecompressSync(encodeSync(text, 'br'))).toEqual(text);
    expect(gunzipSync(encodeSync(text, 'gzip'))).toEqual(text);
  });
});
