import { createSlice } from '@reduxjs/toolkit';
import { AttachedTypingResultsResponseSchema, type AttachedTypingResult } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { http } from '@/lib/http';

/**
 * The typing results candidates attached to their applications to one job (issue 15), for the
 * applicant panel. Its own small slice, so the pipeline's state is untouched.
 */
export type ApplicantTypingState = {
  jobId: string | null;
  results: AttachedTypingResult[];
};

const initialState: ApplicantTypingState = { jobId: null, results: [] };

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

export const applicantTypingSlice = createSlice({
  name: 'applicantTyping',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchApplicantTypingResults.fulfilled, (state, { payload, meta }) => {
      state.jobId = meta.arg;
      state.results = payload;
    });
  },
});
