import { formatResponseRate, type ResponseRate, type TrackRecord } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { trackRecordFacts } from '@/lib/track-record-text';
import { responseRateWords, trackRecordWords } from './track-record-words';

const { en, hi } = allTranslators();

const record = (over: Partial<TrackRecord>): TrackRecord => ({
  companyId: 'c1',
  applications: 40,
  answeredShare: 0.82,
  medianDaysToAnswer: 3,
  hires: 1,
  stipend: { answers: 4, paidAsListed: 3 },
  isNew: false,
  ...over,
});

const rate = (over: Partial<ResponseRate>): ResponseRate =>
  ({ applications: 30, rate: 0.8, medianHours: 20, ...over }) as ResponseRate;

describe('the track record and response rate on job cards and pages', () => {
  it('say in English exactly what the company page and the contract say', () => {
    const records = [
      record({}),
      record({ medianDaysToAnswer: 0.4, hires: 2, stipend: null }),
      record({ answeredShare: null, medianDaysToAnswer: null, hires: 0 }),
      record({ medianDaysToAnswer: null, stipend: { answers: 1, paidAsListed: 1 } }),
    ];
    for (const r of records) expect(trackRecordWords(en.t, r)).toEqual(trackRecordFacts(r));
    const rates = [
      rate({}),
      rate({ medianHours: 1 }),
      rate({ medianHours: 100 }),
      rate({ medianHours: null }),
      rate({ rate: null }),
    ];
    for (const r of rates) expect(responseRateWords(en.t, r)).toBe(formatResponseRate(r));
  });

  it('say the same facts in Hindi, figures kept', () => {
    expect(trackRecordWords(hi.t, record({}))).toEqual([
      '82% उम्मीदवारों को जवाब देती है, अक्सर 3 दिन में',
      'यहाँ से 1 भर्ती हुई',
      '4 इंटर्न में से 3 ने बताया कि स्टाइपेंड लिखे अनुसार मिला',
    ]);
    expect(responseRateWords(hi.t, rate({ medianHours: 100 }))).toBe(
      '80% उम्मीदवारों को 15 दिन के अंदर जवाब मिला · अक्सर 4 दिन में जवाब देती है',
    );
  });
});
