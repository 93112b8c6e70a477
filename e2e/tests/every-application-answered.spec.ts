import { randomBytes } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { addDays, todayInIndia, type Job } from '@shuruaat/contract';
import { logIn } from '../fixtures/accounts';
import { baseURL, register, send } from '../fixtures/api-accounts';
import { resumePdf } from '../fixtures/resume';

// Builds its own employer, listing and applicant through the API, so it changes no demo data.
test.slow();

test('a listing closes and, with the clock moved 31 days on, the applicant gets a final answer', async ({
  page,
}) => {
  const id = randomBytes(3).toString('hex');
  const employer = await register('employer', 'Kavya Rao');
  await send(employer.api, 'PUT', '/api/employers/update-employer-profile', {
    companyName: `Silent Traders ${id}`,
    industry: 'Retail',
    city: 'Pune',
    about: 'A wholesale trader in Pune moving its ledgers to the cloud.',
  });
  const { job } = await send<{ job: Job }>(employer.api, 'POST', '/api/employers/post-job', {
    kind: 'internship',
    title: `Ledger intern ${id}`,
    description: 'Move paper ledgers to spreadsheets and learn how a wholesale business runs.',
    category: 'data-science',
    skills: ['Excel'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 1,
    startDate: null,
    durationMonths: 2,
    stipend: { min: 8000, max: 12000 },
    perks: [],
    questions: [],
    applyBy: addDays(todayInIndia(), 20),
    status: 'active',
  });

  const candidate = await register('candidate', `Rohan Deshmukh ${id}`);
  await send(candidate.api, 'PUT', '/api/candidates/update-profile', {
    fullName: `Rohan Deshmukh ${id}`,
    phone: '9876543210',
    city: 'Pune',
    college: 'Fergusson College',
    degree: 'B.Com',
    graduationYear: 2027,
    skills: ['Excel'],
  });
  const upload = await candidate.api.post('/api/candidates/upload-resume', {
    multipart: {
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumePdf('Rohan') },
    },
  });
  expect(upload.ok()).toBe(true);
  await send(candidate.api, 'POST', `/api/candidates/apply/${job._id}`, {
    answers: [],
    coverLetter: 'I kept the accounts of my family’s shop for three years and know Excel well.',
    availability: { startDate: true, duration: true, location: true, schedule: true },
    candidateId: candidate.user._id,
  });

  // The job page now says where the application stands instead of "Apply now".
  await logIn(page, candidate.credentials);
  await page.goto(`/jobs/${job.slug}`);
  const applied = page.getByRole('status').filter({ hasText: 'Applied — status: Applied' });
  await expect(applied.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);

  // The employer closes the listing and never answers.
  await send(employer.api, 'PATCH', `/api/employers/employer-job/${job._id}/closed`);
  const clock = await request.newContext({ baseURL: baseURL() });
  const moved = await send<{ answered: number }>(clock, 'POST', '/api/test/clock', {
    advanceDays: 31,
  });
  expect(moved.answered).toBeGreaterThanOrEqual(1);
  await clock.dispose();

  await page.goto('/user/dashboard/applications');
  const item = page.locator(`#application-${job._id}`);
  await expect(item).toContainText('Not selected — the employer did not respond');
  await expect(item).toContainText('Not selected');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/answered-1280.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/answered-390.png', fullPage: false });

  await Promise.all([employer.api.dispose(), candidate.api.dispose()]);
});
