import { render, screen } from '@testing-library/react';
import { SITE_PAGES, type User } from '@shuruaat/contract';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setCredentials } from '@/features/auth/slice';
import { buildUser } from '@/test-utils/user-factory';
import { Providers } from './providers';
import { routes } from './routes';
import { makeStore } from './store';

function renderApp(path: string, user: User | null = null) {
  const store = makeStore();
  if (user) store.dispatch(setCredentials({ user }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('app routes', () => {
  it('shows "Loading..." while the first page loads, then the page', async () => {
    renderApp('/definitely-not-a-page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows not-found for an unknown path under a dashboard', async () => {
    renderApp('/user/dashboard/nope', buildUser());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('greets the signed-in user by name on their dashboard', async () => {
    renderApp('/employer/dashboard', buildUser({ role: 'employer' }));
    expect(await screen.findByRole('heading', { name: 'Namaste, Asha Verma' })).toBeInTheDocument();
  });

  it('sends a signed-in user who opens /login to their dashboard', async () => {
    const router = renderApp('/login', buildUser({ role: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Namaste, Asha Verma' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('preselects "I want to hire" on /signup?role=employer', async () => {
    renderApp('/signup?role=employer');
    expect(await screen.findByRole('radio', { name: /I want to hire/ })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: /I want to find internships and jobs/ }),
    ).not.toBeChecked();
  });
});

describe('the route table and the site pages', () => {
  // The server answers 404 for any path not in SITE_PAGES, so a route missing there would be a
  // page the server calls missing; a stale entry would be a soft 404.
  it('lists exactly the same pages', () => {
    const paths: string[] = [];
    const walk = (list: RouteObject[], base: string) => {
      for (const route of list) {
        if (route.path === '*') continue;
        const full = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
        if (route.index || route.Component || route.lazy || route.element) paths.push(full);
        if (route.children) walk(route.children, full);
      }
    };
    walk(routes, '/');
    const pages = new Set(paths.filter((path) => !path.endsWith('/') || path === '/'));
    expect([...pages].sort()).toEqual(SITE_PAGES.map((page) => page.path).sort());
  });
});
