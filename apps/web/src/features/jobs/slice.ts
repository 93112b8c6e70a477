import { createSlice } from '@reduxjs/toolkit';
import { initialJobsState } from './state';
import { suggestJobs } from './thunks';

export const jobsSlice = createSlice({
  name: 'jobs',
  initialState: initialJobsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(suggestJobs.pending, (state, { meta }) => {
        state.suggestions.query = meta.arg;
      })
      .addCase(suggestJobs.fulfilled, (state, { payload }) => {
        if (state.suggestions.query === payload.query) state.suggestions = payload;
      });
  },
});
