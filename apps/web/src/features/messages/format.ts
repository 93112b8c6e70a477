import type { InterviewMode, InterviewStatus } from '@shuruaat/contract';
import { weekdayMomentText } from '@/lib/format';

/** Interview times are always shown in IST, as the employer set them. */
export const interviewWhen = (iso: string) => `${weekdayMomentText(iso)} IST`;

/** The words of each interview status and mode (messages catalogue). */
export const INTERVIEW_STATUS_IDS: Record<InterviewStatus, string> = {
  proposed: 'messages.interview.status.proposed',
  accepted: 'messages.interview.status.accepted',
  reschedule_requested: 'messages.interview.status.reschedule_requested',
  cancelled: 'messages.interview.status.cancelled',
};
export const INTERVIEW_MODE_IDS: Record<InterviewMode, string> = {
  online: 'messages.interview.mode.online',
  in_person: 'messages.interview.mode.in_person',
};

export type TextPart = { text: string; href?: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * Splits a message into plain text and links. Only http(s) addresses become links, so a
 * `javascript:` URL stays text; React escapes everything else.
 */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

export const MESSAGES_PATHS = {
  candidate: '/user/dashboard/messages',
  employer: '/employer/dashboard/messages',
} as const;
