import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, setCredentials } from '@/features/auth/slice';
import { notificationsApi } from '@/features/notifications/api';
import { fetchUnreadCount } from '@/features/notifications/thunks';
import { buildUser } from '@/test-utils/user-factory';
import { makeStore } from './store';

afterEach(() => vi.restoreAllMocks());

describe('store', () => {
  it("clears one account's notification count when another signs in, or when it signs out", async () => {
    vi.spyOn(notificationsApi, 'getUnreadCount').mockResolvedValue({ unreadCount: 5 });
    const store = makeStore();
    store.dispatch(setCredentials({ user: buildUser() }));
    await store.dispatch(fetchUnreadCount());
    expect(store.getState().notifications.unreadCount).toBe(5);

    store.dispatch(setCredentials({ user: buildUser({ _id: 'u_2', email: 'ravi@example.in' }) }));
    expect(store.getState().notifications.unreadCount).toBe(0);

    await store.dispatch(fetchUnreadCount());
    store.dispatch(logout());
    expect(store.getState().notifications.unreadCount).toBe(0);
  });

  it('drops a count asked for by the previous account that answers after the change', async () => {
    let answer: (reply: { unreadCount: number }) => void = () => undefined;
    vi.spyOn(notificationsApi, 'getUnreadCount').mockReturnValueOnce(
      new Promise((resolve) => (answer = resolve)),
    );
    const store = makeStore();
    store.dispatch(setCredentials({ user: buildUser() }));
    const late = store.dispatch(fetchUnreadCount());
    store.dispatch(setCredentials({ user: buildUser({ _id: 'u_2' }) }));
    answer({ unreadCount: 7 });
    await late;
    expect(store.getState().notifications.unreadCount).toBe(0);
  });
});
