import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onHindiPages } from '@/test-utils/in-hindi';
import { baseReducers } from '@/test-utils/store';
import { buildNotification, stubApi } from '../test-stub';
import { NotificationBell } from './notification-bell';
// Loaded up front so the lazy panel's first transform does not eat into each query's timeout.
import './notifications-panel';

onHindiPages();
afterEach(() => vi.unstubAllGlobals());

function renderBell() {
  const router = createMemoryRouter([
    { path: '/', element: <NotificationBell messagesPath="/user/dashboard/messages" /> },
  ]);
  render(
    <Provider store={configureStore({ reducer: baseReducers() })}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the bell on a Hindi page', () => {
  it('names its count, its panel, the links and the time in Hindi, the notice as the server wrote it', async () => {
    const notice = buildNotification({
      title: 'इंटरव्यू का बुलावा: Kirana Cloud में React Developer Intern',
      body: 'Kirana Cloud ने आपको इंटरव्यू के लिए बुलाया है।',
      createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    });
    stubApi({
      'GET /api/users/notifications/unread-count': () =>
        Response.json({ unreadCount: 1, unreadMessages: 2 }),
      'GET /api/users/notifications': () =>
        Response.json({ notifications: [notice], unreadCount: 1, nextCursor: null }),
    });
    renderBell();
    const bell = screen.getByRole('button', { name: /^नोटिफ़िकेशन/ });
    await waitFor(() => expect(bell).toHaveAccessibleName('नोटिफ़िकेशन, 3 बिना पढ़े'));
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'नोटिफ़िकेशन' });
    expect(within(panel).getByRole('button', { name: 'सभी पढ़ लिए' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'नोटिफ़िकेशन बंद करें' })).toBeTruthy();
    const item = await within(panel).findByRole('link', { name: /इंटरव्यू का बुलावा/ });
    expect(item).toHaveTextContent('नहीं पढ़ा:');
    expect(item).toHaveTextContent('2 दिन पहले');
    expect(within(panel).getByRole('link', { name: /मैसेज\s*2 बिना पढ़े/ })).toBeTruthy();
  });

  it('says there is nothing yet in Hindi', async () => {
    stubApi({
      'GET /api/users/notifications/unread-count': () => Response.json({ unreadCount: 0 }),
      'GET /api/users/notifications': () =>
        Response.json({ notifications: [], unreadCount: 0, nextCursor: null }),
    });
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'नोटिफ़िकेशन' }));
    expect(await screen.findByText('अभी कोई नोटिफ़िकेशन नहीं')).toBeTruthy();
    expect(screen.getByRole('link', { name: /इनबॉक्स खोलें/ })).toBeTruthy();
  });
});
