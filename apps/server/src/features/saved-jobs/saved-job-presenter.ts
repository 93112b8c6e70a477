import type { SavedJob } from '@shuruaat/contract';
import { presentJob } from '../jobs/jobs.service';
import type { SavedJobWithListing } from './saved-jobs.repository';

/** A saved listing without the description and questions, which only the job page shows. */
export function toSavedJob({ savedAt, job, company }: SavedJobWithListing): SavedJob {
  const { description, questions, ...listing } = presentJob(job, company);
  return {
    job: listing,
    savedAt: savedAt.toISOString(),
    isClosed: !listing.isAcceptingApplications,
  };
}
