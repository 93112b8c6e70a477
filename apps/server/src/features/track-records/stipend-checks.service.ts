import {
  STIPEND_MESSAGES,
  type EmployerStipendResponseBody,
  type Language,
  type StipendAnswer,
  type StipendAnswerBody,
  type StipendCheck,
  type StipendCheckMessageResponse,
  type StipendChecksResponse,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { createTranslators } from '../../lib/translator';
import { composeEmail, emailStatusChanges, enqueueMail, siteUrl } from '../mail/mail.service';
import { notify, noticesForBell } from '../notifications/notifications.service';
import { findUserById, languageOf } from '../users/users.service';
import en from './locales/en.json';
import hi from './locales/hi.json';
import * as repo from './stipend-checks.repository';
import { toStipendCheck } from './stipend-check-presenter';

export const INTERN_PAGE = '/user/dashboard/stipend-checks';
export const EMPLOYER_PAGE = '/employer/dashboard/stipend-checks';

/** The questions' words in each language (decision 032): each notice and email in its reader's. */
const words = createTranslators({ en, hi });

/**
 * Asks every hired intern whose internship has ended, once: the bell and an email, written in
 * the transaction that creates the question, so both go out if and only if it was created.
 */
export async function askDueInterns(db: Db, now: Date): Promise<number> {
  return withTransaction(db, async (tx) => {
    const asked = await repo.insertDueChecks(tx, now);
    const notices = asked.map((row) => ({
      userId: row.candidate_id,
      link: INTERN_PAGE,
      wordsIn: (language: Language) => {
        const t = words[language];
        const about = { jobTitle: row.job_title, companyName: row.company_name };
        return {
          title: t('track-records.ask.title', about),
          body: t('track-records.ask.body', about),
          actionLabel: t('track-records.ask.action'),
        };
      },
    }));
    await notify(tx, await noticesForBell(tx, notices));
    await emailStatusChanges(tx, notices);
    return asked.length;
  });
}

/** Test-only (the journeys): ends the internships of a listing's hires, then asks as the job does. */
export async function endInternshipsOf(db: Db, jobId: string | null, now: Date): Promise<number> {
  if (jobId) await repo.backdateHires(db, jobId);
  return askDueInterns(db, now);
}

const ANSWER_IDS: Record<StipendAnswer, string> = {
  yes: 'track-records.unpaid.body.yes',
  partly: 'track-records.unpaid.body.partly',
  no: 'track-records.unpaid.body.no',
};

export async function answerStipendCheck(
  db: Db,
  caller: User,
  id: string,
  body: StipendAnswerBody,
  now: Date,
): Promise<StipendCheckMessageResponse> {
  if (!isUuid(id)) throw notFound(STIPEND_MESSAGES.notFound);
  await withTransaction(db, async (tx) => {
    const saved = await repo.recordAnswer(tx, id, caller._id, {
      answer: body.answer,
      note: body.note ?? '',
      at: now,
    });
    const check = await repo.findCheck(tx, id);
    if (!check || check.candidate_id !== caller._id) throw notFound(STIPEND_MESSAGES.notFound);
    if (!saved) throw new AppError('CONFLICT', STIPEND_MESSAGES.alreadyAnswered);
    if (body.answer !== 'yes' && check.owner_user_id) {
      await tellEmployer(tx, check, check.owner_user_id, body.answer);
    }
  });
  return { message: STIPEND_MESSAGES.answered, stipendCheck: await presentCheck(db, id) };
}

/** "Partly" or "no" reaches the company: the bell and an email, always (it is about them). */
async function tellEmployer(tx: Db, check: repo.CheckRow, ownerId: string, answer: StipendAnswer) {
  const wordsIn = (language: Language) => {
    const t = words[language];
    const intern = check.intern_name || t('track-records.unpaid.anIntern');
    return {
      title: t('track-records.unpaid.subject', { jobTitle: check.job_title }),
      body: t(ANSWER_IDS[answer], { intern }),
    };
  };
  const notice = { userId: ownerId, link: EMPLOYER_PAGE, aboutUserIds: [check.candidate_id] };
  await notify(tx, await noticesForBell(tx, [{ ...notice, wordsIn }]));
  const employer = await findUserById(tx, ownerId);
  if (!employer) return;
  const language = await languageOf(tx, employer._id);
  const t = words[language];
  const { title, body } = wordsIn(language);
  await enqueueMail(tx, {
    to: employer.email,
    userId: employer._id,
    kind: 'stipend_unpaid',
    about: [check.candidate_id],
    subject: title,
    ...composeEmail({
      language,
      greeting: t('track-records.greeting', { name: employer.profile.displayName }),
      paragraphs: [
        body,
        check.note ? t('track-records.unpaid.note', { note: check.note }) : '',
      ].filter(Boolean),
      action: { label: t('track-records.unpaid.action'), url: siteUrl(EMPLOYER_PAGE) },
    }),
  });
}

export async function respondToStipendAnswer(
  db: Db,
  caller: User,
  id: string,
  body: EmployerStipendResponseBody,
  now: Date,
): Promise<StipendCheckMessageResponse> {
  if (!isUuid(id)) throw notFound(STIPEND_MESSAGES.notFound);
  const saved = await repo.recordResponse(db, id, caller._id, { text: body.response, at: now });
  if (!saved) {
    const check = await repo.findCheck(db, id);
    if (!check || check.owner_user_id !== caller._id) throw notFound(STIPEND_MESSAGES.notFound);
    if (check.answer !== 'partly' && check.answer !== 'no') {
      throw new AppError('CONFLICT', STIPEND_MESSAGES.notRespondable);
    }
    throw new AppError('CONFLICT', STIPEND_MESSAGES.alreadyResponded);
  }
  return { message: STIPEND_MESSAGES.responded, stipendCheck: await presentCheck(db, id) };
}

async function presentCheck(db: Db, id: string): Promise<StipendCheck> {
  const row = await repo.findCheck(db, id);
  if (!row) throw notFound(STIPEND_MESSAGES.notFound);
  return toStipendCheck(row);
}

type PageRequest = { limit: number; cursor?: string | undefined };

function page(rows: repo.CheckRow[], limit: number, time: (r: repo.CheckRow) => Date | string) {
  const keyed = rows.map((row) => ({ row, id: row.id, createdAt: new Date(time(row)) }));
  const { rows: shown, nextCursor } = pageOf(keyed, limit);
  return { stipendChecks: shown.map((k) => toStipendCheck(k.row)), nextCursor };
}

export async function listInternChecks(
  db: Db,
  caller: User,
  request: PageRequest,
): Promise<StipendChecksResponse> {
  const cursor = decodeCursor(request.cursor);
  const rows = await repo.findChecksOfCandidate(db, caller._id, { limit: request.limit, cursor });
  return page(rows, request.limit, (r) => r.asked_at);
}

/** A company's own "partly" and "no" answers, or (owner null) every one: the admin queue. */
export async function listUnpaidAnswers(
  db: Db,
  ownerUserId: string | null,
  request: PageRequest,
): Promise<StipendChecksResponse> {
  const cursor = decodeCursor(request.cursor);
  const rows = await repo.findUnpaidAnswers(db, ownerUserId, { limit: request.limit, cursor });
  return page(rows, request.limit, (r) => r.answered_at ?? r.asked_at);
}
