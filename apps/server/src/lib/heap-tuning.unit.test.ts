import { describe, expect, it } from 'vitest';
import { collectGarbage } from './heap-tuning';

describe('collectGarbage', () => {
  it('frees what nothing holds any more, at once', () => {
    let garbage: { text: string }[] | null = Array.from({ length: 300_000 }, (_, i) => ({
      text: `listing ${i}`,
    }));
    const holding = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(300_000);
    garbage = null;
    collectGarbage();
    expect(holding - process.memoryUsage().heapUsed).toBeGreaterThan(10 * 1024 * 1024);
  });
});
