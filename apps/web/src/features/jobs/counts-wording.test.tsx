import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeFilters } from './active-filters';
import { JobPreview } from './components/job-preview';
import type { JobFormValues } from './job-form-values';
import { t } from '@/lib/i18n/translate';
import { durationOptions, postedOptions } from './filter-options';

const labelOf = (filters: Parameters<typeof activeFilters>[0], key: string) =>
  activeFilters(filters, t).find((chip) => chip.key === key)?.label;

describe('counts in the job search and the listing preview (issue 25 item 18)', () => {
  it('labels duration and recency choices in the singular for one and the plural beyond', () => {
    const labels = [...durationOptions(t), ...postedOptions(t)].map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['1 month', '2 months', 'Last 3 days']));
    expect(labels.some((label) => /\b1 (months|days)\b/.test(label))).toBe(false);
  });

  it('names the active filter chips with one and with two', () => {
    const base: Parameters<typeof activeFilters>[0] = {};
    expect(labelOf({ ...base, maxDuration: 1 }, 'maxDuration')).toBe('Up to 1 month');
    expect(labelOf({ ...base, maxDuration: 2 }, 'maxDuration')).toBe('Up to 2 months');
    expect(labelOf({ ...base, postedWithin: 1 }, 'postedWithin')).toBe(
      'Posted in the last 24 hours',
    );
    expect(labelOf({ ...base, postedWithin: 3 }, 'postedWithin')).toBe('Posted in the last 3 days');
  });
});

describe('the listing preview (issue 25 item 18)', () => {
  const company = { name: 'Kirana Cloud', logoUrl: null };
  const question = { question: 'Why this role?', required: false };

  it.each([
    [1, '1 opening · 1 screening question'],
    [2, '2 openings · 2 screening questions'],
  ])('counts %i opening(s) and question(s) as "%s"', (n, text) => {
    const values = {
      title: 'React intern',
      openings: n,
      questions: Array.from({ length: n }, () => question),
    } as Partial<JobFormValues>;
    render(<JobPreview values={values} company={company} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
