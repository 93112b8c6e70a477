import {
  SUBMISSION_MESSAGES,
  type ContactBody,
  type EnquiryBody,
  type ProgramApplication,
  type ProgramApplicationBody,
  type Submission,
  type SubmissionsFilter,
  type SubmissionsResponse,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db-errors';
import { listResumeVersions } from '../candidates/candidates.service';
import * as repo from './submissions.repository';
import { toProgramApplication, toSubmission } from './submission-presenter';

/** A filled honeypot means a bot: answered like a success, stored nowhere. */
const isBot = (body: { website?: string | undefined }) => Boolean(body.website?.trim());

export async function sendContact(db: Db, body: ContactBody, userId: string | null) {
  if (isBot(body)) return;
  await repo.insertSubmission(db, {
    kind: 'contact',
    name: body.name,
    email: body.email,
    mobile: body.mobile ?? '',
    message: body.message,
    details: { topic: body.topic },
    userId,
  });
}

export async function sendEnquiry(db: Db, body: EnquiryBody, userId: string | null) {
  if (isBot(body)) return;
  const details = { service: body.service, organisation: body.organisation };
  await repo.insertSubmission(db, {
    kind: body.service === 'corporate-training' ? 'corporate-enquiry' : 'services-enquiry',
    name: body.name,
    email: body.email,
    mobile: body.mobile ?? '',
    message: body.message,
    details: body.teamSize ? { ...details, teamSize: body.teamSize } : details,
    userId,
  });
}

/** A suspicious offer a visitor of "Is this offer real?" chose to send us (issue 27). */
export async function sendOfferReport(
  db: Db,
  report: {
    text: string;
    source: string;
    website?: string | undefined;
    flagTitles: string[];
    userId: string | null;
  },
) {
  if (isBot(report)) return;
  await repo.insertSubmission(db, {
    kind: 'offer-report',
    name: '',
    email: '',
    message: report.text,
    details: { source: report.source, flags: report.flagTitles },
    userId: report.userId,
  });
}

async function currentResume(db: Db, candidateId: string) {
  const current = (await listResumeVersions(db, candidateId)).find((v) => v.isCurrent);
  if (!current) {
    throw new AppError('VALIDATION', SUBMISSION_MESSAGES.noResume, [
      { path: 'attachResume', message: SUBMISSION_MESSAGES.noResume },
    ]);
  }
  return current;
}

/** One application per candidate per program; the resume is the version current at sending. */
export async function applyToProgram(
  db: Db,
  candidate: User,
  body: ProgramApplicationBody,
): Promise<ProgramApplication> {
  const resume = body.attachResume ? await currentResume(db, candidate._id) : undefined;
  try {
    const row = await repo.insertSubmission(db, {
      kind: 'program-application',
      name: candidate.profile.displayName,
      email: candidate.email,
      message: body.whyYou,
      details: {
        program: body.program,
        track: body.track,
        college: body.college,
        graduationYear: body.graduationYear,
        skills: body.skills,
      },
      userId: candidate._id,
      program: body.program,
      resumePublicId: resume?.publicId ?? null,
      resumeVersion: resume?.version ?? null,
    });
    return toProgramApplication(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', SUBMISSION_MESSAGES.alreadyApplied);
    throw error;
  }
}

export async function listProgramApplications(
  db: Db,
  candidateId: string,
): Promise<ProgramApplication[]> {
  return (await repo.findProgramApplications(db, candidateId)).map(toProgramApplication);
}

export async function listSubmissions(
  db: Db,
  query: SubmissionsFilter,
): Promise<SubmissionsResponse> {
  const rows = await repo.findSubmissions(db, {
    kind: query.kind,
    handled: query.handled === undefined ? undefined : query.handled === 'true',
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = pageOf(rows, query.limit);
  return { submissions: page.rows.map(toSubmission), nextCursor: page.nextCursor };
}

export async function getSubmission(db: Db, id: string): Promise<Submission> {
  const row = isUuid(id) ? await repo.findSubmission(db, id) : undefined;
  if (!row) throw notFound(SUBMISSION_MESSAGES.notFound);
  return toSubmission(row);
}

export async function setHandled(
  db: Db,
  id: string,
  admin: User,
  handled: boolean,
): Promise<Submission> {
  const row = isUuid(id) ? await repo.setHandled(db, id, handled ? admin._id : null) : undefined;
  if (!row) throw notFound(SUBMISSION_MESSAGES.notFound);
  return toSubmission(row);
}
