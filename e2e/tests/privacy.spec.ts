import { gunzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoAccount, logIn, logInThroughForm, signUpCandidate } from '../fixtures/accounts';

test('a new student sees this device among their sessions and downloads an archive of their data', async ({
  page,
}) => {
  const person = await signUpCandidate(page);
  await page.getByRole('link', { name: 'Privacy and sessions' }).first().click();
  await expect(page).toHaveURL('/user/dashboard/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy and sessions' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await expect(page.getByText(/You agreed to the privacy notice/)).toBeVisible();

  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('status').getByText(/preparing your data/)).toBeVisible();
  const link = page.getByRole('link', { name: /Download archive/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^shuruaat-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const tar = gunzipSync(await readFile(await download.path()));
  expect(tar.subarray(0, 10).toString('ascii')).toBe('README.txt');
  expect(tar.toString('utf8')).toContain(person.email);
});

test('a student deletes their account: they cannot sign in, and the employer sees "Deleted account"', async ({
  page,
}) => {
  // A demo applicant no other journey signs in as; the demo employer has their application.
  const divya = {
    email: 'divya.menon@demo.shuruaat.in',
    password: demoAccount('candidate').password,
  };
  await logIn(page, divya);
  await page.goto('/user/dashboard/privacy');
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  await expect(page.getByText(/They see them as “Deleted account”/)).toBeVisible();
  await page.getByLabel('Your password').fill(divya.password);
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/login');
  // Not a bare login form: it says the account is gone and what employers keep (issue 25).
  const notice = page.getByRole('status').filter({ hasText: 'Your account has been deleted.' });
  await expect(notice).toContainText('Employers keep the applications you sent');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/account-deleted-${width}.png` });
  }

  await logInThroughForm(page, divya);
  await expect(page.getByRole('main').getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, demoAccount('employer'));
  const posted = await page.request.get('/api/employers/jobs-posted');
  const { jobsPosted: jobs } = (await posted.json()) as { jobsPosted: { _id: string }[] };
  let jobId = '';
  for (const job of jobs) {
    const response = await page.request.get(`/api/employers/job/${job._id}/applicants`);
    const body = (await response.json()) as {
      applicants?: { fullName: string; status: string }[];
    };
    // Her live application (the other one she withdrew, which the page lists apart).
    if (body.applicants?.some((a) => a.fullName === 'Deleted account' && a.status === 'applied'))
      jobId = job._id;
  }
  expect(jobId).not.toBe('');
  await page.goto(`/employer/dashboard/jobs/${jobId}/applicants`);
  await expect(page.getByText('Deleted account').first()).toBeVisible();
});
