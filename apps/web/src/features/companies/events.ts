import { createAction } from '@reduxjs/toolkit';
import type { EmployerProfile } from '@shuruaat/contract';

/**
 * Said once the company profile page saved the profile through its route action. Saving may
 * complete the profile, so app/profile-state.ts re-checks the session on it and the navbar and
 * guards follow isProfileUpdated.
 */
export const employerProfileSaved = createAction<EmployerProfile>('employer/profileSaved');
