import { createSlice, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import type { CandidateProfile, UpdateCandidateProfileBody } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import type { UploadProgress } from '@/lib/http';
import { candidateApi } from './api';
import { CANDIDATE_MESSAGES } from './messages';

/** docs/product-spec.md §3's candidate profile state group. */
export type CandidateProfileState = {
  data: CandidateProfile | null;
  loading: boolean;
  error: string | null;
  message: string | null;
  isProfileFetched: boolean;
};

export const initialCandidateProfileState: CandidateProfileState = {
  data: null,
  loading: false,
  error: null,
  message: null,
  isProfileFetched: false,
};

export const fetchCandidateProfile = createAppThunk(
  'candidate/fetchProfile',
  CANDIDATE_MESSAGES.fetchProfile,
  () => candidateApi.getProfile(),
);

export const updateCandidateProfile = createAppThunk(
  'candidate/updateProfile',
  CANDIDATE_MESSAGES.profileUpdateFailed,
  (body: UpdateCandidateProfileBody) => candidateApi.updateProfile(body),
);

export type ResumeUpload = { file: File; onProgress?: UploadProgress };

export const uploadResume = createAppThunk(
  'candidate/uploadResume',
  CANDIDATE_MESSAGES.upload,
  ({ file, onProgress }: ResumeUpload) => candidateApi.uploadResume(file, onProgress),
);

const PROFILE_THUNKS = [fetchCandidateProfile, updateCandidateProfile, uploadResume] as const;

export const candidateProfileSlice = createSlice({
  name: 'candidateProfile',
  initialState: initialCandidateProfileState,
  reducers: {
    clearCandidateMessage: (state) => {
      state.message = null;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCandidateProfile.fulfilled, (state, { payload }) => {
        state.data = payload.profile;
        state.isProfileFetched = true;
      })
      .addCase(updateCandidateProfile.fulfilled, (state, { payload }) => {
        state.data = payload.profile;
        state.message = CANDIDATE_MESSAGES.profileUpdated;
      })
      .addCase(uploadResume.fulfilled, (state, { payload }) => {
        if (state.data) state.data.resume = payload.resume;
        state.message = payload.message;
      })
      .addMatcher(isPending(...PROFILE_THUNKS), (state) => {
        state.loading = true;
        state.error = null;
        state.message = null;
      })
      .addMatcher(isFulfilled(...PROFILE_THUNKS), (state) => {
        state.loading = false;
      })
      .addMatcher(isRejected(fetchCandidateProfile), (state, { payload }) => {
        state.error = failureMessage(payload, CANDIDATE_MESSAGES.fetchProfile);
      })
      .addMatcher(isRejected(updateCandidateProfile), (state, { payload }) => {
        state.error = failureMessage(payload, CANDIDATE_MESSAGES.profileUpdateFailed);
      })
      .addMatcher(isRejected(uploadResume), (state, { payload }) => {
        state.error = failureMessage(payload, CANDIDATE_MESSAGES.upload);
      })
      .addMatcher(isRejected(...PROFILE_THUNKS), (state) => {
        state.loading = false;
      });
  },
});

export const { clearCandidateMessage } = candidateProfileSlice.actions;
