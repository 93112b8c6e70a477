import { expect, test } from '@playwright/test';
import { signedInPage } from '../fixtures/admin';
import { latestMail } from '../fixtures/mail';
import { listingWithApplicant } from '../fixtures/listing-with-applicant';

// Issue 25: an applicant to a listing its employer closed kept reading "Applied", and the
// public page said "Actively hiring" beside "no longer accepting applications".
test.slow();

test('an employer closes a listing: the applicant is told why, by the bell and by email, and the page stops saying it hires', async ({
  browser,
}) => {
  const { job, employer, candidate, dispose } = await listingWithApplicant();

  const hiring = await signedInPage(browser, employer.credentials);
  await hiring.goto('/employer/dashboard/jobs');
  const card = hiring.getByRole('article', { name: job.title });
  await card.getByRole('button', { name: 'Close' }).click();
  const dialog = hiring.getByRole('dialog', { name: `Close “${job.title}”?` });
  await expect(dialog).toContainText('tells the 1 applicant still waiting that you closed it');
  for (const width of [390, 1280]) {
    await hiring.setViewportSize({ width, height: 800 });
    await hiring.screenshot({ path: `test-results/listing-close-dialog-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Close listing' }).click();
  await expect(hiring.getByText('Job status updated successfully!')).toBeVisible();

  const page = await signedInPage(browser, candidate.credentials);
  await page.goto('/user/dashboard/applications');
  const item = page.locator(`#application-${job._id}`);
  await expect(item).toContainText('Not selected');
  await expect(item).toContainText('The employer closed this listing, so it will not go further');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/listing-closed-applications-${width}.png` });
  }

  const mail = await latestMail(page, candidate.credentials.email, 'application_status');
  expect(mail.subject).toContain(`Listing closed: ${job.title}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`Listing closed: ${job.title}`)).toBeVisible();

  await page.goto(`/jobs/${job.slug}`);
  // Where the page said "Applied", it now gives the answer.
  await expect(
    page.getByRole('status').filter({ hasText: 'Applied — status: Not selected' }),
  ).toBeVisible();
  // Similar open listings below may say it; this listing's own highlights must not.
  const summary = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(summary.getByRole('list', { name: 'Highlights' })).toBeVisible();
  await expect(summary.getByText('Actively hiring')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/listing-closed-job-390.png' });

  await Promise.all([dispose(), hiring.context().close(), page.context().close()]);
});
