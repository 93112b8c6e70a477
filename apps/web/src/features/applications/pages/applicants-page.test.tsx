import { PIPELINE_MESSAGES, type Applicant } from '@shuruaat/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { resumeDownload } from '@/lib/resume-download';
import { buildApplicant, buildApplicantsResponse } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { applicantsRoute } from './applicants-page';

const LIST = '/api/employers/job/job_1/applicants';
const asha = buildApplicant({
  _id: 'a1',
  userId: 'asha',
  fullName: 'Asha Verma',
  mismatches: ['duration'],
  availability: { startDate: true, duration: false, location: true, schedule: true },
});
const ravi = buildApplicant({ _id: 'a2', userId: 'ravi', fullName: 'Ravi Kumar' });
const meera = buildApplicant({
  _id: 'a3',
  userId: 'meera',
  fullName: 'Meera',
  status: 'withdrawn',
});

function serve(applicants: Applicant[], extra: Parameters<typeof stubEmployerApi>[0] = []) {
  return stubEmployerApi([
    ...extra,
    { method: 'GET', path: LIST, reply: { body: buildApplicantsResponse(applicants) } },
  ]);
}

function renderApplicants(url = '/employer/dashboard/jobs/job_1/applicants') {
  return renderEmployerRoute(applicantsRoute, {
    path: '/employer/dashboard/jobs/:id/applicants',
    url,
  });
}

const row = (name: string) =>
  screen.getByRole('button', { name }).closest('article') as HTMLElement;
const sheet = () => screen.getByRole('dialog', { name: 'Asha Verma' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ApplicantsPage', () => {
  it('lists the job’s applicants under its title, with a count on each status tab', async () => {
    const calls = serve([asha, ravi]);
    renderApplicants();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend developer intern' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My jobs/ })).toHaveAttribute(
      'href',
      '/employer/dashboard/jobs',
    );
    expect(screen.getByRole('button', { name: 'All active (2)', pressed: true })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Withdrawn (0)' })).toBeVisible();
    expect(within(row('Asha Verma')).getByText('Cannot meet: duration')).toBeVisible();
    expect(calls[0]?.url.searchParams.get('status')).toBe('applied,shortlisted,interview,hired');
  });

  it('offers every applicant of the job as a CSV download, beside the title', async () => {
    serve([asha]);
    renderApplicants();
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', '/api/employers/job/job_1/applicants/csv');
    expect(link).toHaveAttribute('download');
  });

  it('asks the server for one status when its tab is chosen, and says when it has none', async () => {
    const calls = serve([]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Shortlisted (0)' }));
    expect(await screen.findByText('No one shortlisted yet')).toBeVisible();
    expect(calls.at(-1)?.url.searchParams.get('status')).toBe('shortlisted');
  });

  it('tells the employer a draft takes applications once published, not "when students apply"', async () => {
    const job = { _id: 'job_1', title: 'Design intern', slug: 'design', status: 'draft' as const };
    stubEmployerApi([
      { method: 'GET', path: LIST, reply: { body: buildApplicantsResponse([], { job }) } },
    ]);
    renderApplicants();
    expect(await screen.findByText('This job is a draft')).toBeVisible();
    expect(screen.queryByText(/When students apply/)).toBeNull();
  });

  it('shows "Failed to fetch job applicants" when the list cannot be loaded', async () => {
    stubEmployerApi([]);
    renderApplicants();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch job applicants');
  });

  it('adds the next page when "Load more" is pressed', async () => {
    stubEmployerApi([
      {
        method: 'GET',
        path: LIST,
        reply: (url) => ({
          body: url.searchParams.get('cursor')
            ? buildApplicantsResponse([ravi])
            : buildApplicantsResponse([asha], { nextCursor: 'c1' }),
        }),
      },
    ]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Ravi Kumar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Asha Verma' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens what the applicant sent: cover letter, answers, availability and timeline', async () => {
    serve([asha]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    const detail = within(sheet());
    expect(detail.getByRole('heading', { name: 'Why should you be hired' })).toBeVisible();
    expect(detail.getByText(asha.coverLetter)).toBeVisible();
    expect(
      detail.getByText('Link to a project you are proud of').nextElementSibling,
    ).toHaveTextContent('https://github.com/asha/kirana');
    const duration = detail.getByText('Duration').closest('div') as HTMLElement;
    expect(duration).toHaveTextContent('Job: 3 months');
    expect(duration).toHaveTextContent('Cannot meet');
    expect(detail.getByText('Start date').closest('div')).toHaveTextContent('Can meet');
    expect(detail.getByText('Applied', { selector: 'li p' })).toBeVisible();
  });

  it("shortlists from the detail and shows the server's message", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const calls = serve(
      [asha],
      [
        {
          method: 'PATCH',
          path: '/api/employers/job/job_1/applicant/asha/status',
          reply: { body: { message: 'Applicant status updated successfully!' } },
        },
      ],
    );
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Shortlist' }));
    expect(await within(row('Asha Verma')).findByText('Shortlisted')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { newStatus: 'shortlisted' } });
    expect(success).toHaveBeenCalledWith('Applicant status updated successfully!');
    // The change is applied in place: the list is not read again.
    expect(calls.filter((call) => call.url.pathname === LIST)).toHaveLength(1);
    // The pressed button is the one just used, so keyboard focus stays where it was.
    expect(
      within(sheet()).getByRole('button', { name: 'Shortlisted', pressed: true }),
    ).toHaveFocus();
  });

  it('reads the list again when the applicant withdrew meanwhile, showing the server’s message', async () => {
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    let reads = 0;
    const calls = stubEmployerApi([
      {
        method: 'PATCH',
        path: '/api/employers/job/job_1/applicant/asha/status',
        reply: {
          status: 409,
          body: { code: 'CONFLICT', message: PIPELINE_MESSAGES.withdrawnLocked },
        },
      },
      {
        method: 'GET',
        path: LIST,
        // The second read comes after the refusal and sees the withdrawal made elsewhere.
        reply: () => {
          reads += 1;
          const now = reads === 1 ? asha : { ...asha, status: 'withdrawn' as const };
          return { body: buildApplicantsResponse([now, ravi]) };
        },
      },
    ]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Shortlist' }));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith(PIPELINE_MESSAGES.withdrawnLocked));
    expect(await within(row('Asha Verma')).findByText('Withdrawn')).toBeVisible();
    expect(calls.filter((call) => call.url.pathname === LIST)).toHaveLength(2);
  });

  it('asks before rejecting, and does nothing when the employer cancels', async () => {
    const calls = serve([asha]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Reject' }));
    const ask = screen.getByRole('dialog', { name: 'Reject Asha Verma?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Reject Asha Verma?' })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('removes an applicant from the list once the employer confirms', async () => {
    const calls = serve(
      [asha, ravi],
      [
        {
          method: 'DELETE',
          path: '/api/employers/job/job_1/applicant/asha',
          reply: { body: { message: 'Applicant removed successfully!' } },
        },
      ],
    );
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Remove' }));
    const ask = screen.getByRole('dialog', { name: 'Remove Asha Verma?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove applicant' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Asha Verma' })).toBeNull());
    expect(calls.at(-1)?.method).toBe('DELETE');
    expect(screen.getByRole('button', { name: 'All active (1)' })).toBeVisible();
  });

  it('keeps a withdrawn application read-only', async () => {
    serve([meera]);
    renderApplicants('/employer/dashboard/jobs/job_1/applicants?status=withdrawn');
    await userEvent.click(await screen.findByRole('button', { name: 'Meera' }));
    const detail = within(screen.getByRole('dialog', { name: 'Meera' }));
    expect(detail.getByText(/withdrew the application/)).toBeVisible();
    expect(detail.queryByRole('button', { name: 'Shortlist' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Meera' })).toBeDisabled();
  });

  it('rejects the ticked applicants together after one confirmation', async () => {
    const calls = serve(
      [asha, ravi],
      [
        {
          method: 'PATCH',
          path: '/api/employers/job/job_1/applicants/status',
          reply: {
            body: { message: '2 applicants rejected.', updated: ['asha', 'ravi'], skipped: [] },
          },
        },
      ],
    );
    renderApplicants();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    const bar = within(screen.getByRole('region', { name: 'Selected applicants' }));
    expect(bar.getByText('2 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Reject with reason' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Reason the candidate will read' }),
      'position_filled',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject 2 applicants' }));
    expect(await screen.findByRole('button', { name: 'Rejected (2)' })).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({
      userIds: ['asha', 'ravi'],
      newStatus: 'rejected',
      reason: 'position_filled',
    });
    expect(screen.queryByRole('region', { name: 'Selected applicants' })).toBeNull();
  });

  it('opens the resume in the browser through a signed link, with a download beside', async () => {
    const view = vi.spyOn(resumeDownload, 'view').mockImplementation(() => undefined);
    const start = vi.spyOn(resumeDownload, 'start').mockImplementation(() => undefined);
    const calls = serve(
      [asha],
      [
        {
          method: 'GET',
          path: '/api/employers/signed-resume-url',
          reply: { body: { url: '/api/files/resumes/res_1/2?sig=abc' } },
        },
      ],
    );
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    await userEvent.click(within(sheet()).getByRole('button', { name: 'View resume' }));
    await vi.waitFor(() => expect(view).toHaveBeenCalledWith('/api/files/resumes/res_1/2?sig=abc'));
    expect(start).not.toHaveBeenCalled();
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Download' }));
    await vi.waitFor(() =>
      expect(start).toHaveBeenCalledWith('/api/files/resumes/res_1/2?sig=abc'),
    );
    const asked = calls.find((call) => call.url.pathname.endsWith('signed-resume-url'));
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      public_id: 'res_1',
      version: '2',
    });
  });

  it('shows the detail beside the list on a wide screen, and Escape returns to the row', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve([asha]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    const panel = screen.getByRole('complementary', { name: 'Asha Verma' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getByRole('heading', { name: 'Asha Verma' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('button', { name: 'Asha Verma' })).toHaveFocus();
  });
});
