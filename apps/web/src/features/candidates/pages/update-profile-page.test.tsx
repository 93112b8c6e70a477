import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCandidateProfile, buildEmptyProfile } from '@/test-utils/candidate-data';
import type { CandidateProfile } from '@shuruaat/contract';
import { candidateProfileSaved } from '../events';
import { renderCandidatePage, sentBody, stubApi } from '@/test-utils/candidate-render';
import { updateProfileRoute } from './update-profile-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const PROFILE = '/api/candidates/get-candidate-profile';
const UPDATE = '/api/candidates/update-profile';

function renderPage(url = '/user/updateprofile') {
  return renderCandidatePage(updateProfileRoute, '/user/updateprofile', url);
}

/** The profile as the server keeps it: a save changes what it answers next. */
function stubProfile(profile: CandidateProfile, saved?: CandidateProfile) {
  let current = profile;
  return stubApi({
    [`GET ${PROFILE}`]: () => ({ body: { profile: current } }),
    ...(saved
      ? {
          [`PUT ${UPDATE}`]: () => {
            current = saved;
            return { body: { profile: saved, message: 'Profile updated' } };
          },
        }
      : {}),
  });
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Asha Verma');
  await userEvent.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
  await userEvent.type(screen.getByLabelText('City'), 'Pune');
  await userEvent.type(screen.getByLabelText('College'), 'COEP');
  await userEvent.type(screen.getByLabelText('Degree'), 'B.Tech');
  await userEvent.type(screen.getByLabelText('Graduation year'), '2027');
  await userEvent.type(screen.getByLabelText('Skills'), 'React{Enter}');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('UpdateCandidateProfilePage', () => {
  it('names what is missing before the candidate can apply', async () => {
    stubApi({ [`GET ${PROFILE}`]: { body: { profile: buildEmptyProfile() } } });
    renderPage();
    const meter = await screen.findByRole('region', { name: 'Profile completeness' });
    expect(meter).toHaveTextContent('Still needed to apply: full name, mobile number, city');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('saves the sections with the mobile number normalised, and the meter follows', async () => {
    const saved = buildCandidateProfile({ resume: null });
    const fetchMock = stubProfile(buildEmptyProfile(), saved);
    const { actions } = renderPage();
    await screen.findByLabelText('Full name');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Ready to apply')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', UPDATE)).toMatchObject({
      fullName: 'Asha Verma',
      phone: '9876543210',
      graduationYear: 2027,
      skills: ['React'],
      visibleToEmployers: false,
    });
    // The toast and the session's event follow the answer in an effect, after the render that
    // shows it: on a loaded machine the assertions above can run between the two.
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('✅ Profile updated successfully!'),
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
    // The session follows (app/profile-state.ts re-checks it on this).
    expect(actions).toContainEqual(candidateProfileSaved(saved));
  });

  it('shows a wrong mobile number beside its field without calling the server', async () => {
    const fetchMock = stubApi({ [`GET ${PROFILE}`]: { body: { profile: buildEmptyProfile() } } });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Enter a 10-digit Indian mobile number, like 98765 43210',
    );
    expect(sentBody(fetchMock, 'PUT', UPDATE)).toBeUndefined();
  });

  it("shows the server's field errors once, beside their fields, with no toast", async () => {
    const fetchMock = stubApi({
      [`GET ${PROFILE}`]: { body: { profile: buildCandidateProfile() } },
      [`PUT ${UPDATE}`]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Check the highlighted fields',
          details: [{ path: 'links.github', message: 'That GitHub page does not exist' }],
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('That GitHub page does not exist')).toBeInTheDocument();
    // The field may be marked a render after the message shows.
    await waitFor(() =>
      expect(screen.getByLabelText('GitHub')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('GitHub')).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();
    // A refused save changed nothing: the profile is not read again.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes(PROFILE))).toHaveLength(
      1,
    );
  });

  it('toasts a failure that names no field of the form', async () => {
    stubApi({
      [`GET ${PROFILE}`]: { body: { profile: buildCandidateProfile() } },
      [`PUT ${UPDATE}`]: {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many saves. Try again in a minute.' },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many saves. Try again in a minute.'),
    );
  });

  it('returns to the application once a save completes the profile', async () => {
    stubProfile(buildEmptyProfile(), buildCandidateProfile());
    const { router } = renderPage('/user/updateprofile?next=/applyjob/job_9');
    await screen.findByLabelText('Full name');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/applyjob/job_9');
  });

  it('stays on the form when ?next points at another site', async () => {
    stubProfile(buildCandidateProfile(), buildCandidateProfile());
    const { router } = renderPage('/user/updateprofile?next=//evil.example/applyjob/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/user/updateprofile');
  });

  it('turns on the resume-database switch only when the candidate flips it', async () => {
    const fetchMock = stubProfile(buildCandidateProfile(), buildCandidateProfile());
    renderPage();
    const toggle = await screen.findByRole('switch', {
      name: 'Let employers with resume access find me',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', UPDATE)).toMatchObject({ visibleToEmployers: true }),
    );
  });

  it('says "Failed to fetch profile" when the profile cannot be loaded', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile');
  });
});
