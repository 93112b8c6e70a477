import { describe, expect, it } from 'vitest';
import { jobIssues, titleIssues, type JobRuleInput } from './job-rules';
import { formatInr, formatLpa } from './money';

const TODAY = '2026-11-21';
const internship: JobRuleInput = {
  kind: 'internship',
  title: 'Data Analyst Intern',
  workMode: 'office',
  cities: ['Pune'],
  startDate: null,
  durationMonths: 6,
  stipend: { min: 8_000, max: 12_000 },
  applyBy: '2026-12-15',
};
const paths = (job: JobRuleInput) => jobIssues(job, TODAY).map((i) => i.path);

describe('jobIssues', () => {
  it('accepts a sound internship', () => {
    expect(jobIssues(internship, TODAY)).toEqual([]);
  });

  it('reads apply-by in whole days from today in India: 1 to 90 days ahead', () => {
    expect(paths({ ...internship, applyBy: '2026-11-22' })).toEqual([]);
    expect(paths({ ...internship, applyBy: '2027-02-19' })).toEqual([]);
    expect(paths({ ...internship, applyBy: '2027-02-20' })).toEqual(['applyBy']);
    expect(paths({ ...internship, applyBy: TODAY })).toEqual(['applyBy']);
  });

  it('takes exactly ₹1,000 and ₹2,00,000 a month as the stipend bounds', () => {
    expect(paths({ ...internship, stipend: { min: 1_000, max: 3_000 } })).toEqual([]);
    expect(paths({ ...internship, stipend: { min: 70_000, max: 200_000 } })).toEqual([]);
    expect(paths({ ...internship, stipend: { min: 999, max: 200_001 } })).toEqual([
      'stipend.min',
      'stipend.max',
    ]);
  });

  it('refuses a range too wide to tell students the pay: ₹5,000 to ₹1,50,000 a month', () => {
    const wide = jobIssues({ ...internship, stipend: { min: 5_000, max: 150_000 } }, TODAY);
    expect(wide).toEqual([
      {
        path: 'stipend.max',
        message: `${formatInr(5_000)} to ${formatInr(150_000)} is too wide a range to tell students what they will earn: keep the maximum within 3 times the minimum (up to ${formatInr(15_000)}).`,
      },
    ]);
    expect(paths({ ...internship, stipend: { min: 5_000, max: 15_000 } })).toEqual([]);
    const job = { ...internship, kind: 'job' as const, durationMonths: null, stipend: null };
    expect(paths({ ...job, ctc: { min: 300_000, max: 1_000_000 } })).toEqual(['ctc.max']);
    expect(paths({ ...job, ctc: { min: 300_000, max: 900_000 } })).toEqual([]);
  });

  it('lets an unpaid internship offer at most 20 openings, and a paid one more', () => {
    expect(paths({ ...internship, stipend: null, openings: 500 })).toEqual(['openings']);
    expect(paths({ ...internship, stipend: null, openings: 20 })).toEqual([]);
    expect(paths({ ...internship, openings: 500 })).toEqual([]);
  });

  it('lets remote roles skip cities but not office ones', () => {
    expect(paths({ ...internship, workMode: 'remote', cities: [] })).toEqual([]);
    expect(paths({ ...internship, workMode: 'hybrid', cities: [] })).toEqual(['cities']);
  });
});

describe('titleIssues', () => {
  it.each([
    'Sales Intern 10k/month',
    'Intern (Rs 5000)',
    'Analyst - 6 LPA',
    'Writer, stipend included',
  ])('flags pay in %j', (title) => expect(titleIssues(title)).toHaveLength(1));

  it.each([
    'Business Development Associate',
    'UI/UX Design Intern',
    'SEO & SEM Executive',
    'B2B Sales 2026 Batch',
  ])('accepts %j', (title) => expect(titleIssues(title)).toEqual([]));
});

describe('money formats', () => {
  it('groups rupees the Indian way and states CTC in LPA', () => {
    expect(formatInr(135000)).toBe('₹1,35,000');
    expect(formatInr(10000000)).toBe('₹1,00,00,000');
    expect(formatLpa(450000)).toBe('₹4.5 LPA');
    expect(formatLpa(1200000)).toBe('₹12 LPA');
  });
});
