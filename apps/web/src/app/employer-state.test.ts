import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@/features/auth/api';
import { setCredentials } from '@/features/auth/slice';
import { buildUser } from '@/test-utils/user-factory';
import { employerProfileSaved } from '@/features/companies/events';
import { buildProfile } from '@/test-utils/employer-data';
import { addEmployerState } from './employer-state';
import { makeStore } from './store';

afterEach(() => vi.restoreAllMocks());

describe('employer state', () => {
  it('re-checks the session after a profile save, so isProfileUpdated follows', async () => {
    addEmployerState();
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
