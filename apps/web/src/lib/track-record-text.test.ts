import { describe, expect, it } from 'vitest';
import type { TrackRecord } from '@shuruaat/contract';
import { trackRecordFacts } from './track-record-text';

const base: TrackRecord = {
  companyId: 'c1',
  applications: 0,
  answeredShare: null,
  medianDaysToAnswer: null,
  hires: 0,
  stipend: null,
  isNew: true,
};

describe('track record wording', () => {
  it('says nothing of a share the server left null: no "0 %" from two applications', () => {
    expect(trackRecordFacts({ ...base, applications: 2 })).toEqual([]);
  });

  it('words each figure there is enough data for', () => {
    const record = {
      ...base,
      applications: 40,
      answeredShare: 0.925,
      medianDaysToAnswer: 3.4,
      hires: 1,
      stipend: { answers: 5, paidAsListed: 4 },
      isNew: false,
    };
    expect(trackRecordFacts(record)).toEqual([
      'Answers 93% of applicants, usually in 3 days',
      '1 hire made here',
      '4 of 5 interns confirmed the stipend was paid as listed',
    ]);
  });

  it('says "within a day" for a median under one day, and a real 0 % when it is earned', () => {
    const record = { ...base, applications: 12, answeredShare: 0, isNew: false };
    expect(trackRecordFacts(record)).toEqual(['Answers 0% of applicants']);
    expect(trackRecordFacts({ ...record, answeredShare: 1, medianDaysToAnswer: 0.4 })).toEqual([
      'Answers 100% of applicants, usually within a day',
    ]);
  });
});
