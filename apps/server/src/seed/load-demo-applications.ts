import type { ApplicationStatus, Job, User } from '@shuruaat/contract';
import type { Db } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import { simplePdf } from '../lib/simple-pdf';
import {
  getCandidateProfile,
  openResume,
  updateCandidateProfile,
  uploadResume,
} from '../features/candidates/candidates.service';
import {
  apply,
  employerResumeGrant,
  setApplicantStatus,
  withdraw,
} from '../features/applications/applications.service';
import { setResumeAccess } from '../features/companies/companies.service';
import {
  DEMO_CANDIDATES,
  DEMO_STUDENT_APPLICATIONS,
  DEMO_STUDENT_KIRANA_ANSWERS,
  DEMO_STUDENT_PROFILE,
  type DemoAnswers,
} from './demo-candidates';

export type OpenListings = Map<string, { owner: User; jobs: Job[] }>;
export type Listing = { owner: User; job: Job };

/** One open listing of a demo company, by title; the demo data is wrong if it is missing. */
export function listingOf(listings: OpenListings, company: string, title: string): Listing {
  const entry = listings.get(company);
  const job = entry?.jobs.find((j) => j.title === title);
  if (!entry || !job) throw new Error(`demo listing "${title}" of ${company} is not open`);
  return { owner: entry.owner, job };
}

/**
 * Each question answered with what this person wrote for it. A question without an answer stops
 * the demo load: a stock sentence under every question was how the demo went wrong before.
 */
export function answersFor(job: Job, answers: DemoAnswers) {
  return job.questions.map((q) => {
    const answer = answers[q.question];
    if (answer === undefined) throw new Error(`no demo answer to "${q.question}" (${job.title})`);
    return { questionId: q._id, answer };
  });
}

/** The skills the candidate has that the listing asks for, else their own strongest two. */
function skillsToMention(mine: string[], job: Job): string {
  const wanted = new Set(job.skills.map((skill) => skill.toLowerCase()));
  const shared = mine.filter((skill) => wanted.has(skill.toLowerCase()));
  return (shared.length > 0 ? shared : mine).slice(0, 2).join(' and ');
}

async function readyCandidate(
  db: Db,
  storage: FileStorage,
  user: User,
  profile: Parameters<typeof updateCandidateProfile>[2],
) {
  const saved = await updateCandidateProfile(db, user._id, profile);
  const lines = [
    saved.fullName,
    `${saved.degree}, ${saved.college} (${saved.graduationYear ?? ''})`,
    `${saved.city} · ${saved.phone}`,
    `Skills: ${saved.skills.join(', ')}`,
  ];
  await uploadResume(db, storage, user._id, {
    data: simplePdf(lines),
    fileName: `${saved.fullName.replace(/\s+/g, '-')}-resume.pdf`,
  });
}

type Applicant = { user: User; skills: string[]; answers: DemoAnswers };

async function applyTo(
  db: Db,
  { user: candidate, skills, answers }: Applicant,
  job: Job,
  cannotMeet?: 'startDate' | 'schedule',
): Promise<void> {
  await apply(db, candidate, job._id, {
    answers: answersFor(job, answers),
    coverLetter: `I would like to join ${job.company.name} as ${job.title}. I have built and shipped college projects with ${skillsToMention(skills, job)}, and I learn fast from code review.`,
    availability: {
      startDate: cannotMeet !== 'startDate',
      duration: true,
      location: true,
      schedule: cannotMeet !== 'schedule',
    },
    candidateId: candidate._id,
  });
}

async function moveTo(db: Db, owner: User, job: Job, candidate: User, status: ApplicationStatus) {
  if (status === 'applied') return;
  if (status === 'withdrawn') {
    await withdraw(db, candidate, job._id, candidate._id);
    return;
  }
  if (status === 'removed') return;
  // Interview and hired pass through shortlisted, as a real pipeline would.
  if (status === 'interview' || status === 'hired') {
    await setApplicantStatus(db, owner, job._id, candidate._id, 'shortlisted');
  }
  await setApplicantStatus(db, owner, job._id, candidate._id, status);
}

/**
 * Applicants for the demo employer's first two open listings, and the demo student's own
 * applications at four companies in different states, all through the real services. Answers
 * the listing where the student is at the interview stage, for the demo interview.
 */
export async function loadDemoApplications(
  db: Db,
  storage: FileStorage,
  students: { student: User; others: User[] },
  listings: OpenListings,
  demoEmployerCompany: string,
): Promise<Listing | undefined> {
  const kirana = listings.get(demoEmployerCompany);
  if (!kirana || kirana.jobs.length < 2) throw new Error('demo employer needs two open listings');
  await setResumeAccess(db, kirana.owner._id, true);

  for (const [index, demo] of DEMO_CANDIDATES.entries()) {
    const candidate = students.others[index];
    if (!candidate) continue;
    await readyCandidate(db, storage, candidate, demo.profile);
    const applicant = { user: candidate, skills: demo.profile.skills ?? [], answers: demo.answers };
    for (const plan of demo.applies) {
      const job = kirana.jobs[plan.listing] as Job;
      await applyTo(db, applicant, job, plan.cannotMeet);
      await moveTo(db, kirana.owner, job, candidate, plan.status);
    }
  }

  const { student } = students;
  await readyCandidate(db, storage, student, DEMO_STUDENT_PROFILE);
  const skills = DEMO_STUDENT_PROFILE.skills ?? [];
  const kiranaJob = kirana.jobs[0] as Job;
  await applyTo(db, { user: student, skills, answers: DEMO_STUDENT_KIRANA_ANSWERS }, kiranaJob);
  await moveTo(db, kirana.owner, kiranaJob, student, 'shortlisted');
  let interview: Listing | undefined;
  for (const plan of DEMO_STUDENT_APPLICATIONS) {
    const listing = listingOf(listings, plan.company, plan.title);
    await applyTo(db, { user: student, skills, answers: plan.answers }, listing.job);
    await moveTo(db, listing.owner, listing.job, student, plan.status);
    if (plan.status === 'interview') interview = listing;
  }

  // The demo employer opened the student's resume once, so "Who viewed my resume" has a row.
  const resume = (await getCandidateProfile(db, student._id)).resume;
  if (resume) {
    const grant = await employerResumeGrant(db, kirana.owner, resume.publicId, resume.version);
    (await openResume(db, storage, grant)).stream.destroy();
  }
  return interview;
}
