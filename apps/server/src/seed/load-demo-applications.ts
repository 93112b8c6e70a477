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
import { DEMO_CANDIDATES, DEMO_STUDENT_PROFILE } from './demo-candidates';

export type OpenListings = Map<string, { owner: User; jobs: Job[] }>;

// Demo listings ask different questions; one honest, general answer reads better than a template.
const DEMO_ANSWER =
  'I have done this in two college projects (links on my resume) and I am happy to walk you through them on a call.';

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

async function applyTo(
  db: Db,
  candidate: User,
  job: Job,
  cannotMeet?: 'startDate' | 'schedule',
): Promise<void> {
  await apply(db, candidate, job._id, {
    answers: job.questions.map((q) => ({ questionId: q._id, answer: DEMO_ANSWER })),
    coverLetter: `I would like to join ${job.company.name} as ${job.title}. I have built and shipped projects with ${job.skills.slice(0, 2).join(' and ') || 'the skills you list'}, and I learn fast from code review.`,
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
 * applications at four companies in different states, all through the real services.
 */
export async function loadDemoApplications(
  db: Db,
  storage: FileStorage,
  students: { student: User; others: User[] },
  listings: OpenListings,
  demoEmployerCompany: string,
): Promise<void> {
  const kirana = listings.get(demoEmployerCompany);
  if (!kirana || kirana.jobs.length < 2) throw new Error('demo employer needs two open listings');
  await setResumeAccess(db, kirana.owner._id, true);

  for (const [index, demo] of DEMO_CANDIDATES.entries()) {
    const candidate = students.others[index];
    if (!candidate) continue;
    await readyCandidate(db, storage, candidate, demo.profile);
    for (const plan of demo.applies) {
      const job = kirana.jobs[plan.listing] as Job;
      await applyTo(db, candidate, job, plan.cannotMeet);
      await moveTo(db, kirana.owner, job, candidate, plan.status);
    }
  }

  const { student } = students;
  await readyCandidate(db, storage, student, DEMO_STUDENT_PROFILE);
  const elsewhere = [...listings.entries()].filter(([key]) => key !== demoEmployerCompany);
  const plans: [User, Job, ApplicationStatus][] = [
    [kirana.owner, kirana.jobs[0] as Job, 'shortlisted'],
  ];
  (['interview', 'applied', 'withdrawn'] as const).forEach((status, i) => {
    const entry = elsewhere[i]?.[1];
    if (entry?.jobs[0]) plans.push([entry.owner, entry.jobs[0], status]);
  });
  for (const [owner, job, status] of plans) {
    await applyTo(db, student, job);
    await moveTo(db, owner, job, student, status);
  }

  // The demo employer opened the student's resume once, so "Who viewed my resume" has a row.
  const resume = (await getCandidateProfile(db, student._id)).resume;
  if (resume) {
    const grant = await employerResumeGrant(db, kirana.owner, resume.publicId, resume.version);
    (await openResume(db, storage, grant)).stream.destroy();
  }
}
