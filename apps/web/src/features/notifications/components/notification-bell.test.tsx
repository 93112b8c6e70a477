import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseReducers } from '@/test-utils/store';
import { buildNotification, callsTo, stubApi } from '../test-stub';
import { NotificationBell } from './notification-bell';
// Loaded up front so the lazy panel's first transform does not eat into each query's timeout.
import './notifications-panel';

const COUNT = 'GET /api/users/notifications/unread-count';
const LIST = 'GET /api/users/notifications';
const READ = 'POST /api/users/notifications/read';

const count = (unreadCount: number) => () => Response.json({ unreadCount });

function renderBell(messagesPath: string | null = null) {
  const layout = (
    <>
      <NotificationBell messagesPath={messagesPath} />
      <p>Somewhere else on the page</p>
      <Outlet />
    </>
  );
  const router = createMemoryRouter([
    {
      path: '/',
      element: layout,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'user/dashboard/applications', element: <h1>My applications</h1> },
        { path: 'user/dashboard/messages', element: <h1>Messages</h1> },
      ],
    },
  ]);
  render(
    <Provider store={configureStore({ reducer: baseReducers() })}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

async function openPanel() {
  await userEvent.click(bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('adds unread messages to the badge and links to the inbox from the panel', async () => {
    stubApi({
      [COUNT]: () => Response.json({ unreadCount: 2, unreadMessages: 3 }),
      [LIST]: () => Response.json({ notifications: [], unreadCount: 2, nextCursor: null }),
    });
    renderBell('/user/dashboard/messages');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 5 unread'));
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('link', { name: /Messages\s*3 unread/ }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('names the unread count and shows it in the badge', async () => {
    stubApi({ [COUNT]: count(3) });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(bell()).toHaveTextContent('3');
  });

  it('shows "9+" above nine and no badge at zero', async () => {
    let unread = 12;
    stubApi({ [COUNT]: () => Response.json({ unreadCount: unread }) });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 12 unread'));
    expect(bell()).toHaveTextContent('9+');

    unread = 0;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(bell()).toHaveTextContent('');
  });

  it('lists the latest notifications with the unread ones marked', async () => {
    const notifications = [
      buildNotification(),
      buildNotification({ _id: 'n_2', title: 'Application viewed', read: true }),
    ];
    stubApi({
      [COUNT]: count(1),
      [LIST]: () => Response.json({ notifications, unreadCount: 1, nextCursor: null }),
    });
    renderBell();
    const panel = await openPanel();
    const links = await within(panel).findAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Unread: Application shortlisted');
    expect(links[0]).toHaveAccessibleDescription(
      'Kirana Cloud shortlisted you for Frontend developer intern. 5 minutes ago',
    );
    expect(links[1]).toHaveAccessibleName('Application viewed');
    expect(links[0]).toHaveAttribute('href', '/user/dashboard/applications');
  });

  it('following a notification marks it read, goes to its link and lowers the badge', async () => {
    const fetchMock = stubApi({
      [COUNT]: count(2),
      [LIST]: () =>
        Response.json({ notifications: [buildNotification()], unreadCount: 2, nextCursor: null }),
      [READ]: count(1),
    });
    renderBell();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('link', { name: /shortlisted/ }));

    expect(await screen.findByRole('heading', { name: 'My applications' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, READ)).toEqual([{ ids: ['n_1'] }]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('"Mark all as read" marks everything read and clears the badge', async () => {
    const fetchMock = stubApi({
      [COUNT]: count(1),
      [LIST]: () =>
        Response.json({ notifications: [buildNotification()], unreadCount: 1, nextCursor: null }),
      [READ]: count(0),
    });
    renderBell();
    const panel = await openPanel();
    await within(panel).findByRole('link', { name: /^Unread:/ });
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(callsTo(fetchMock, READ)).toEqual([{}]);
    expect(within(panel).getByRole('link', { name: 'Application shortlisted' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says "No notifications yet" when there are none', async () => {
    stubApi({
      [COUNT]: count(0),
      [LIST]: () => Response.json({ notifications: [], unreadCount: 0, nextCursor: null }),
    });
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows "Loading..." and then the server\'s message when the list fails, and retries', async () => {
    let fails = true;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubApi({
      [COUNT]: count(0),
      [LIST]: async () => {
        await answered;
        return fails
          ? Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 })
          : Response.json({ notifications: [], unreadCount: 0, nextCursor: null });
      },
    });
    renderBell();
    const panel = await openPanel();
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading...');
    answer();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Something went wrong');

    fails = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
  });

  it('"Load more" fetches the next page with the cursor', async () => {
    const fetchMock = stubApi({
      [COUNT]: count(0),
      [LIST]: (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? Response.json({
              notifications: [buildNotification({ _id: 'n_2', title: 'Older one', read: true })],
              unreadCount: 0,
              nextCursor: null,
            })
          : Response.json({
              notifications: [buildNotification({ read: true })],
              unreadCount: 0,
              nextCursor: 'page-2',
            }),
    });
    renderBell();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Load more' }));

    expect(await within(panel).findByRole('link', { name: /Older one/ })).toBeInTheDocument();
    expect(within(panel).getAllByRole('link')).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/users/notifications?limit=10&cursor=page-2');
  });

  it('Escape closes the panel and returns focus to the bell', async () => {
    stubApi({ [COUNT]: count(0) });
    renderBell();
    const panel = await openPanel();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Close notifications' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click outside closes the panel and returns focus to the bell', async () => {
    stubApi({ [COUNT]: count(0) });
    renderBell();
    await openPanel();
    await userEvent.click(screen.getByText('Somewhere else on the page'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });
});
