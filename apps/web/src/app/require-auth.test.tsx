import { render, screen } from '@testing-library/react';
import type { User } from '@shuruaat/contract';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setCredentials } from '@/features/auth/slice';
import { buildUser } from '@/test-utils/user-factory';
import { Providers } from './providers';
import { RequireAuth } from './require-auth';
import { makeStore } from './store';

function LoginProbe() {
  const state: unknown = useLocation().state;
  const from = (state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from ?? 'nowhere'}</p>;
}

function renderAt(path: string, user: User | null) {
  const store = makeStore();
  if (user) store.dispatch(setCredentials({ user }));
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/employer/dashboard',
        element: <RequireAuth role="employer" />,
        children: [{ index: true, element: <p>employer dashboard</p> }],
      },
      { path: '/user/dashboard', element: <p>candidate dashboard</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, replacing history and remembering the page', () => {
    const router = renderAt('/employer/dashboard', null);
    expect(screen.getByText('login page, from /employer/dashboard')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a user of another role to their own dashboard', () => {
    const router = renderAt('/employer/dashboard', buildUser({ role: 'candidate' }));
    expect(screen.getByText('candidate dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders the protected screen for a signed-in user of the right role', () => {
    renderAt('/employer/dashboard', buildUser({ role: 'employer' }));
    expect(screen.getByText('employer dashboard')).toBeInTheDocument();
  });
});
