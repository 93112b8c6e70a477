import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@shuruaat/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCredentials } from '@/features/auth/slice';
import { buildUser } from '@/test-utils/user-factory';
import { callsTo, stubApi } from '@/features/notifications/test-stub';
import { Providers } from '../providers';
import { makeStore } from '../store';
import { Navbar } from './navbar';

function renderNavbar(user: User | null = null) {
  const store = makeStore();
  if (user) store.dispatch(setCredentials({ user }));
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }]);
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const UNREAD_COUNT = 'GET /api/users/notifications/unread-count';
let fetchMock: ReturnType<typeof stubApi>;

beforeEach(() => {
  fetchMock = stubApi({ [UNREAD_COUNT]: () => Response.json({ unreadCount: 3 }) });
});
afterEach(() => vi.unstubAllGlobals());

const hrefOf = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('Navbar', () => {
  it('shows the five spec links and sends both sign-in buttons to /login on desktop, Hire From Us as an employer', () => {
    renderNavbar();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Contact Us', 'Jobs', 'Tools', 'Blogs']);
    expect(hrefOf(document.body, 'Get Hired')).toBe('/login');
    expect(hrefOf(document.body, 'Hire From Us')).toBe('/login?role=employer');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a Dashboard button for the role and the profile photo when signed in', () => {
    const photos = [{ value: 'https://img.example/p.jpg' }];
    renderNavbar(buildUser({ role: 'employer', profile: { displayName: 'Ravi', photos } }));
    expect(hrefOf(document.body, 'Dashboard')).toBe('/employer/dashboard');
    expect(screen.getByRole('img', { name: 'Ravi' })).toHaveAttribute('src', photos[0]?.value);
    expect(screen.queryByRole('link', { name: 'Get Hired' })).not.toBeInTheDocument();
  });

  it('opens and closes the mobile menu, where Hire From Us goes to employer sign-up', async () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(hrefOf(menu, 'Hire From Us')).toBe('/signup?role=employer');
    expect(hrefOf(menu, 'Get Hired')).toBe('/login');
    await userEvent.click(toggle);
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('closes the mobile menu after navigating', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Jobs' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers Logout in the mobile menu when signed in', async () => {
    renderNavbar(buildUser());
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows no notifications bell to a signed-out visitor and asks for no count', () => {
    renderNavbar();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, UNREAD_COUNT)).toHaveLength(0);
  });

  it('shows a signed-in user the bell with their unread count', async () => {
    renderNavbar(buildUser());
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
  });

  it('closes the mobile menu when the notifications open', async () => {
    renderNavbar(buildUser());
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });
});
