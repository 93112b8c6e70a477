import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { authApi } from '../api';
import { authReducer } from '../slice';
import { buildUser } from '@/test-utils/user-factory';
import { LoginPage } from './login-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

function renderLogin(from?: string, state?: object) {
  const store = configureStore({ reducer: { auth: authReducer } });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    {
      initialEntries: [
        { pathname: '/login', state: state ?? (from ? { from: { pathname: from } } : null) },
      ],
    },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => vi.restoreAllMocks());

describe('LoginPage', () => {
  it('shows each validation error beside its field without calling the server', async () => {
    const login = vi.spyOn(authApi, 'login');
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Validation resolves asynchronously; on a busy machine the messages land a tick later.
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter a valid email address',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(login).not.toHaveBeenCalled();
  });

  it('toggles the password between hidden and shown', async () => {
    renderLogin();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it("shows the server's message once, above the form, when the credentials are wrong", async () => {
    vi.spyOn(authApi, 'login').mockRejectedValue(
      new ApiError(401, 'UNAUTHENTICATED', 'Invalid email or password'),
    );
    renderLogin();
    await submit('asha@example.in', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('returns to the page the guard redirected from after logging in', async () => {
    vi.spyOn(authApi, 'login').mockResolvedValue({ user: buildUser(), token: 't' });
    const router = renderLogin('/user/dashboard/applications');
    await submit('asha@example.in', 'correct horse');
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard/applications');
  });

  it("goes to the role's dashboard when there is no page to return to", async () => {
    vi.spyOn(authApi, 'login').mockResolvedValue({
      user: buildUser({ role: 'employer' }),
      token: 't',
    });
    const router = renderLogin();
    await submit('ravi@example.in', 'correct horse');
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer/dashboard');
  });

  it('says a just-deleted account is gone and what employers keep', () => {
    renderLogin(undefined, { accountDeleted: 'candidate' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your account has been deleted.');
    expect(notice).toHaveTextContent('Employers keep the applications you sent');
    expect(notice).toHaveTextContent('“Deleted account”');
  });

  it('tells a deleted employer their closed listings stay without their contact details', () => {
    renderLogin(undefined, { accountDeleted: 'employer' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your company page and its listings stay, closed, without your contact details',
    );
  });

  it('says nothing of a deletion on an ordinary visit', () => {
    renderLogin();
    expect(screen.queryByText('Your account has been deleted.')).toBeNull();
  });
});
