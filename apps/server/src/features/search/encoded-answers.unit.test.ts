import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedAnswers } from './encoded-answers';

const answer = (title: string) => ({ items: Array.from({ length: 40 }, () => ({ title })) });
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('EncodedAnswers', () => {
  it('sends the JSON of an answer, compressed as the client asks once it is over 1 KB', () => {
    const bodies = new EncodedAnswers(1_000_000);
    const big = answer('Python Developer Intern');
    const br = bodies.bodyOf('k', 'br', big);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes)).toEqual(json(big));
    const gzip = bodies.bodyOf('k', 'gzip', big);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes)).toEqual(json(big));
    expect(bodies.bodyOf('k', null, big)).toEqual({ bytes: json(big), encoding: null });
    expect(bodies.bodyOf('small', 'br', { items: [] })).toEqual({
      bytes: json({ items: [] }),
      encoding: null,
    });
  });

  it('answers a repeated key and encoding with the kept bytes, not a new encoding', () => {
    const bodies = new EncodedAnswers(1_000_000);
    const first = bodies.bodyOf('k', 'br', answer('Data Analyst'));
    // Under the same key the answer is the same: a different object proves it is not read again.
    expect(bodies.bodyOf('k', 'br', answer('something else')).bytes).toBe(first.bytes);
    expect(bodies.bodyOf('other', 'br', answer('something else')).bytes).not.toBe(first.bytes);
  });

  it('keeps no more bytes than its bound, forgetting the least recently sent first', () => {
    const measure = new EncodedAnswers(1_000_000);
    measure.bodyOf('a', null, answer('x'));
    const bound = 2 * measure.size.bytes;
    const bodies = new EncodedAnswers(bound);
    const a = bodies.bodyOf('a', null, answer('x'));
    const b = bodies.bodyOf('b', null, answer('x'));
    expect(bodies.bodyOf('a', null, answer('x')).bytes).toBe(a.bytes); // a is now the newest
    bodies.bodyOf('c', null, answer('x')); // over the bound: b goes
    expect(bodies.size.entries).toBe(2);
    expect(bodies.size.bytes).toBe(bound);
    expect(bodies.bodyOf('a', null, answer('x')).bytes).toBe(a.bytes);
    expect(bodies.bodyOf('b', null, answer('x')).bytes).not.toBe(b.bytes);
  });

  it('counts the memory a compressed answer holds, not a view into a larger buffer', () => {
    const bodies = new EncodedAnswers(1_000_000);
    const br = bodies.bodyOf('k', 'br', answer('Python Developer Intern'));
    expect(br.bytes.buffer.byteLength).toBe(br.bytes.length);
    expect(bodies.size.bytes).toBeLessThan(br.bytes.length + 1_024);
  });

  it('does not keep an answer larger than the whole bound', () => {
    const bodies = new EncodedAnswers(100);
    bodies.bodyOf('big', null, answer('Sales Executive'));
    expect(bodies.size).toEqual({ entries: 0, bytes: 0 });
  });
});
