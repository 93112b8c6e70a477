import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { employerProfileSaved } from '../events';
import { buildProfile } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { updateProfileRoute } from './update-profile-page';

const PROFILE = '/api/employers/get-employer-profile';
const SAVE = '/api/employers/update-employer-profile';

function renderProfile() {
  return renderEmployerRoute(updateProfileRoute, { path: '/employer/updateprofile' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UpdateProfilePage', () => {
  it('fills the form from the loader and saves it through the route action', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const saved = buildProfile({ companyName: 'Kirana Cloud Labs' });
    const calls = stubEmployerApi([
      { method: 'GET', path: PROFILE, reply: { body: { profile: buildProfile() } } },
      { method: 'PUT', path: SAVE, reply: { body: { profile: saved } } },
    ]);
    const { actions } = renderProfile();
    const name = await screen.findByLabelText('Company name');
    expect(name).toHaveValue('Kirana Cloud');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kirana Cloud Labs');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Company profile saved.'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      companyName: 'Kirana Cloud Labs',
    });
    // The saved profile is announced; app/profile-state.ts re-checks the session on it.
    expect(actions.filter(employerProfileSaved.match).map((a) => a.payload.companyName)).toEqual([
      'Kirana Cloud Labs',
    ]);
  });

  it('places the server’s refusal beside its field', async () => {
    stubEmployerApi([
      { method: 'GET', path: PROFILE, reply: { body: { profile: buildProfile() } } },
      {
        method: 'PUT',
        path: SAVE,
        reply: {
          status: 400,
          body: {
            code: 'VALIDATION',
            message: 'Enter a website starting with https://',
            details: [{ path: 'website', message: 'Enter a website starting with https://' }],
          },
        },
      },
    ]);
    renderProfile();
    await screen.findByLabelText('Company name');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a website starting with https://')).toBeVisible();
    // The field may be marked a render after the message shows.
    await waitFor(() =>
      expect(screen.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('uploads a new logo through the route action and says "Logo uploaded."', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const withLogo = buildProfile({ logoUrl: '/api/files/logos/c_1.png' });
    let current = buildProfile();
    stubEmployerApi([
      { method: 'GET', path: PROFILE, reply: () => ({ body: { profile: current } }) },
      {
        method: 'POST',
        path: '/api/employers/upload-logo',
        reply: () => {
          current = withLogo;
          return { body: { profile: withLogo } };
        },
      },
    ]);
    renderProfile();
    await screen.findByLabelText('Company name');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Logo uploaded.'));
    expect(await screen.findByText('Change logo')).toBeVisible();
  });

  it('says "Failed to fetch profile" and offers to try again', async () => {
    stubEmployerApi([]);
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch profile');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
