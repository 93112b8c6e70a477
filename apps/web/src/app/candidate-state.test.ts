import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@/features/auth/api';
import { setCredentials } from '@/features/auth/slice';
import { buildUser } from '@/test-utils/user-factory';
import { candidateApi } from '@/features/candidate/api';
import { updateCandidateProfile } from '@/features/candidate/profile-slice';
import { buildCandidateProfile } from '@/features/candidate/test-data';
import { addCandidateState } from './candidate-state';
import { makeStore } from './store';

afterEach(() => vi.restoreAllMocks());

describe('candidate state', () => {
  it('re-checks the session after a profile save, so isProfileUpdated follows', async () => {
    addCandidateState();
    const store = makeStore();
    store.dispatch(setCredentials({ user: buildUser() }));
    vi.spyOn(candidateApi, 'updateProfile').mockResolvedValue({
      profile: buildCandidateProfile(),
      message: 'Saved',
    });
    const getMe = vi
      .spyOn(authApi, 'getMe')
      .mockResolvedValue({ user: buildUser({ isProfileUpdated: true }) });

    await store.dispatch(updateCandidateProfile({ fullName: 'Asha Verma' }));

    await vi.waitFor(() => expect(store.getState().auth.isProfileUpdated).toBe(true));
    expect(getMe).toHaveBeenCalledOnce();
    expect(store.getState().candidateProfile?.data?.fullName).toBe('Asha Verma');
  });
});
