import type { Job, User } from '@shuruaat/contract';
import type { Db } from '../db/client';
import { apply, setApplicantStatus } from '../features/applications/applications.service';
import { updateCandidateProfile, uploadResume } from '../features/candidates/candidates.service';
import { decideStory, submitStory } from '../features/success-stories/success-stories.service';
import { simplePdf } from '../lib/simple-pdf';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_STORIES, type DemoStory } from './demo-stories';
import { answersFor, listingOf, type OpenListings } from './load-demo-applications';

/**
 * Three students hired for listings outside the demo employer's (whose applicant counts other
 * demos rely on), each with a published success story, all through the real services.
 */
export async function loadDemoStories(
  db: Db,
  storage: FileStorage,
  listings: OpenListings,
  makeCandidate: (account: { name: string; email: string }) => Promise<User>,
): Promise<void> {
  for (const demo of DEMO_STORIES) {
    const { owner, job } = listingOf(listings, demo.hiredFor.company, demo.hiredFor.title);
    const candidate = await makeCandidate(demo);
    await updateCandidateProfile(db, candidate._id, demo.profile);
    await uploadResume(db, storage, candidate._id, {
      data: simplePdf([demo.name, demo.profile.college ?? '']),
      fileName: 'resume.pdf',
    });
    await hire(db, owner, job, candidate, demo);
    const story = await submitStory(db, candidate._id, {
      jobId: job._id,
      headline: demo.headline,
      story: demo.story,
      consent: true,
    });
    await decideStory(db, story._id, 'published');
  }
}

async function hire(
  db: Db,
  owner: User,
  job: Job,
  candidate: User,
  { answers, startsLater }: Pick<DemoStory, 'answers' | 'startsLater'>,
): Promise<void> {
  await apply(db, candidate, job._id, {
    answers: answersFor(job, answers),
    coverLetter: `I would like to join ${job.company.name} as ${job.title}; my college projects used the same skills and I can start on your date.`,
    availability: { startDate: !startsLater, duration: true, location: true, schedule: true },
    candidateId: candidate._id,
  });
  await setApplicantStatus(db, owner, job._id, candidate._id, 'shortlisted');
  await setApplicantStatus(db, owner, job._id, candidate._id, 'hired');
}
