import type { ResumeRef } from '@shuruaat/contract';
import { employerApi, type CandidateSearch } from './api';
import { employerThunk, noToken } from './thunks';

/** Without a cursor it searches afresh; with one it adds the next page of the same search. */
export const fetchCandidates = employerThunk(
  'fetchCandidates',
  noToken,
  (search: CandidateSearch) => employerApi.findCandidates(search),
);

/** A short-lived signed link to one resume; the page opens it, the store keeps nothing. */
export const openResume = employerThunk('openResume', noToken, (resume: ResumeRef) =>
  employerApi.getSignedResumeUrl(resume),
);
