import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderRoute } from '@/test-utils/render-route';
import { emailLinksApi } from '../email-links-api';
import { guardianConsentRoute } from './guardian-consent-page';
import { verifyEmailRoute } from './verify-email-page';

const token = 'a'.repeat(32);

afterEach(() => vi.restoreAllMocks());

describe('the verify-email page, confirming through its route action', () => {
  it("confirms the link's token once and shows the server's answer", async () => {
    const verify = vi
      .spyOn(emailLinksApi, 'verifyEmail')
      .mockResolvedValue({ message: 'Your email is confirmed.' });
    renderRoute(verifyEmailRoute, { path: '/verify-email', url: `/verify-email?token=${token}` });
    // The page shows a spinner (also a status) until the answer is in.
    expect(await screen.findByText('Your email is confirmed.')).toHaveAttribute('role', 'status');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith(token);
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(emailLinksApi, 'verifyEmail').mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'This link has expired. Ask for a new one.'),
    );
    renderRoute(verifyEmailRoute, { path: '/verify-email', url: `/verify-email?token=${token}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
  });

  it('says the link has no code without calling the server', async () => {
    const verify = vi.spyOn(emailLinksApi, 'verifyEmail');
    renderRoute(verifyEmailRoute, { path: '/verify-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is missing its code.');
    expect(verify).not.toHaveBeenCalled();
  });
});

describe("the guardian's consent page, answering through its route action", () => {
  it("sends the guardian's agreement with the link's token", async () => {
    const decide = vi
      .spyOn(emailLinksApi, 'guardianDecision')
      .mockResolvedValue({ message: 'Thank you. They can now apply.' });
    renderRoute(guardianConsentRoute, {
      path: '/guardian-consent',
      url: `/guardian-consent?token=${token}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. They can now apply.');
    expect(decide).toHaveBeenCalledWith(token, 'confirm');
  });

  it('asks once more before declining, then shows a refusal above the choices', async () => {
    const decide = vi
      .spyOn(emailLinksApi, 'guardianDecision')
      .mockRejectedValue(new ApiError(409, 'CONFLICT', 'This link has already been used.'));
    renderRoute(guardianConsentRoute, {
      path: '/guardian-consent',
      url: `/guardian-consent?token=${token}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'I do not agree' }));
    expect(decide).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(decide).toHaveBeenCalledWith(token, 'decline');
  });
});
