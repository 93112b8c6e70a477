import { RESPONSE_RATE, type ResponseRate, type TrackRecord } from '@shuruaat/contract';
import type { Translate } from '@/lib/i18n/translate';

// An employer's record as the job card and page say it, in the reader's language; the same
// facts, in the same order and with the same thresholds, as lib/track-record-text's English
// (which the company page shows) and the contract's formatResponseRate.

const percent = (share: number) => Math.round(share * 100);

/** The record as short facts, each a fragment a card lists; none where a figure is null. */
export function trackRecordWords(t: Translate, record: TrackRecord): string[] {
  const facts: string[] = [];
  if (record.answeredShare !== null) {
    const share = percent(record.answeredShare);
    const days = record.medianDaysToAnswer;
    facts.push(
      days === null
        ? t('jobs.record.answers', { share })
        : days < 1
          ? t('jobs.record.answersInADay', { share })
          : t('jobs.record.answersInDays', { share, count: Math.round(days) }),
    );
  }
  if (record.hires > 0) facts.push(t('jobs.record.hires', { count: record.hires }));
  if (record.stipend) {
    facts.push(
      t('jobs.record.stipendPaid', {
        paid: record.stipend.paidAsListed,
        count: record.stipend.answers,
      }),
    );
  }
  return facts;
}

/** "80% of applicants answered within 15 days · usually replies in 2 days"; null below the minimum. */
export function responseRateWords(t: Translate, rate: ResponseRate): string | null {
  if (rate.rate === null) return null;
  const share = t('jobs.rate.answered', {
    share: percent(rate.rate),
    days: RESPONSE_RATE.withinDays,
  });
  if (rate.medianHours === null) return share;
  const typical =
    rate.medianHours < 48
      ? t('jobs.rate.hours', { count: Math.max(1, Math.round(rate.medianHours)) })
      : t('jobs.rate.days', { count: Math.round(rate.medianHours / 24) });
  return t('jobs.rate.withTypical', { share, typical });
}
