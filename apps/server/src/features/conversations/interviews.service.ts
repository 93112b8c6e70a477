import {
  minutesText,
  istMomentText,
  CONVERSATION_MESSAGES,
  dashboardPathFor,
  type Interview,
  type Language,
  type RespondInterviewBodySchema,
  type ScheduleInterviewBodySchema,
  type User,
} from '@shuruaat/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { InterviewRow } from '../../db/schema/conversations';
import { withTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { createTranslators } from '../../lib/translator';
import { recordStatus } from '../applications/applications.service';
import { emailStatusChanges } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { languageOf } from '../users/users.service';
import { answerNotice, invitationNotice } from './interview-notices';
import { toInterview } from './conversation-presenter';
import * as repo from './conversations.repository';
import { calendarFile } from './ics';
import type { LiveHub } from './live-hub';
import en from './locales/en.json';
import hi from './locales/hi.json';
import { assertMaySend, getParty, type Party } from './parties';

/** The invitation's and the calendar file's words in each language (decision 032). */
const words = createTranslators({ en, hi });

type Schedule = z.output<typeof ScheduleInterviewBodySchema>;
type Respond = z.output<typeof RespondInterviewBodySchema>;

const IST_OFFSET = '+05:30';

/** The instant an IST date and time name, or undefined for a day the calendar lacks (31 Feb). */
export function istInstant(date: string, time: string): Date | undefined {
  const instant = new Date(`${date}T${time}:00${IST_OFFSET}`);
  if (Number.isNaN(instant.getTime())) return undefined;
  const back = new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return back === date ? instant : undefined;
}

const conversationLink = (role: 'candidate' | 'employer', applicationId: string) =>
  `${dashboardPathFor(role)}/messages/${applicationId}`;

function tellBoth(live: LiveHub, party: Party): void {
  const applicationId = party.application.id;
  const event = { type: 'interview' as const, applicationId };
  live.publish([
    { userId: party.application.candidateId, event },
    ...(party.company.ownerUserId ? [{ userId: party.company.ownerUserId, event }] : []),
  ]);
}

export async function scheduleInterview(
  db: Db,
  live: LiveHub,
  caller: User,
  applicationId: string,
  input: Schedule,
): Promise<Interview> {
  const party = await getParty(db, caller, applicationId);
  if (!party.isEmployer) throw forbidden('Only the employer schedules interviews.');
  await assertMaySend(db, party);
  const startsAt = istInstant(input.date, input.time);
  if (!startsAt)
    throw new AppError('VALIDATION', 'That date does not exist', [
      { path: 'date', message: 'Not a date' },
    ]);
  if (startsAt.getTime() <= Date.now()) {
    throw new AppError('VALIDATION', CONVERSATION_MESSAGES.interviewInPast, [
      { path: 'date', message: CONVERSATION_MESSAGES.interviewInPast },
    ]);
  }
  const row = await withTransaction(db, async (tx) => {
    await repo.cancelOpenInterviews(tx, party.application.id);
    // The application's timeline shows the interview stage from the first invitation.
    if (party.application.status === 'applied' || party.application.status === 'shortlisted') {
      await recordStatus(tx, [party.application.id], 'interview', caller._id);
    }
    const saved = await repo.insertInterview(tx, {
      applicationId: party.application.id,
      startsAt,
      durationMinutes: input.durationMinutes,
      mode: input.mode,
      location: input.location,
      notes: input.notes,
    });
    const about = { jobTitle: party.job.title, companyName: party.company.name };
    const invitation = {
      userId: party.application.candidateId,
      link: conversationLink('candidate', party.application.id),
      kind: 'interview_invitation',
      // The time in the reader's own words, in IST: an email is read wherever its reader is.
      wordsIn: (language: Language) => {
        const t = words[language];
        return {
          title: t('conversations.invite.title', about),
          body: t('conversations.invite.body', {
            ...about,
            when: istMomentText(startsAt, language),
          }),
          actionLabel: t('conversations.invite.action'),
        };
      },
    };
    // The bell in the reader's saved language (interview-notices.ts), and the email likewise.
    await notify(tx, [await invitationNotice(tx, party, startsAt)]);
    await emailStatusChanges(tx, [invitation]);
    return saved;
  });
  tellBoth(live, party);
  return toInterview(row);
}

async function getInterviewOf(db: Db, caller: User, interviewId: string) {
  const row = isUuid(interviewId) ? await repo.findInterview(db, interviewId) : undefined;
  if (!row) throw notFound(CONVERSATION_MESSAGES.interviewNotFound);
  const party = await getParty(db, caller, row.applicationId).catch(() => {
    throw notFound(CONVERSATION_MESSAGES.interviewNotFound);
  });
  return { row, party };
}

export async function respondToInterview(
  db: Db,
  live: LiveHub,
  caller: User,
  interviewId: string,
  input: Respond,
): Promise<{ message: string; interview: Interview }> {
  const { row, party } = await getInterviewOf(db, caller, interviewId);
  if (party.isEmployer) throw forbidden('Only the candidate answers an interview invitation.');
  if (row.status === 'cancelled')
    throw new AppError('CONFLICT', CONVERSATION_MESSAGES.interviewClosed);
  const accept = input.answer === 'accept';
  const saved = await withTransaction(db, async (tx) => {
    const updated = await repo.updateInterview(tx, row.id, {
      status: accept ? 'accepted' : 'reschedule_requested',
      candidateNote: input.note,
    });
    const employerId = party.company.ownerUserId;
    if (employerId) {
      const answer = { employerId, accept, note: input.note, startsAt: row.startsAt };
      await notify(tx, [await answerNotice(tx, party, answer)]);
    }
    return updated;
  });
  tellBoth(live, party);
  const message = accept
    ? CONVERSATION_MESSAGES.interviewAccepted
    : CONVERSATION_MESSAGES.interviewRescheduleAsked;
  return { message, interview: toInterview(saved) };
}

const ICS_STATUS = {
  proposed: 'TENTATIVE',
  reschedule_requested: 'TENTATIVE',
  accepted: 'CONFIRMED',
  cancelled: 'CANCELLED',
} as const;

function describe(row: InterviewRow, party: Party, language: Language): string {
  const t = words[language];
  const location = { location: row.location };
  const lines = [
    t('conversations.ics.about', {
      jobTitle: party.job.title,
      companyName: party.company.name,
      candidateName: party.candidate.fullName || party.candidate.displayName,
    }),
    t('conversations.ics.when', {
      when: istMomentText(row.startsAt, language),
      duration: minutesText(row.durationMinutes, language),
    }),
    t(row.mode === 'online' ? 'conversations.ics.online' : 'conversations.ics.address', location),
  ];
  if (row.notes) lines.push(t('conversations.ics.notes', { notes: row.notes }));
  return lines.join('\n');
}

/** The interview as a calendar file, for either party. */
export async function interviewCalendar(
  db: Db,
  caller: User,
  interviewId: string,
): Promise<{ fileName: string; content: string }> {
  const { row, party } = await getInterviewOf(db, caller, interviewId);
  // Either party downloads it: the words are the downloader's language.
  const language = await languageOf(db, caller._id);
  const online = row.mode === 'online' && /^https?:\/\//i.test(row.location);
  const content = calendarFile({
    uid: `${row.id}@shuruaat`,
    sequence: row.sequence,
    status: ICS_STATUS[row.status],
    start: row.startsAt,
    end: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000),
    stamp: row.updatedAt,
    summary: words[language]('conversations.ics.summary', {
      jobTitle: party.job.title,
      companyName: party.company.name,
    }),
    location: row.location,
    description: describe(row, party, language),
    url: online ? row.location : undefined,
  });
  return { fileName: `interview-${row.id.slice(0, 8)}.ics`, content };
}
