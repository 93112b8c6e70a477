import {
  STIPEND_MESSAGES,
  type EmployerStipendResponseBody,
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
import { composeEmail, emailStatusChanges, enqueueMail, siteUrl } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { findUserById } from '../users/users.service';
import * as repo from './stipend-checks.repository';
import { toStipendCheck } from './stipend-check-presenter';

export const INTERN_PAGE = '/user/dashboard/stipend-checks';
export const EMPLOYER_PAGE = '/employer/dashboard/stipend-checks';

/**
 * Asks every hired intern whose internship has ended, once: the bell and an email, written in
 * the transaction that creates the question, so both go out if and only if it was created.
 */
export async function askDueInterns(db: Db, now: Date): Promise<number> {
  return withTransaction(db, async (tx) => {
    const asked = await repo.insertDueChecks(tx, now);
    const notices = asked.map((row) => ({
      userId: row.candidate_id,
      title: `${STIPEND_MESSAGES.question} ${row.job_title} at ${row.company_name}`,
      body: `Your internship at ${row.company_name} has ended. Tell students who apply there next whether the stipend was paid as the listing said: yes, partly or no. If it was not, Shuruaat’s reviewers will look into it.`,
      link: INTERN_PAGE,
    }));
    await notify(tx, notices);
    await emailStatusChanges(
      tx,
      notices.map((n) => ({ ...n, actionLabel: 'Answer in one tap' })),
    );
    return asked.length;
  });
}

/** Test-only (the journeys): ends the internships of a listing's hires, then asks as the job does. */
export async function endInternshipsOf(db: Db, jobId: string | null, now: Date): Promise<number> {
  if (jobId) await repo.backdateHires(db, jobId);
  return askDueInterns(db, now);
}

const ANSWER_WORDS: Record<StipendAnswer, string> = {
  yes: 'was paid as listed',
  partly: 'was paid only partly as listed',
  no: 'was not paid as listed',
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
  const intern = check.intern_name || 'An intern';
  const title = `Stipend question: ${check.job_title}`;
  const body = `${intern} said their stipend ${ANSWER_WORDS[answer]}. Shuruaat’s reviewers will look into it; you can respond with your side, and they will read it beside the answer.`;
  await notify(tx, [
    { userId: ownerId, title, body, link: EMPLOYER_PAGE, aboutUserIds: [check.candidate_id] },
  ]);
  const employer = await findUserById(tx, ownerId);
  if (!employer) return;
  await enqueueMail(tx, {
    to: employer.email,
    userId: employer._id,
    kind: 'stipend_unpaid',
    about: [check.candidate_id],
    subject: title,
    ...composeEmail({
      greeting: `Hello ${employer.profile.displayName},`,
      paragraphs: [body, check.note ? `Their note: “${check.note}”` : ''].filter(Boolean),
      action: { label: 'Respond', url: siteUrl(EMPLOYER_PAGE) },
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
