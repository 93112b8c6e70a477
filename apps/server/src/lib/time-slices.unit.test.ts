import { describe, expect, it } from 'vitest';
import { sortInSlices, timeSlices } from './time-slices';

describe('sortInSlices', () => {
  it('sorts like Array.prototype.sort, keeping equal items in their order', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ key: (i * 7919) % 97, i }));
    const sorted = await sortInSlices(items, (a, b) => a.key - b.key, timeSlices(1));
    expect(sorted).toEqual([...items].sort((a, b) => a.key - b.key));
  });

  it('answers an empty list with an empty list', async () => {
    expect(await sortInSlices([], () => 0, timeSlices())).toEqual([]);
  });
});

describe('timeSlices', () => {
  it('lets a waiting timer run while the work goes on', async () => {
    const pause = timeSlices(5);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const started = performance.now();
    while (performance.now() - started < 30) await pause();
    expect(timerRan).toBe(true);
  });
});
