import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n/translate';
import { activeFilters } from './active-filters';

describe('activeFilters', () => {
  it('names a one-month limit in the singular and longer ones in the plural', () => {
    const label = (maxDuration: number) =>
      activeFilters({ maxDuration }, t).find((chip) => chip.key === 'maxDuration')?.label;
    expect(label(1)).toBe('Up to 1 month');
    expect(label(6)).toBe('Up to 6 months');
  });
});
