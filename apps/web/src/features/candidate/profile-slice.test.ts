import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { baseReducers } from '@/test-utils/store';
import { candidateApi } from './api';
import {
  candidateProfileSlice,
  fetchCandidateProfile,
  updateCandidateProfile,
  uploadResume,
} from './profile-slice';
import { buildCandidateProfile } from './test-data';

const makeStore = () =>
  configureStore({
    reducer: { ...baseReducers(), candidateProfile: candidateProfileSlice.reducer },
  });

const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

afterEach(() => vi.restoreAllMocks());

describe('candidateProfile slice', () => {
  it('turns loading on and clears the error while a call is pending', () => {
    const failed = candidateProfileSlice.reducer(
      undefined,
      fetchCandidateProfile.rejected(null, 'r1'),
    );
    const pending = candidateProfileSlice.reducer(failed, fetchCandidateProfile.pending('r2'));
    expect(pending).toMatchObject({ loading: true, error: null });
  });

  it('keeps the fetched profile and marks it fetched', async () => {
    vi.spyOn(candidateApi, 'getProfile').mockResolvedValue({ profile: buildCandidateProfile() });
    const store = makeStore();
    await store.dispatch(fetchCandidateProfile());
    expect(store.getState().candidateProfile).toMatchObject({
      isProfileFetched: true,
      loading: false,
      data: { fullName: 'Asha Verma' },
    });
  });

  it('says "Failed to fetch profile" when the server gives no message of its own', async () => {
    vi.spyOn(candidateApi, 'getProfile').mockRejectedValue(
      new ApiError(500, 'INTERNAL', 'Something went wrong'),
    );
    const store = makeStore();
    await store.dispatch(fetchCandidateProfile());
    expect(store.getState().candidateProfile.error).toBe('Failed to fetch profile');
  });

  it('sets "✅ Profile updated successfully!" and the saved profile after an update', async () => {
    const profile = buildCandidateProfile({ city: 'Indore' });
    vi.spyOn(candidateApi, 'updateProfile').mockResolvedValue({ profile, message: 'Saved' });
    const store = makeStore();
    await store.dispatch(updateCandidateProfile({ city: 'Indore' }));
    expect(store.getState().candidateProfile).toMatchObject({
      message: '✅ Profile updated successfully!',
      data: { city: 'Indore' },
    });
  });

  it('falls back to "❌ Something went wrong" when an update fails without a message', async () => {
    vi.spyOn(candidateApi, 'updateProfile').mockRejectedValue(new Error('offline'));
    const store = makeStore();
    await store.dispatch(updateCandidateProfile({ city: 'Indore' }));
    expect(store.getState().candidateProfile.error).toBe('❌ Something went wrong');
  });

  it('shows the server\'s message for a refused upload, else "Upload failed"', async () => {
    const store = makeStore();
    const upload = vi.spyOn(candidateApi, 'uploadResume');
    upload.mockRejectedValueOnce(
      new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Your resume must be 5 MB or smaller.'),
    );
    await store.dispatch(uploadResume({ file: pdf }));
    expect(store.getState().candidateProfile.error).toBe('Your resume must be 5 MB or smaller.');
    upload.mockRejectedValueOnce(new Error('network'));
    await store.dispatch(uploadResume({ file: pdf }));
    expect(store.getState().candidateProfile.error).toBe('Upload failed');
  });

  it('points the profile at the newly uploaded resume version', async () => {
    vi.spyOn(candidateApi, 'getProfile').mockResolvedValue({ profile: buildCandidateProfile() });
    vi.spyOn(candidateApi, 'uploadResume').mockResolvedValue({
      message: 'Resume uploaded successfully!',
      resume: { publicId: 'res_1', version: 2 },
    });
    const store = makeStore();
    await store.dispatch(fetchCandidateProfile());
    await store.dispatch(uploadResume({ file: pdf }));
    expect(store.getState().candidateProfile.data?.resume).toEqual({
      publicId: 'res_1',
      version: 2,
    });
    expect(store.getState().candidateProfile.message).toBe('Resume uploaded successfully!');
  });
});
