import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@/features/auth/api';
import { setCredentials } from '@/features/auth/slice';
import { candidateProfileSaved } from '@/features/candidates/events';
import { employerProfileSaved } from '@/features/companies/events';
import { buildCandidateProfile } from '@/test-utils/candidate-data';
import { buildProfile } from '@/test-utils/employer-data';
import { buildUser } from '@/test-utils/user-factory';
import { addProfileState } from './profile-state';
import { makeStore } from './store';

afterEach(() => vi.restoreAllMocks());

describe('candidate state', () => {
  it('re-checks the session after a profile save, so isProfileUpdated follows', async () => {
    addProfileState();
    const store = makeStore();
    store.dispatch(setCredentials({ user: buildUser() }));
    const getMe = vi
      .spyOn(authApi, 'getMe')
      .mockResolvedValue({ user: buildUser({ isProfileUpdated: true }) });

    store.dispatch(candidateProfileSaved(buildCandidateProfile()));

    await vi.waitFor(() => expect(store.getState().auth.isProfileUpdated).toBe(true));
    expect(getMe).toHaveBeenCalledOnce();
  });
});

describe('employer state', () => {
  it('re-checks the session after a profile save, so isProfileUpdated follows', async () => {
    addProfileState();
    const store = makeStore();
    store.dispatch(setCredentials({ user: buildUser({ role: 'employer' }) }));
    const getMe = vi
      .spyOn(authApi, 'getMe')
      .mockResolvedValue({ user: buildUser({ role: 'employer', isProfileUpdated: true }) });

    store.dispatch(employerProfileSaved(buildProfile({ companyName: 'Kirana Cloud' })));

    await vi.waitFor(() => expect(store.getState().auth.isProfileUpdated).toBe(true));
    expect(getMe).toHaveBeenCalledOnce();
  });
});
