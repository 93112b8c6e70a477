import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminPage } from '../fixtures/admin';
import { jobCard, signUpEmployer } from '../fixtures/employer';

// Issue 27: a listing that asks students for a fee is held before anyone sees it, its employer
// is told why, and an admin rejects it from the review queue.
test.slow();

test('a fee-asking listing is held with the reason shown, is not found in search, and an admin rejects it', async ({
  page,
  browser,
}) => {
  const word = `Zorvex${randomBytes(2).toString('hex')}`;
  const title = `${word} data entry intern`;
  await signUpEmployer(page);
  await page.goto('/employer/updateprofile');
  await page.getByLabel('Company name').fill(`${word} Services`);
  await page.getByLabel('Industry').fill('Back office');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('About', { exact: true }).fill('We do data entry work for small shops.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Ready to post')).toBeVisible();

  await page.goto('/employer/dashboard/post-job');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Operations' });
  await page
    .getByLabel('Description')
    .fill(
      'Simple typing work from home. Selected candidates must pay a registration fee of Rs.1500/- (refundable) before joining.',
    );
  await page.getByRole('checkbox', { name: 'Pune' }).check();
  await page.getByLabel('Duration (months)').fill('3');
  await page.getByLabel('Minimum stipend (₹ per month)').fill('5000');
  await page.getByLabel('Maximum stipend (₹ per month)').fill('8000');
  await page.getByRole('button', { name: 'Post job' }).click();

  await expect(page).toHaveURL('/employer/dashboard/jobs');
  await expect(page.getByText(/held for review/).first()).toBeVisible();
  const card = jobCard(page, title);
  const notice = card.getByRole('note');
  await expect(notice).toContainText('Under review: not public yet');
  await expect(notice).toContainText('Asks for a fee or deposit');
  await expect(notice).toContainText('registration fee');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screening-held-card-${width}.png` });
  }

  const visitor = await browser.newPage();
  await visitor.goto(`/jobs?q=${word}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/listing-reviews?state=held');
  await expect(admin.getByRole('heading', { name: 'Listing review', level: 1 })).toBeVisible();
  const item = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: title }) });
  await expect(item).toContainText('Held: not public');
  await expect(item).toContainText('registration fee');
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await item.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `test-results/screening-queue-${width}.png` });
  }
  await item.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject “${title}”?` });
  await expect(dialog.getByLabel('Reason (the employer sees this)')).toHaveValue(
    /Asks for a fee or deposit/,
  );
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByRole('status')).toContainText('Listing rejected and closed');
  await expect(admin.getByRole('heading', { name: title })).toHaveCount(0);

  await page.reload();
  await expect(jobCard(page, title).getByRole('note')).toContainText('Rejected after review');
  await expect(jobCard(page, title)).toContainText('Asks for a fee or deposit');
  await page.screenshot({ path: 'test-results/screening-rejected-card-1280.png' });

  await Promise.all([visitor.close(), admin.context().close()]);
});
