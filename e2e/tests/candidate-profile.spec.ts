import { expect, test, type Page } from '@playwright/test';
import type { JobSearchResponse } from '@shuruaat/contract';
import { signUpCandidate } from '../fixtures/accounts';
import { resumePdf } from '../fixtures/resume';

async function fillRequiredProfile(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill('98765 43210');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('College').fill('COEP Technological University');
  await page.getByLabel('Degree').fill('B.Tech Computer Engineering');
  await page.getByLabel('Graduation year').fill('2027');
  await page.getByLabel('Skills').fill('React');
  await page.getByLabel('Skills').press('Enter');
}

const meter = (page: Page) => page.getByRole('progressbar', { name: 'Profile completeness' });

test('a new candidate completes the profile and uploads a resume, and the meter follows', async ({
  page,
}) => {
  const person = await signUpCandidate(page);
  await page.goto('/user/updateprofile');
  // The name typed at sign-up is already there; the rest is still to fill.
  await expect(page.getByLabel('Full name')).toHaveValue(person.name);
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '9');
  await expect(page.getByText(/Still needed to apply: mobile number/)).toBeVisible();

  await fillRequiredProfile(page, person.name);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('✅ Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Ready to apply')).toBeVisible();
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '64');

  await page.getByRole('link', { name: 'Upload your resume' }).click();
  await expect(page).toHaveURL('/user/dashboard/resume');
  await page.getByLabel('Upload your resume').setInputFiles({
    name: 'meera-joshi.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf(person.name),
  });
  await expect(page.getByText('Resume uploaded successfully!')).toBeVisible();
  const versions = page.getByRole('region', { name: 'Your resume' });
  await expect(versions.getByText('meera-joshi.pdf')).toBeVisible();
  await expect(versions.getByText('Current')).toBeVisible();
  await expect(versions.getByText(/Version 1 ·/)).toBeVisible();
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '73');

  // Opening a version shows the PDF in a tab of its own and keeps the dashboard where it was.
  const tab = page.waitForEvent('popup');
  await versions.getByRole('button', { name: 'Open version 1' }).click();
  expect(new URL((await tab).url()).pathname).toMatch(/^\/api\/files\/resumes\//);
  await expect(page).toHaveURL('/user/dashboard/resume');
});

test('a candidate sent from an application returns to it once the profile is complete', async ({
  page,
}) => {
  const person = await signUpCandidate(page);
  const search = await page.request.get('/api/jobs?limit=1');
  const { items } = (await search.json()) as JobSearchResponse;
  const job = items[0];
  if (!job) throw new Error('the demo data has no open job');

  await page.goto(`/applyjob/${job._id}`);
  await expect(page.getByRole('heading', { name: 'Complete your profile to apply' })).toBeVisible();
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(`/user/updateprofile?next=/applyjob/${job._id}`);

  await fillRequiredProfile(page, person.name);
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page).toHaveURL(`/applyjob/${job._id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Why should you be hired for this role?')).toBeVisible();
  await expect(page.getByLabel('Upload your resume')).toBeAttached();
});
