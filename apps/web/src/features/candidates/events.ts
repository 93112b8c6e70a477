import { createAction } from '@reduxjs/toolkit';
import type { CandidateProfile } from '@shuruaat/contract';

/**
 * Said once a profile save succeeds. Saving may complete the profile, so app/profile-state.ts
 * re-checks the session on it and the navbar and guards follow isProfileUpdated.
 */
export const candidateProfileSaved = createAction<CandidateProfile>('candidate/profileSaved');
