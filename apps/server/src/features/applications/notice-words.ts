import type { ApplicationStatus, DecisionReason } from '@shuruaat/contract';
import { createTranslators } from '../../lib/translator';
import en from './locales/en.json';
import hi from './locales/hi.json';

/**
 * What a candidate is told when their application moves, in each language (decision 032). The
 * bell and the email say it in the candidate's language.
 */
export const applicationWords = createTranslators({ en, hi });

/** Each reason's words, as DECISION_REASON_LABELS says them in English. */
export const REASON_IDS: Record<DecisionReason, string> = {
  position_filled: 'applications.reason.positionFilled',
  closer_match: 'applications.reason.closerMatch',
  skills_not_matching: 'applications.reason.skillsNotMatching',
  availability_not_matching: 'applications.reason.availabilityNotMatching',
  location_not_matching: 'applications.reason.locationNotMatching',
  hiring_paused: 'applications.reason.hiringPaused',
  no_response: 'applications.reason.noResponse',
  listing_closed: 'applications.reason.listingClosed',
  listing_removed: 'applications.reason.listingRemoved',
};

type Moved = Exclude<ApplicationStatus, 'rejected' | 'removed'>;

/** A move that is not a decision: its title and its sentence, "… moved your application to …". */
export const MOVED_IDS: Record<Moved, { title: string; body: string }> = {
  applied: { title: 'applications.notice.title.applied', body: 'applications.notice.body.applied' },
  shortlisted: {
    title: 'applications.notice.title.shortlisted',
    body: 'applications.notice.body.shortlisted',
  },
  interview: {
    title: 'applications.notice.title.interview',
    body: 'applications.notice.body.interview',
  },
  hired: { title: 'applications.notice.title.hired', body: 'applications.notice.body.hired' },
  withdrawn: {
    title: 'applications.notice.title.withdrawn',
    body: 'applications.notice.body.withdrawn',
  },
};
