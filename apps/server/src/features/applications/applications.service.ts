import {
  APPLY_MESSAGES,
  CANDIDATE_FIELD_LABELS,
  CANDIDATE_MESSAGES,
  todayInIndia,
  type AnsweredQuestion,
  type ApplyBody,
  type ApplicationStatus,
  type CandidateApplication,
  type CandidateApplicationsResponse,
  type ErrorDetail,
  type JobsForYouResponse,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { StoredQuestion } from '../../db/schema/jobs';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  currentResumeVersion,
  ageBarToApplying,
  findProfileRow,
  missingProfileFields,
} from '../candidates/candidates.service';
import { findListedJob, isOpenForApplications, presentJob } from '../jobs/jobs.service';
import { emailApplicationSent, emailNewApplication, emailWithdrawal } from '../mail/mail.service';
import { notify, noticesForBell, wordsFrom } from '../notifications/notifications.service';
import { hasPublishedPortfolio, shareWithApplication } from '../portfolio/portfolio.service';
import { jobTermsOf, toCandidateApplication } from './application-presenter';
import * as repo from './applications.repository';
import { applicationWords } from './notice-words';
import { recordStatus } from './status-history';

// The feature's one public door: the employer's side of applications lives in pipeline.service.
export {
  bulkSetApplicantStatus,
  employerResumeGrant,
  listApplicants,
  removeApplicant,
  setApplicantStatus,
} from './pipeline.service';
export { recordStatus } from './status-history';
export { answerClosedListing } from './listing-closure';

const NOT_APPLIED = 'You have not applied to this job';
const PORTFOLIO_NOT_PUBLISHED =
  'Publish your project portfolio before sending it with an application';
const ACTIVE: ApplicationStatus[] = ['applied', 'shortlisted', 'interview'];

/** Pairs each answer with its question as worded now; required questions must be answered. */
function answerQuestions(questions: StoredQuestion[], body: ApplyBody): AnsweredQuestion[] {
  const given = new Map(body.answers.map((a) => [a.questionId, a.answer.trim()]));
  const details: ErrorDetail[] = [];
  for (const questionId of given.keys()) {
    if (!questions.some((q) => q._id === questionId)) {
      details.push({ path: `answers.${questionId}`, message: 'This job has no such question' });
    }
  }
  for (const q of questions) {
    if (q.required && !given.get(q._id)) {
      details.push({ path: `answers.${q._id}`, message: 'Answer this question to apply' });
    }
  }
  if (details.length > 0) {
    throw new AppError('VALIDATION', 'Answer every required question before applying.', details);
  }
  return questions.map((q) => ({
    questionId: q._id,
    question: q.question,
    required: q.required,
    answer: given.get(q._id) ?? '',
  }));
}

const alreadyApplied = () => new AppError('CONFLICT', APPLY_MESSAGES.alreadyApplied);

/** The candidate is the caller; the application keeps the questions and resume as sent. */
export async function apply(db: Db, caller: User, jobId: string, body: ApplyBody): Promise<string> {
  if (body.candidateId !== caller._id) {
    throw forbidden(APPLY_MESSAGES.onlyYourself);
  }
  const found = await findListedJob(db, jobId);
  if (!found || found.job.status === 'draft') throw notFound(APPLY_MESSAGES.jobNotFound);
  if (!isOpenForApplications(found.job)) {
    throw new AppError('VALIDATION', APPLY_MESSAGES.closed);
  }
  if (await repo.findApplication(db, found.job.id, caller._id)) throw alreadyApplied();
  const profile = await findProfileRow(db, caller._id);
  const ageBar = ageBarToApplying(profile, found.job.adultsOnly);
  if (ageBar) throw forbidden(ageBar);
  const missing = missingProfileFields(profile);
  if (missing.length > 0) {
    const names = missing.map((field) => CANDIDATE_FIELD_LABELS[field]).join(', ');
    throw new AppError(
      'VALIDATION',
      APPLY_MESSAGES.profileFirst(names),
      missing.map((field) => ({
        path: `profile.${field}`,
        message: APPLY_MESSAGES.requiredBeforeApplying,
      })),
    );
  }
  const resumeVersion = await currentResumeVersion(db, caller._id);
  if (resumeVersion === 0) {
    throw new AppError('VALIDATION', APPLY_MESSAGES.resumeFirst, [
      { path: 'resume', message: APPLY_MESSAGES.requiredBeforeApplying },
    ]);
  }
  const answers = answerQuestions(found.job.questions, body);
  if (body.includePortfolio && !(await hasPublishedPortfolio(db, caller._id))) {
    throw new AppError('VALIDATION', PORTFOLIO_NOT_PUBLISHED, [
      { path: 'includePortfolio', message: PORTFOLIO_NOT_PUBLISHED },
    ]);
  }
  try {
    // The application and the first entry on its timeline, together or not at all.
    await withTransaction(db, async (tx) => {
      const inserted = await repo.insertApplication(tx, {
        jobId: found.job.id,
        candidateId: caller._id,
        coverLetter: body.coverLetter,
        answers,
        availability: body.availability,
        jobTerms: jobTermsOf(found.job),
        resumeVersion,
      });
      await repo.insertEvents(tx, [
        {
          applicationId: inserted.id,
          status: inserted.status,
          actorUserId: inserted.candidateId,
          at: inserted.createdAt,
        },
      ]);
      if (body.includePortfolio) await shareWithApplication(tx, inserted.id);
      await tellEmployer(tx, found, {
        id: caller._id,
        name: profile?.fullName || caller.profile.displayName,
      });
      await emailApplicationSent(tx, {
        candidateUserId: caller._id,
        jobTitle: found.job.title,
        companyName: found.company.name,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyApplied();
    throw error;
  }
  return CANDIDATE_MESSAGES.applied;
}

/** The employer hears of a new application in the bell, and by email as they chose. */
async function tellEmployer(
  tx: Db,
  { job, company }: NonNullable<Awaited<ReturnType<typeof findListedJob>>>,
  candidate: { id: string; name: string },
): Promise<void> {
  if (!company.ownerUserId) return;
  const about = { jobTitle: job.title, candidateName: candidate.name };
  const notice = {
    userId: company.ownerUserId,
    link: `/employer/dashboard/jobs/${job.id}/applicants`,
    aboutUserIds: [candidate.id],
    wordsIn: wordsFrom(
      applicationWords,
      'applications.newApplicant.title',
      'applications.newApplicant.body',
      about,
    ),
  };
  await notify(tx, await noticesForBell(tx, [notice]));
  await emailNewApplication(tx, {
    employerUserId: company.ownerUserId,
    jobId: job.id,
    jobTitle: job.title,
    candidateId: candidate.id,
    candidateName: candidate.name,
  });
}

/** Withdrawal is final: the application stays on record as withdrawn. */
export async function withdraw(
  db: Db,
  caller: User,
  jobId: string,
  candidateId: string,
): Promise<string> {
  if (candidateId !== caller._id) throw forbidden('You can only withdraw your own applications.');
  const application = isUuid(jobId) ? await repo.findApplication(db, jobId, caller._id) : undefined;
  if (!application) throw notFound(NOT_APPLIED);
  if (!ACTIVE.includes(application.status)) {
    throw new AppError(
      'CONFLICT',
      application.status === 'withdrawn'
        ? 'You have already withdrawn this application.'
        : 'This application is already decided and can no longer be withdrawn.',
    );
  }
  const found = await findListedJob(db, application.jobId);
  await withTransaction(db, async (tx) => {
    await recordStatus(tx, [application.id], 'withdrawn', caller._id);
    if (found) {
      await emailWithdrawal(tx, {
        candidateUserId: caller._id,
        jobTitle: found.job.title,
        companyName: found.company.name,
      });
    }
  });
  return CANDIDATE_MESSAGES.withdrawn;
}

async function present(
  db: Db,
  candidateId: string,
  rows: repo.CandidateApplicationRow[],
): Promise<CandidateApplication[]> {
  const events = await repo.findEvents(
    db,
    rows.map((r) => r.application.id),
  );
  const publicId = (await findProfileRow(db, candidateId))?.resumePublicId ?? null;
  return rows.map((row) => toCandidateApplication(row, events.get(row.application.id), publicId));
}

export async function listMyApplications(
  db: Db,
  caller: User,
  query: { status?: ApplicationStatus[] | undefined; limit: number; cursor?: string | undefined },
): Promise<CandidateApplicationsResponse> {
  const rows = await repo.findCandidateApplications(db, caller._id, query.status, {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = pageOf(
    rows.map((r) => ({ ...r, createdAt: r.application.createdAt, id: r.application.id })),
    query.limit,
  );
  return {
    applications: await present(db, caller._id, page.rows),
    counts: await repo.countCandidateApplications(db, caller._id),
    nextCursor: page.nextCursor,
  };
}

export async function findMyApplication(
  db: Db,
  caller: User,
  jobId: string,
): Promise<CandidateApplication | null> {
  const row = isUuid(jobId)
    ? await repo.findCandidateApplication(db, caller._id, jobId)
    : undefined;
  if (!row) return null;
  const [application] = await present(db, caller._id, [row]);
  return application ?? null;
}

const offsetCursor = {
  encode: (offset: number) => Buffer.from(String(offset)).toString('base64url'),
  decode: (cursor: string | undefined): number => {
    if (!cursor) return 0;
    const offset = Number(Buffer.from(cursor, 'base64url').toString());
    if (!Number.isInteger(offset) || offset < 0 || offset > 10_000) {
      throw new AppError('VALIDATION', 'This page link is no longer valid.', [
        { path: 'cursor', message: 'Invalid cursor' },
      ]);
    }
    return offset;
  },
};

/** Ranked by fit, so pages are by position: a ranking has no stable key to continue after. */
export async function jobsForYou(
  db: Db,
  caller: User,
  request: { limit: number; cursor?: string | undefined },
): Promise<JobsForYouResponse> {
  const profile = await findProfileRow(db, caller._id);
  const skillsLower = profile?.skillsLower ?? [];
  const cities = profile?.preferredCities ?? [];
  const workMode = profile?.preferredWorkMode ?? '';
  if (skillsLower.length === 0 && cities.length === 0 && workMode === '') {
    return { jobs: [], nextCursor: null };
  }
  const offset = offsetCursor.decode(request.cursor);
  const rows = await repo.findMatchingJobs(db, {
    candidateId: caller._id,
    skillsLower,
    cities,
    workMode,
    today: todayInIndia(),
    limit: request.limit,
    offset,
  });
  const skillSet = new Set(skillsLower);
  return {
    jobs: rows.slice(0, request.limit).map((row) => ({
      ...presentJob(row.job, row.company),
      matchedSkills: row.job.skills.filter((skill) => skillSet.has(skill.toLowerCase())),
      cityMatch: row.cityMatch,
      workModeMatch: row.workModeMatch,
    })),
    nextCursor: rows.length > request.limit ? offsetCursor.encode(offset + request.limit) : null,
  };
}
