import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from '@/lib/form-draft';
import { buildJob } from '@/test-utils/job-factory';
import { applicationsApi } from '../api';
import {
  buildApplication,
  buildCandidateProfile,
  buildEmptyProfile,
} from '@/test-utils/candidate-data';
import { renderCandidatePage, sentBody, stubApi, type Routes } from '@/test-utils/candidate-render';
import { applyRoute } from './apply-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const APPLY = '/api/candidates/apply/job_1';
const COVER = 'I built the billing screens for my uncle’s kirana store in React and loved it.';
const QUESTIONS: Job['questions'] = [
  { _id: 'q_notice', question: 'How soon can you join?', required: true },
  { _id: 'q_link', question: 'A link to something you built', required: false },
];

function stubJob(job: Job, extra: Routes = {}, profile = buildCandidateProfile()) {
  return stubApi({
    'GET /api/employers/job/job_1': { body: { job } },
    'GET /api/candidates/application/job_1': { body: { application: null } },
    'GET /api/candidates/get-candidate-profile': { body: { profile } },
    ...extra,
  });
}

const renderPage = () => renderCandidatePage(applyRoute, '/applyjob/:id', '/applyjob/job_1');

async function answerAvailability(choices: string[]) {
  // One group per question; the section around them holds every answer and is skipped.
  const groups = screen
    .getAllByRole('group')
    .filter((group) => within(group).queryAllByLabelText('Yes, I can').length === 1);
  for (const [index, group] of groups.entries()) {
    await userEvent.click(within(group).getByLabelText(choices[index] ?? 'Yes, I can'));
  }
}

// Pasting rather than typing: a cover letter typed key by key takes seconds in jsdom.
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('ApplyPage', () => {
  it('sends availability as data, the answers and the candidate id, then opens My applications', async () => {
    const job = buildJob({ questions: QUESTIONS, durationMonths: null, partTime: true });
    const fetchMock = stubJob(job, {
      [`POST ${APPLY}`]: { status: 201, body: { message: 'Applied!' } },
    });
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: job.title })).toBeInTheDocument();
    expect(screen.queryByText(/Are you available for all/)).not.toBeInTheDocument();
    await answerAvailability(['Yes, I can', 'Yes, I can', "No, I can't"]);
    await fill('Why should you be hired for this role?', COVER);
    await fill('How soon can you join?', 'In two weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard/applications');
    expect(sentBody(fetchMock, 'POST', APPLY)).toEqual({
      answers: [
        { questionId: 'q_notice', answer: 'In two weeks' },
        { questionId: 'q_link', answer: '' },
      ],
      coverLetter: COVER,
      availability: { startDate: true, duration: true, location: true, schedule: false },
      candidateId: 'u_1',
    });
    expect(toast.success).toHaveBeenCalledWith('Applied!');
  });

  it('keeps the cover letter as a draft for this job across a reload, and forgets it once sent', async () => {
    const job = buildJob({ questions: [], durationMonths: null });
    stubJob(job, { [`POST ${APPLY}`]: { status: 201, body: { message: 'Applied!' } } });
    const key = draftKey('apply', 'u_1', job._id);
    renderPage();
    await screen.findByRole('heading', { name: job.title });
    await fill('Why should you be hired for this role?', COVER);
    expect(localStorage.getItem(key)).toContain('kirana');

    cleanup(); // the reload: the page starts again from what the browser kept
    renderPage();
    expect(await screen.findByText('Draft restored')).toBeVisible();
    expect(screen.getByLabelText('Why should you be hired for this role?')).toHaveValue(COVER);

    await answerAvailability([]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('says "✅ Job application submitted!" when the server sends no message', async () => {
    const job = buildJob({ questions: [], durationMonths: null });
    stubJob(job, { [`POST ${APPLY}`]: { status: 201, body: { message: '' } } });
    renderPage();
    await screen.findByRole('heading', { name: job.title });
    await answerAvailability([]);
    await fill('Why should you be hired for this role?', COVER);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('✅ Job application submitted!');
  });

  it('shows the application sent meanwhile from another tab when the server says so, dropping the draft', async () => {
    const job = buildJob({ questions: [], durationMonths: null });
    let application: ReturnType<typeof buildApplication> | null = null;
    stubJob(job, {
      'GET /api/candidates/application/job_1': () => ({ body: { application } }),
      [`POST ${APPLY}`]: () => {
        application = buildApplication({ status: 'applied' });
        return {
          status: 409,
          body: { code: 'CONFLICT', message: 'You have already applied to this job' },
        };
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: job.title });
    await answerAvailability([]);
    await fill('Why should you be hired for this role?', COVER);
    expect(localStorage.getItem(draftKey('apply', 'u_1', job._id))).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('You have applied to this job')).toBeInTheDocument();
    expect(localStorage.getItem(draftKey('apply', 'u_1', job._id))).toBeNull();
  });

  it('asks every required question and a long enough cover letter before sending', async () => {
    const fetchMock = stubJob(buildJob({ questions: QUESTIONS }));
    renderPage();
    await userEvent.type(
      await screen.findByLabelText('Why should you be hired for this role?'),
      'Hire me',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Answer this question to apply')).toBeInTheDocument();
    expect(
      screen.getByText('Write at least 50 characters on why you should be hired'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Choose one')).toHaveLength(4);
    expect(sentBody(fetchMock, 'POST', APPLY)).toBeUndefined();
  });

  it("places the server's answer errors beside the question they name", async () => {
    const job = buildJob({ questions: QUESTIONS.slice(1) });
    stubJob(job, {
      [`POST ${APPLY}`]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Answer every required question before applying.',
          details: [{ path: 'answers.q_link', message: 'Answer this question to apply' }],
        },
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: job.title });
    await answerAvailability([]);
    await fill('Why should you be hired for this role?', COVER);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answer every required question before applying.',
    );
    expect(
      screen.getByLabelText('A link to something you built (optional)'),
    ).toHaveAccessibleDescription('Answer this question to apply');
    // Said once, on the form: not again in a toast.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('names what the profile lacks and links to it with the way back', async () => {
    stubJob(buildJob(), {}, buildEmptyProfile({ missingForApplying: ['phone', 'skills'] }));
    renderPage();
    expect(await screen.findByText(/mobile number, at least one skill/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/user/updateprofile?next=/applyjob/job_1',
    );
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });

  it('says the job is closed and shows no form', async () => {
    stubJob(buildJob({ status: 'closed', isAcceptingApplications: false }));
    renderPage();
    expect(
      await screen.findByText('This opportunity is no longer accepting applications'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });

  it('shows the status of an application already sent, with a link to My applications', async () => {
    stubJob(buildJob(), {
      'GET /api/candidates/application/job_1': {
        body: { application: buildApplication({ status: 'shortlisted' }) },
      },
    });
    renderPage();
    expect(await screen.findByText('You have applied to this job')).toBeInTheDocument();
    expect(screen.getByText('Shortlisted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My applications' })).toHaveAttribute(
      'href',
      '/user/dashboard/applications',
    );
  });

  it('lets a candidate without a resume upload one here, showing the progress', async () => {
    // The server's profile, which the upload changes.
    let profile = buildCandidateProfile({ resume: null });
    stubJob(buildJob(), {
      'GET /api/candidates/get-candidate-profile': () => ({ body: { profile } }),
    });
    let finish: () => void = () => undefined;
    vi.spyOn(applicationsApi, 'uploadResume').mockImplementation((_file, onProgress) => {
      onProgress?.(0.5);
      return new Promise((resolve) => {
        finish = () => {
          profile = buildCandidateProfile({ resume: { publicId: 'r', version: 1 } });
          resolve({
            message: 'Resume uploaded successfully!',
            resume: { publicId: 'r', version: 1 },
          });
        };
      });
    });
    renderPage();
    const input = await screen.findByLabelText('Upload your resume');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    finish();
    expect(await screen.findByText(/Your current resume \(version 1\)/)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Resume uploaded successfully!');
  });

  it('refuses a file that is not a PDF before uploading it', async () => {
    stubJob(buildJob(), {}, buildCandidateProfile({ resume: null }));
    const upload = vi.spyOn(applicationsApi, 'uploadResume');
    renderPage();
    const input = await screen.findByLabelText('Upload your resume');
    await userEvent.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload your resume as a PDF file.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('offers to try again when the job cannot be loaded', async () => {
    let isDown = true;
    const job = buildJob();
    stubJob(job, {
      'GET /api/employers/job/job_1': () =>
        isDown
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Try again soon' } }
          : { body: { job } },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again soon');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: job.title })).toBeInTheDocument();
  });

  it('says the opportunity is not found for an unknown job', async () => {
    stubApi({
      'GET /api/employers/job/job_1': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Job not found' },
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Opportunity not found' }),
    ).toBeInTheDocument();
  });
});
