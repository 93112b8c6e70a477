import { countOf, TRACK_RECORD, type TrackRecord } from '@shuruaat/contract';

/**
 * The words of an employer's track record (issue 27), in one place for the job cards, the job
 * page and the company page. A figure the record leaves null (too little data) is not shown:
 * never a 0 % made of two applications.
 */
export const TRACK_RECORD_TEXT = {
  heading: 'Track record on Shuruaat',
  isNew: 'New on Shuruaat',
  isNewDetail: `Too little has happened here yet to show a fair record: figures appear after ${TRACK_RECORD.minimumApplications} applications older than ${TRACK_RECORD.graceDays} days, a first hire, or ${TRACK_RECORD.minimumStipendAnswers} interns’ answers about their stipend.`,
  howCounted: `Counted by Shuruaat, not written by the employer. Applications are counted once they are ${TRACK_RECORD.graceDays} days old; an answer is the employer moving an application on (shortlist, interview, hire or a reason for not selecting) or closing the listing with a reason. Shuruaat’s own answers after 30 days of silence do not count.`,
  seeRecord: (name: string) => `See ${name}’s track record`,
} as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

function daysText(days: number): string {
  if (days < 1) return 'usually within a day';
  return `usually in ${countOf(Math.round(days), 'day')}`;
}

/** The record as short facts, each a sentence fragment a card can list. */
export function trackRecordFacts(record: TrackRecord): string[] {
  const facts: string[] = [];
  if (record.answeredShare !== null) {
    const days =
      record.medianDaysToAnswer !== null ? `, ${daysText(record.medianDaysToAnswer)}` : '';
    facts.push(`Answers ${percent(record.answeredShare)} of applicants${days}`);
  }
  if (record.hires > 0) facts.push(`${countOf(record.hires, 'hire')} made here`);
  if (record.stipend) {
    facts.push(
      `${record.stipend.paidAsListed} of ${countOf(record.stipend.answers, 'intern')} confirmed the stipend was paid as listed`,
    );
  }
  return facts;
}
