import { createSlice } from '@reduxjs/toolkit';
import {
  AttachedTypingResultsResponseSchema,
  TypingRetestResponseSchema,
  type AttachedTypingResult,
  type TypingRetest,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { http } from '@/lib/http';

/**
 * The typing results candidates attached to their applications to one job (issue 15), for the
 * applicant panel. Its own small slice, so the pipeline's state is untouched.
 */
export type ApplicantTypingState = {
  jobId: string | null;
  results: AttachedTypingResult[];
  /** Supervised-retest links made in this session, by application id. */
  retests?: Record<string, TypingRetest>;
};

const initialState: ApplicantTypingState = { jobId: null, results: [], retests: {} };

export const fetchApplicantTypingResults = createAppThunk(
  'applicantTyping/fetch',
  'Failed to load typing results',
  async (jobId: string) =>
    (
      await http.get(`/api/employers/job/${encodeURIComponent(jobId)}/applicants/typing-results`, {
        schema: AttachedTypingResultsResponseSchema,
      })
    ).results,
);

/** A supervised-retest link for one applicant: the attached exam again, on a new passage. */
export const requestTypingRetest = createAppThunk(
  'applicantTyping/retest',
  'Failed to make the retest link',
  async (applicationId: string) =>
    (
      await http.post(
        `/api/employers/applications/${encodeURIComponent(applicationId)}/typing-retest`,
        { schema: TypingRetestResponseSchema },
      )
    ).retest,
);

export const applicantTypingSlice = createSlice({
  name: 'applicantTyping',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchApplicantTypingResults.fulfilled, (state, { payload, meta }) => {
      state.jobId = meta.arg;
      state.results = payload;
    });
    builder.addCase(requestTypingRetest.fulfilled, (state, { payload, meta }) => {
      state.retests = { ...state.retests, [meta.arg]: payload };
    });
  },
});
