import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { emailLinksApi } from '../email-links-api';
import { forgotPasswordRoute } from './forgot-password-page';
import { resetPasswordRoute } from './reset-password-page';

const render_ = (path: string, route: typeof forgotPasswordRoute | typeof resetPasswordRoute) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: path.split('?')[0], ...route }], {
        initialEntries: [path],
      })}
    />,
  );

afterEach(() => vi.restoreAllMocks());

describe('the forgot-password form, submitted through its route action', () => {
  it('says what is wrong beside the field without calling the server', async () => {
    const send = vi.spyOn(emailLinksApi, 'forgotPassword');
    render_('/forgot-password', forgotPasswordRoute);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter a valid email address',
      ),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's answer in place of the form", async () => {
    const send = vi
      .spyOn(emailLinksApi, 'forgotPassword')
      .mockResolvedValue({ message: 'If that email has an account, a link is on its way.' });
    render_('/forgot-password', forgotPasswordRoute);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a link is on its way');
    expect(send).toHaveBeenCalledWith('asha@example.com');
  });

  it("puts a refusal that names the field beside it, and one that doesn't above the form", async () => {
    vi.spyOn(emailLinksApi, 'forgotPassword')
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', 'Check the email', [
          { path: 'email', message: 'This address cannot receive mail' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many requests, wait a minute'));
    render_('/forgot-password', forgotPasswordRoute);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'This address cannot receive mail',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, wait a minute');
  });
});

describe('the reset-password form, submitted through its route action', () => {
  it("sends the link's token with the new password and offers to log in", async () => {
    const reset = vi
      .spyOn(emailLinksApi, 'resetPassword')
      .mockResolvedValue({ message: 'Your password is changed.' });
    const token = 'a'.repeat(32);
    render_(`/reset-password?token=${token}`, resetPasswordRoute);
    await userEvent.type(screen.getByLabelText('New password'), 'a long new secret 42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(reset).toHaveBeenCalledWith(token, 'a long new secret 42');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says a link too short to be real is not valid, without calling the server', async () => {
    const reset = vi.spyOn(emailLinksApi, 'resetPassword');
    render_('/reset-password?token=short', resetPasswordRoute);
    await userEvent.type(screen.getByLabelText('New password'), 'a long new secret 42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    expect(reset).not.toHaveBeenCalled();
  });
});
