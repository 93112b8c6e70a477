import { expect, test } from '@playwright/test';
import { logIn } from '../fixtures/accounts';
import { createApplicants } from './employer-applicants-data';

// Each journey first signs up an employer and two candidates through the API (password hashing,
// resume uploads), which takes a good part of the default 30 s on a busy machine.
test.slow();

test('on a phone, an employer reads an applicant in a sheet and shortlists everyone ticked', async ({
  page,
}) => {
  const { employer, job, ready, late } = await createApplicants();
  await logIn(page, employer);
  await page.goto(`/employer/dashboard/jobs/${job._id}/applicants`);

  await page.getByRole('button', { name: ready }).click();
  const sheet = page.getByRole('dialog', { name: ready });
  await expect(sheet.getByRole('heading', { name: 'Why should you be hired' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'View resume' })).toBeInViewport();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  const bar = page.getByRole('region', { name: 'Selected applicants' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Shortlist' }).click();
  await expect(page.getByText('2 applicants shortlisted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shortlisted (2)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: late })).toContainText('Shortlisted');
});
