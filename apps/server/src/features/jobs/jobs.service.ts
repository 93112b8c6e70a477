import { randomUUID } from 'node:crypto';
import {
  MAIL_MESSAGES,
  todayInIndia,
  type JobFields,
  type JobStatus,
  type PostedJob,
  type PostJobBody,
  type Job,
  type ListingReview,
  type User,
  SCAM_WARNING_MESSAGES,
  SCREENING_MESSAGES,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import type { CompanyRow } from '../../db/schema/companies';
import type { JobRow, NewJobRow, StoredQuestion } from '../../db/schema/jobs';
import { AppError, notFound } from '../../lib/app-error';
import type { AnswerClosedListing } from '../../lib/listing-closure';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { recordAdminAction } from '../audit/audit.service';
import { toCompanySummary } from '../companies/companies.service';
import { findReviewsByJob, recordScreening, screenListing } from '../screening/screening.service';
import { findUserById } from '../users/users.service';
import { isAcceptingApplications, toJob, toPostedJob } from './job-presenter';
import { jobSlug } from './job-slug';
import * as repo from './jobs.repository';

export type PageRequest = { limit: number; cursor?: string | undefined };
export type Page<T> = { items: T[]; nextCursor: string | null };

const JOB_NOT_FOUND = 'Job not found';

/** Keeps a question's id when its text is unchanged, so edits don't orphan earlier answers. */
function withQuestionIds(questions: JobFields['questions'], previous: StoredQuestion[] = []) {
  return questions.map((q) => ({
    _id: previous.find((p) => p.question === q.question)?._id ?? randomUUID(),
    question: q.question,
    required: q.required,
  }));
}

function toColumns(
  fields: JobFields,
  previous?: StoredQuestion[],
): Omit<NewJobRow, 'id' | 'slug' | 'companyId' | 'status'> {
  return {
    kind: fields.kind,
    title: fields.title,
    description: fields.description,
    category: fields.category,
    skills: fields.skills,
    workMode: fields.workMode,
    cities: fields.cities,
    partTime: fields.partTime,
    openings: fields.openings,
    startDate: fields.startDate,
    durationMonths: fields.kind === 'internship' ? (fields.durationMonths ?? null) : null,
    stipendMin: fields.stipend?.min ?? null,
    stipendMax: fields.stipend?.max ?? null,
    ctcMin: fields.ctc?.min ?? null,
    ctcMax: fields.ctc?.max ?? null,
    ppo: fields.kind === 'internship' && Boolean(fields.ppo),
    adultsOnly: Boolean(fields.adultsOnly),
    perks: fields.perks,
    questions: withQuestionIds(fields.questions, previous),
    applyBy: fields.applyBy,
  };
}

const present = ({ job, company }: repo.JobWithCompany): Job =>
  toJob(job, toCompanySummary(company), todayInIndia());

async function withCounts(db: Db, rows: repo.JobWithCompany[]): Promise<PostedJob[]> {
  const counts = await repo.countApplicants(
    db,
    rows.map((r) => r.job.id),
  );
  const reviews = await findReviewsByJob(
    db,
    rows.map((r) => r.job),
  );
  return rows.map((row) => ({
    ...toPostedJob(present(row), counts.get(row.job.id)),
    review: reviews.get(row.job.id) ?? null,
  }));
}

/** A post or an edit as the employer hears of it: the listing and how screening left it. */
export type ScreenedJob = { job: Job; review: ListingReview | null };

/** The address the company writes from: its contact address, else its owner's sign-in. */
async function companyEmail(db: Db, company: CompanyRow, userId: string): Promise<string | null> {
  if (company.contactEmail) return company.contactEmail;
  return (await findUserById(db, userId))?.email ?? null;
}

/** A listing goes live only from a confirmed email; drafts can be written before. */
/**
 * Who may put a listing in front of students: an admin, or an employer with a confirmed email
 * who is not under review. An employer whose messaging is paused (by the rules or by an admin's
 * suspension, decision 037) cannot post or reopen a listing until an admin lifts the pause.
 */
async function assertMayPublish(db: Db, poster: User): Promise<void> {
  if (poster.role === 'admin') return;
  if (!poster.emailVerified) throw new AppError('FORBIDDEN', MAIL_MESSAGES.verifyToPost);
  if (await repo.isUnderReview(db, poster._id))
    throw new AppError('FORBIDDEN', SCAM_WARNING_MESSAGES.publishingPaused);
}

export async function postJob(
  db: Db,
  company: CompanyRow,
  postedBy: string,
  body: PostJobBody,
  /** Set when an admin posts as the platform: the post is then written to the audit log. */
  auditActorId?: string,
): Promise<ScreenedJob> {
  const id = randomUUID();
  const { status, ...fields } = body;
  if ((status ?? 'active') === 'active') {
    const poster = await findUserById(db, postedBy);
    if (poster) await assertMayPublish(db, poster);
  }
  const place = fields.cities[0] ?? 'remote';
  // An admin posting as the platform is the reviewer; an employer's post is screened (issue 27).
  const screening = auditActorId
    ? null
    : screenListing(
        fields,
        { website: company.website, email: await companyEmail(db, company, postedBy) },
        'clear',
      );
  // An admin's post is never kept without its audit entry, nor a screened one without its screen.
  let review: ListingReview | null = null;
  const job = await withTransaction(db, async (tx) => {
    const inserted = await repo.insertJob(tx, {
      ...toColumns(fields),
      id,
      slug: jobSlug({ title: fields.title, company: company.name, place, id }),
      companyId: company.id,
      postedBy,
      status: status ?? 'active',
      reviewState: screening?.state ?? 'clear',
    });
    if (screening) review = await recordScreening(tx, id, postedBy, 'clear', screening);
    if (auditActorId)
      await recordAdminAction(tx, {
        actorId: auditActorId,
        action: 'job.post',
        targetType: 'job',
        targetId: id,
        before: null,
        after: { title: inserted.title, status: inserted.status, company: company.name },
      });
    return inserted;
  });
  return { job: present({ job, company }), review };
}

/** The job if the caller may manage it: its company's owner, or an admin. Others get 404. */
export async function getManagedJob(
  db: Db,
  jobId: string,
  caller: User,
): Promise<repo.JobWithCompany> {
  const found = isUuid(jobId) ? await repo.findJobWithCompany(db, jobId) : undefined;
  const mayManage = found && (caller.role === 'admin' || found.company.ownerUserId === caller._id);
  if (!found || !mayManage) throw notFound(JOB_NOT_FOUND);
  return found;
}

/** The fields an edit changed, as they were and became; the audit log keeps only those. */
async function auditJobChange(
  tx: Tx,
  caller: User,
  action: 'job.edit' | 'job.status_change',
  before: JobRow,
  after: JobRow,
): Promise<void> {
  const ignored = new Set(['updatedAt', 'createdAt']);
  const keys = (Object.keys(after) as (keyof JobRow)[]).filter(
    (key) => !ignored.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  await recordAdminAction(tx, {
    actorId: caller._id,
    action,
    targetType: 'job',
    targetId: after.id,
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  });
}

/** Edits keep the slug, so links already shared keep working. */
export async function updateJob(
  db: Db,
  jobId: string,
  caller: User,
  fields: JobFields,
): Promise<ScreenedJob> {
  const { job, company } = await getManagedJob(db, jobId, caller);
  const screening =
    caller.role === 'admin'
      ? null
      : screenListing(
          fields,
          { website: company.website, email: await companyEmail(db, company, caller._id) },
          job.reviewState,
        );
  let review: ListingReview | null = null;
  const updated = await withTransaction(db, async (tx) => {
    const row = await repo.updateJobRow(tx, job.id, {
      ...toColumns(fields, job.questions),
      ...(screening ? { reviewState: screening.state } : {}),
    });
    if (screening)
      review = await recordScreening(tx, job.id, caller._id, job.reviewState, screening);
    if (caller.role === 'admin') await auditJobChange(tx, caller, 'job.edit', job, row);
    return row;
  });
  return { job: present({ job: updated, company }), review };
}

/** Who closed it decides what the applicants read: their employer, or Shuruaat. */
const closedBy = (caller: User) => (caller.role === 'admin' ? 'listing_removed' : 'listing_closed');

/** Closing answers everyone still waiting, in the same transaction (`answerClosed`). */
export async function setJobStatus(
  db: Db,
  jobId: string,
  caller: User,
  status: JobStatus,
  answerClosed: AnswerClosedListing,
): Promise<Job> {
  const { job, company } = await getManagedJob(db, jobId, caller);
  if (status === 'active') await assertMayPublish(db, caller);
  if (status === 'active' && job.reviewState === 'rejected') {
    throw new AppError('CONFLICT', SCREENING_MESSAGES.rejectedNoReopen);
  }
  if (status === 'active' && job.applyBy < todayInIndia()) {
    throw new AppError(
      'VALIDATION',
      'The apply-by date has passed. Edit the job and choose a new date before making it active.',
      [{ path: 'applyBy', message: 'Apply-by date has passed' }],
    );
  }
  const updated = await withTransaction(db, async (tx) => {
    const row = await repo.updateJobRow(tx, job.id, { status });
    if (status === 'closed') await answerClosed(tx, job.id, closedBy(caller));
    if (caller.role === 'admin') await auditJobChange(tx, caller, 'job.status_change', job, row);
    return row;
  });
  return present({ job: updated, company });
}

/** A job with applications is closed and hidden, never erased: candidates keep their history. */
export async function deleteJob(
  db: Db,
  jobId: string,
  caller: User,
  answerClosed: AnswerClosedListing,
): Promise<string> {
  const { job } = await getManagedJob(db, jobId, caller);
  const counts = (await repo.countApplicants(db, [job.id])).get(job.id);
  const hasApplications = counts && Object.values(counts).some((n) => n > 0);
  await withTransaction(db, async (tx) => {
    if (hasApplications) {
      // Answered first: a hidden listing is no longer found by its id.
      await answerClosed(tx, job.id, closedBy(caller));
      await repo.updateJobRow(tx, job.id, { status: 'closed', hiddenAt: new Date() });
    } else await repo.deleteJobRow(tx, job.id);
    if (caller.role === 'admin')
      await recordAdminAction(tx, {
        actorId: caller._id,
        action: 'job.delete',
        targetType: 'job',
        targetId: job.id,
        before: { title: job.title, status: job.status },
        after: hasApplications ? { status: 'closed', hidden: true } : null,
      });
  });
  return job.id;
}

/** Anyone may read a published job; drafts only their owner (and admins). */
export async function getJobForViewer(db: Db, jobId: string, viewer: User | null): Promise<Job> {
  const found = isUuid(jobId) ? await repo.findJobWithCompany(db, jobId) : undefined;
  if (!found) throw notFound(JOB_NOT_FOUND);
  const isOwner = viewer && (viewer.role === 'admin' || found.company.ownerUserId === viewer._id);
  // A listing held by screening is no more public than a draft.
  const isPrivate = found.job.status === 'draft' || found.job.reviewState === 'held';
  if (isPrivate && !isOwner) throw notFound(JOB_NOT_FOUND);
  return present(found);
}

async function paged(
  db: Db,
  request: PageRequest,
  load: (page: repo.PageQuery) => Promise<repo.JobWithCompany[]>,
): Promise<{ rows: repo.JobWithCompany[]; nextCursor: string | null }> {
  const rows = await load({ limit: request.limit, cursor: decodeCursor(request.cursor) });
  const page = pageOf(
    rows.map((r) => ({ ...r, createdAt: r.job.createdAt, id: r.job.id })),
    request.limit,
  );
  return { rows: page.rows, nextCursor: page.nextCursor };
}

/** A company's jobs; an employer who has not started a company yet simply has none. */
export async function findCompanyJobs(
  db: Db,
  companyId: string | undefined,
  request: PageRequest,
): Promise<Page<PostedJob>> {
  if (!companyId) return { items: [], nextCursor: null };
  const { rows, nextCursor } = await paged(db, request, (p) =>
    repo.findCompanyJobs(db, companyId, p),
  );
  return { items: await withCounts(db, rows), nextCursor };
}

export async function findOpenJobs(
  db: Db,
  request: PageRequest,
  companyId?: string,
): Promise<Page<Job>> {
  const today = todayInIndia();
  const { rows, nextCursor } = await paged(db, request, (p) =>
    repo.findOpenJobs(db, today, p, companyId),
  );
  return { items: rows.map(present), nextCursor };
}

export async function findAllJobs(
  db: Db,
  status: JobStatus | undefined,
  request: PageRequest,
  q?: string,
): Promise<Page<PostedJob>> {
  const { rows, nextCursor } = await paged(db, request, (p) =>
    repo.findAllJobs(db, status, p, q || undefined),
  );
  return { items: await withCounts(db, rows), nextCursor };
}

/** A job row as the API shows it; for features that read jobs with their own queries. */
export function presentJob(job: JobRow, company: CompanyRow): Job {
  return present({ job, company });
}

export type { JobWithCompany } from './jobs.repository';

/** A listed job with its company (hidden ones are gone for good), whatever its status. */
export function findListedJob(db: Db, jobId: string): Promise<repo.JobWithCompany | undefined> {
  return isUuid(jobId) ? repo.findJobWithCompany(db, jobId) : Promise.resolve(undefined);
}

export function isOpenForApplications(job: JobRow): boolean {
  return isAcceptingApplications(job, todayInIndia());
}
