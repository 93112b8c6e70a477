import { addDays, todayInIndia } from '@shuruaat/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { buildJob } from '@/test-utils/job-factory';
import { buildProfile } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { editJobRoute } from './edit-job-page';
import { postJobRoute } from './post-job-page';

const PROFILE = '/api/employers/get-employer-profile';
const profileReply = (missing: string[] = []) => ({
  method: 'GET',
  path: PROFILE,
  reply: { body: { profile: buildProfile({ missingForPosting: missing as never[] }) } },
});

function fillUnpaidRemoteInternship() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Junior data analyst' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'data-science' } });
  fireEvent.change(screen.getByLabelText('Description'), {
    target: { value: 'Clean sales data, build weekly dashboards and learn SQL from our analysts.' },
  });
  fireEvent.change(screen.getByLabelText('Work mode'), { target: { value: 'remote' } });
  fireEvent.click(screen.getByLabelText('Unpaid internship'));
  fireEvent.change(screen.getByLabelText('Duration (months)'), { target: { value: '3' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PostJobPage', () => {
  it('asks for a complete profile first when the loader finds gaps', async () => {
    stubEmployerApi([profileReply(['about'])]);
    renderEmployerRoute(postJobRoute, { path: '/employer/dashboard/post-job' });
    expect(await screen.findByText(/Candidates see your company on every listing/)).toBeVisible();
  });

  it('posts the job through the route action, says "Job posted successfully!" and opens My jobs', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const calls = stubEmployerApi([
      profileReply(),
      {
        method: 'POST',
        path: '/api/employers/post-job',
        reply: { body: { job: buildJob(), message: 'Job posted successfully!' } },
      },
    ]);
    const { router } = renderEmployerRoute(postJobRoute, { path: '/employer/dashboard/post-job' });
    await screen.findByRole('heading', { name: 'Post a job' });
    fillUnpaidRemoteInternship();
    await userEvent.click(screen.getByRole('button', { name: 'Post job' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/employer/dashboard/jobs'));
    expect(success).toHaveBeenCalledWith('Job posted successfully!');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Junior data analyst',
      stipend: null,
      status: 'active',
    });
  });

  it('shows the server’s profile gap above the form instead of posting', async () => {
    const message = 'Complete your company profile before posting.';
    stubEmployerApi([
      profileReply(),
      {
        method: 'POST',
        path: '/api/employers/post-job',
        reply: {
          status: 400,
          body: { code: 'VALIDATION', message, details: [{ path: 'profile.about', message }] },
        },
      },
    ]);
    renderEmployerRoute(postJobRoute, { path: '/employer/dashboard/post-job' });
    await screen.findByRole('heading', { name: 'Post a job' });
    fillUnpaidRemoteInternship();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(message)).toBeVisible();
  });
});

describe('EditJobPage', () => {
  const JOB = '/api/employers/job/job_1';
  // The form checks the apply-by date against today, as the server does.
  const job = buildJob({ applyBy: addDays(todayInIndia(), 30) });

  it('saves the loaded job, says "Job updated successfully!" and opens My jobs', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const calls = stubEmployerApi([
      { method: 'GET', path: JOB, reply: { body: { job } } },
      {
        method: 'PUT',
        path: JOB,
        reply: { body: { job, message: 'Job updated successfully!' } },
      },
    ]);
    const { router } = renderEmployerRoute(editJobRoute, {
      path: '/employer/dashboard/jobs/:id/edit',
      url: '/employer/dashboard/jobs/job_1/edit',
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Frontend developer intern');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/employer/dashboard/jobs'));
    expect(success).toHaveBeenCalledWith('Job updated successfully!');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ title: 'Frontend developer intern' });
    expect(put?.body).not.toHaveProperty('status');
  });

  it('says "Failed to fetch job details" when the job cannot be loaded', async () => {
    stubEmployerApi([]);
    renderEmployerRoute(editJobRoute, {
      path: '/employer/dashboard/jobs/:id/edit',
      url: '/employer/dashboard/jobs/job_1/edit',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch job details');
  });
});
