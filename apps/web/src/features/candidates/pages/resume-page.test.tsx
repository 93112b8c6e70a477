import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { candidatesApi } from '../api';
import { resumeDownload } from '@/lib/resume-download';
import { candidateProfileSaved } from '../events';
import {
  buildCandidateProfile,
  buildResumeVersion,
  buildResumeView,
} from '@/test-utils/candidate-data';
import { renderCandidatePage, sentBody, stubApi, type Routes } from '@/test-utils/candidate-render';
import { resumeRoute } from './resume-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const VIEWS = '/api/candidates/resume-views';

function stubResumes(extra: Routes = {}, profile = buildCandidateProfile()) {
  let current = profile;
  return stubApi({
    'GET /api/candidates/get-candidate-profile': () => ({ body: { profile: current } }),
    // A save changes what the profile reads next.
    'PUT /api/candidates/update-profile': ({ body }) => {
      current = { ...current, ...(body as Partial<typeof current>) };
      return { body: { profile: current, message: 'ok' } };
    },
    'GET /api/candidates/resumes': {
      body: {
        versions: [
          buildResumeVersion({ version: 2, fileName: 'asha-2026.pdf', isCurrent: true }),
          buildResumeVersion({ version: 1, fileName: 'asha-old.pdf', isCurrent: false }),
        ],
      },
    },
    [`GET ${VIEWS}`]: { body: { views: [], nextCursor: null } },
    ...extra,
  });
}

const renderPage = () => renderCandidatePage(resumeRoute, '/user/dashboard/resume');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('ResumePage', () => {
  it('lists every version, newest first, marking the current one', async () => {
    stubResumes();
    renderPage();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('asha-2026.pdfCurrentVersion 2'),
      expect.stringContaining('asha-old.pdfVersion 1'),
    ]);
  });

  it('opens a version through a signed link the server issues', async () => {
    stubResumes({
      'GET /api/candidates/signed-resume-url': ({ url }) => ({
        body: {
          url: `/api/files/resumes/${url.searchParams.get('public_id')}/${url.searchParams.get('version')}?sig=x`,
        },
      }),
    });
    const open = vi.spyOn(resumeDownload, 'view').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Open version 1' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/resumes/res_1/1?sig=x'));
  });

  it('shows who viewed the resume and loads more on request', async () => {
    stubResumes({
      [`GET ${VIEWS}`]: ({ url }) => ({
        body: url.searchParams.get('cursor')
          ? {
              views: [
                buildResumeView({
                  _id: 'v2',
                  company: { _id: 'c2', name: 'Chai Labs', logoUrl: null },
                }),
              ],
              nextCursor: null,
            }
          : { views: [buildResumeView({ via: 'database' })], nextCursor: 'next' },
      }),
    });
    renderPage();
    const view = (await screen.findByText('Kirana Cloud')).closest('li');
    expect(view).toHaveTextContent('3 Feb 2026, 4:05 pm · from the resume database · version 1');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Chai Labs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when no company has opened the resume', async () => {
    stubResumes();
    renderPage();
    expect(await screen.findByText(/No company has opened your resume yet/)).toBeInTheDocument();
  });

  it('saves the resume-database switch straight away', async () => {
    const fetchMock = stubResumes();
    const { actions } = renderPage();
    const toggle = await screen.findByRole('switch', {
      name: 'Let employers with resume access find me',
    });
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(sentBody(fetchMock, 'PUT', '/api/candidates/update-profile')).toEqual({
      visibleToEmployers: true,
    });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('✅ Profile updated successfully!'),
    );
    expect(actions.some(candidateProfileSaved.match)).toBe(true);
  });

  it('toasts why the switch could not be saved, and leaves it as it was', async () => {
    stubResumes({
      'PUT /api/candidates/update-profile': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'Try again in a moment' },
      },
    });
    renderPage();
    const toggle = await screen.findByRole('switch', {
      name: 'Let employers with resume access find me',
    });
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Try again in a moment'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('uploads a new version, says so and lists it', async () => {
    let versions = [buildResumeVersion({ version: 1, fileName: 'asha-old.pdf', isCurrent: true })];
    stubResumes({
      'GET /api/candidates/resumes': () => ({ body: { versions } }),
    });
    vi.spyOn(candidatesApi, 'uploadResume').mockImplementation(async () => {
      versions = [
        buildResumeVersion({ version: 2, fileName: 'asha-new.pdf', isCurrent: true }),
        buildResumeVersion({ version: 1, fileName: 'asha-old.pdf', isCurrent: false }),
      ];
      return { message: 'Resume uploaded successfully!', resume: { publicId: 'r', version: 2 } };
    });
    renderPage();
    await userEvent.upload(
      await screen.findByLabelText('Upload a new version'),
      new File(['%PDF-1.4'], 'asha-new.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('asha-new.pdf')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Resume uploaded successfully!');
  });

  it('says "Failed to fetch profile" when the profile cannot be loaded', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile');
  });

  it('refuses a resume over 5 MB before uploading it', async () => {
    stubResumes();
    renderPage();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(await screen.findByLabelText('Upload a new version'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your resume must be 5 MB or smaller.',
    );
  });

  it('links the completeness summary to the profile form', async () => {
    stubResumes();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Update profile' })).toHaveAttribute(
      'href',
      '/user/updateprofile',
    );
  });
});
