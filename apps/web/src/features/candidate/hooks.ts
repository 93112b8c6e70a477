import { useAppSelector } from '@/lib/redux-hooks';
import { initialApplicationsState } from './applications-slice';
import { initialApplyJobState } from './apply-slice';
import { initialJobsForYouState } from './jobs-for-you-slice';
import { initialCandidateProfileState } from './profile-slice';
import { initialResumesState } from './resumes-slice';

// The slices are injected when the first candidate screen loads, so any may not exist yet.
export const useCandidateProfile = () =>
  useAppSelector((state) => state.candidateProfile ?? initialCandidateProfileState);

export const useJobsForYou = () =>
  useAppSelector((state) => state.jobsForYou ?? initialJobsForYouState);

export const useApplications = () =>
  useAppSelector((state) => state.candidateApplications ?? initialApplicationsState);

export const useResumes = () =>
  useAppSelector((state) => state.candidateResumes ?? initialResumesState);

export const useApplyJob = () => useAppSelector((state) => state.applyJob ?? initialApplyJobState);
