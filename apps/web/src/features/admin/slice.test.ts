import type { AdminUser } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import {
  adminSlice,
  deleteUser,
  fetchUsers,
  initialAdminState,
  setResumeAccess,
  updateRole,
} from './slice';

const reduce = adminSlice.reducer;

function user(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: id,
    role: 'employer',
    email: `${id}@example.in`,
    displayName: `Person ${id}`,
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSignInAt: null,
    applicationCount: 0,
    jobCount: 2,
    company: {
      _id: `c-${id}`,
      name: 'Kirana Cloud',
      verified: false,
      resumeAccess: false,
      resumeAccessRequested: true,
    },
    ...overrides,
  };
}

const filter = { q: '', role: '' as const, status: 'active' as const };
const load = (requestId: string, cursor: string | null = null) => ({
  type: fetchUsers.pending.type,
  meta: { requestId, arg: { filter, cursor }, requestStatus: 'pending' },
});
const loaded = (requestId: string, users: AdminUser[]) => ({
  type: fetchUsers.fulfilled.type,
  payload: { users, nextCursor: null },
  meta: { requestId, arg: { filter, cursor: null }, requestStatus: 'fulfilled' },
});

describe('admin slice', () => {
  it('drops an answer to a search that a newer search replaced', () => {
    let state = reduce(initialAdminState, load('old'));
    state = reduce(state, load('new'));
    state = reduce(state, loaded('old', [user('stale')]));
    expect(state.users.items).toEqual([]);
    state = reduce(state, loaded('new', [user('fresh')]));
    expect(state.users.items.map((item) => item._id)).toEqual(['fresh']);
    expect(state.users.loading).toBe(false);
  });

  it('removes a deleted account from the list and shows the spec’s message', () => {
    let state = reduce(reduce(initialAdminState, load('r')), loaded('r', [user('a'), user('b')]));
    state = reduce(state, deleteUser.pending('x', { id: 'a' }));
    expect(state.busyId).toBe('a');
    state = reduce(
      state,
      deleteUser.fulfilled({ id: 'a', message: 'User deleted successfully!' }, 'x', { id: 'a' }),
    );
    expect(state.users.items.map((item) => item._id)).toEqual(['b']);
    expect(state.successMessage).toBe('User deleted successfully!');
    expect(state.busyId).toBeNull();
  });

  it('updates the row after a role change and a resume access grant', () => {
    let state = reduce(reduce(initialAdminState, load('r')), loaded('r', [user('a')]));
    state = reduce(
      state,
      updateRole.fulfilled({ id: 'a', role: 'candidate', message: 'User role updated!' }, 'x', {
        id: 'a',
        role: 'candidate',
      }),
    );
    expect(state.users.items[0]?.role).toBe('candidate');
    state = reduce(
      state,
      setResumeAccess.fulfilled({ id: 'a', grant: true, message: 'Resume access granted.' }, 'y', {
        id: 'a',
        grant: true,
      }),
    );
    expect(state.users.items[0]?.company).toMatchObject({
      resumeAccess: true,
      resumeAccessRequested: false,
    });
  });

  it('keeps the list and shows the server’s message when an action fails', () => {
    let state = reduce(reduce(initialAdminState, load('r')), loaded('r', [user('a')]));
    state = reduce(
      state,
      deleteUser.rejected(
        null,
        'x',
        { id: 'a' },
        {
          status: 403,
          code: 'FORBIDDEN',
          message: 'You cannot delete your own account from the admin console.',
          details: [],
        },
      ),
    );
    expect(state.users.items).toHaveLength(1);
    expect(state.error).toBe('You cannot delete your own account from the admin console.');
  });
});
