import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseReducers } from '@/test-utils/store';
import { callsTo, stubApi } from './test-stub';
import { useUnreadCount } from './use-unread-count';

const COUNT = 'GET /api/users/notifications/unread-count';

function Count() {
  const count = useUnreadCount();
  return <output>{count}</output>;
}

function renderCount() {
  render(
    <Provider store={configureStore({ reducer: baseReducers() })}>
      <Count />
    </Provider>,
  );
}

/** Lets the previous request settle, so the next refresh is not skipped as a duplicate. */
const settle = () => act(async () => undefined);

beforeEach(() => {
  // Only the minute timer is faked; promises and Testing Library's own waiting stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useUnreadCount', () => {
  it('fetches on mount, again every minute and when the window regains focus', async () => {
    let unread = 1;
    const fetchMock = stubApi({ [COUNT]: () => Response.json({ unreadCount: unread++ }) });
    renderCount();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1'));
    await settle();

    act(() => void vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2'));
    await settle();

    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3'));
    expect(callsTo(fetchMock, COUNT)).toHaveLength(3);
  });

  it('does not poll while the tab is hidden, and catches up when it is shown', async () => {
    const fetchMock = stubApi({ [COUNT]: () => Response.json({ unreadCount: 4 }) });
    renderCount();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4'));
    await settle();

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void vi.advanceTimersByTime(3 * 60_000));
    expect(callsTo(fetchMock, COUNT)).toHaveLength(1);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(callsTo(fetchMock, COUNT)).toHaveLength(2);
  });

  it('keeps the last count when a refresh fails', async () => {
    let fails = false;
    stubApi({
      [COUNT]: () =>
        fails
          ? Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 })
          : Response.json({ unreadCount: 2 }),
    });
    renderCount();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2'));
    await settle();

    fails = true;
    act(() => void window.dispatchEvent(new Event('focus')));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });
});
