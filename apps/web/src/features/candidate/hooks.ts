import { useSelector } from 'react-redux';
import { initialApplicationsState, type ApplicationsState } from './applications-slice';
import { initialApplyJobState, type ApplyJobState } from './apply-slice';
import { initialJobsForYouState, type JobsForYouState } from './jobs-for-you-slice';
import { initialCandidateProfileState, type CandidateProfileState } from './profile-slice';
import { initialResumesState, type ResumesState } from './resumes-slice';

// The slices are injected when the first candidate screen loads, so any may not exist yet.
export type CandidateRootState = {
  candidateProfile?: CandidateProfileState;
  jobsForYou?: JobsForYouState;
  candidateApplications?: ApplicationsState;
  candidateResumes?: ResumesState;
  applyJob?: ApplyJobState;
  auth?: { user?: { _id: string } | null };
};

export const useCandidateProfile = () =>
  useSelector(
    (state: CandidateRootState) => state.candidateProfile ?? initialCandidateProfileState,
  );

export const useJobsForYou = () =>
  useSelector((state: CandidateRootState) => state.jobsForYou ?? initialJobsForYouState);

export const useApplications = () =>
  useSelector(
    (state: CandidateRootState) => state.candidateApplications ?? initialApplicationsState,
  );

export const useResumes = () =>
  useSelector((state: CandidateRootState) => state.candidateResumes ?? initialResumesState);

export const useApplyJob = () =>
  useSelector((state: CandidateRootState) => state.applyJob ?? initialApplyJobState);

/** The signed-in user's id, read structurally: features do not import the auth feature. */
export const useSignedInId = () =>
  useSelector((state: CandidateRootState) => state.auth?.user?._id ?? null);
