import {
  ADMIN_MESSAGES,
  AVAILABILITY_KEYS,
  type Applicant,
  type ApplicationEvent,
  type CandidateApplication,
  type JobTerms,
} from '@shuruaat/contract';
import type { ApplicationRow } from '../../db/schema/applications';
import type { CandidateProfileRow } from '../../db/schema/candidates';
import type { JobRow } from '../../db/schema/jobs';
import { toCompanySummary } from '../companies/companies.service';
import type { CandidateApplicationRow, StatusEvent } from './applications.repository';

export function jobTermsOf(job: JobRow): JobTerms {
  return {
    startDate: job.startDate,
    durationMonths: job.durationMonths,
    workMode: job.workMode,
    cities: job.cities as JobTerms['cities'],
    partTime: job.partTime,
  };
}

const timelineOf = (events: StatusEvent[] | undefined): ApplicationEvent[] =>
  (events ?? []).map((event) => ({ status: event.status, at: event.at.toISOString() }));

function resumeOf(application: ApplicationRow, publicId: string | null | undefined) {
  return { publicId: publicId ?? '', version: application.resumeVersion ?? 0 };
}

export function toCandidateApplication(
  { application, job, company }: CandidateApplicationRow,
  events: StatusEvent[] | undefined,
  resumePublicId: string | null,
): CandidateApplication {
  return {
    _id: application.id,
    jobId: job.id,
    candidateId: application.candidateId,
    job: {
      _id: job.id,
      slug: job.slug,
      title: job.title,
      kind: job.kind,
      status: job.status,
      company: toCompanySummary(company),
    },
    status: application.status,
    decisionReason: application.decisionReason ?? null,
    appliedAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    coverLetter: application.coverLetter,
    answers: application.answers,
    availability: application.availability,
    resume: resumeOf(application, resumePublicId),
    timeline: timelineOf(events),
  };
}

export function toApplicant(
  application: ApplicationRow,
  profile: CandidateProfileRow | null,
  events: StatusEvent[] | undefined,
  job: JobRow,
  portfolioHandle?: string,
): Applicant {
  return {
    _id: application.id,
    userId: application.candidateId,
    status: application.status,
    decisionReason: application.decisionReason ?? null,
    // Applying needs a profile, so an applicant without one has had their account erased.
    fullName: profile ? profile.fullName : ADMIN_MESSAGES.deletedAccountName,
    college: profile?.college ?? '',
    degree: profile?.degree ?? '',
    graduationYear: profile?.graduationYear ?? null,
    skills: profile?.skills ?? [],
    city: profile?.city ?? '',
    coverLetter: application.coverLetter,
    answers: application.answers,
    availability: application.availability,
    mismatches: AVAILABILITY_KEYS.filter((key) => !application.availability[key]),
    jobTerms: application.jobTerms ?? jobTermsOf(job),
    resume: resumeOf(application, profile?.resumePublicId),
    appliedAt: application.createdAt.toISOString(),
    timeline: timelineOf(events),
    portfolioHandle: portfolioHandle ?? null,
  };
}
