import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { baseReducers } from '@/test-utils/store';
import { notificationsApi } from './api';
import { closeNotificationList } from './slice';
import { fetchNotifications, fetchUnreadCount, markNotificationRead } from './thunks';
import { buildNotification } from './test-stub';

const makeStore = () => configureStore({ reducer: baseReducers() });
const reply = (unreadCount: number) => ({
  notifications: [buildNotification()],
  unreadCount,
  nextCursor: null,
});

afterEach(() => vi.restoreAllMocks());

describe('notifications slice', () => {
  it('drops a list that answers after the panel closed, so it opens afresh', async () => {
    let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
    vi.spyOn(notificationsApi, 'findNotifications').mockReturnValueOnce(
      new Promise((resolve) => (answer = resolve)),
    );
    const store = makeStore();
    const late = store.dispatch(fetchNotifications(null));
    store.dispatch(closeNotificationList());
    answer(reply(4));
    await late;
    expect(store.getState().notifications.list).toEqual({
      page: null,
      isLoading: true,
      error: null,
    });
  });

  it('keeps the last count when a refresh fails, and lets the next one through', async () => {
    vi.spyOn(notificationsApi, 'getUnreadCount')
      .mockResolvedValueOnce({ unreadCount: 2 })
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Something went wrong'))
      .mockResolvedValueOnce({ unreadCount: 3 });
    const store = makeStore();
    await store.dispatch(fetchUnreadCount());
    await store.dispatch(fetchUnreadCount());
    expect(store.getState().notifications.unreadCount).toBe(2);
    await store.dispatch(fetchUnreadCount());
    expect(store.getState().notifications.unreadCount).toBe(3);
  });

  it('marks one notification read at once and takes the count the server returns', async () => {
    vi.spyOn(notificationsApi, 'findNotifications').mockResolvedValue(reply(1));
    vi.spyOn(notificationsApi, 'markRead').mockResolvedValue({ unreadCount: 0 });
    const store = makeStore();
    await store.dispatch(fetchNotifications(null));
    const marking = store.dispatch(markNotificationRead('n_1'));
    expect(store.getState().notifications.list.page?.items[0]?.read).toBe(true);
    await marking;
    expect(store.getState().notifications.unreadCount).toBe(0);
  });
});
