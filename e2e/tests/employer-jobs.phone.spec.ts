import { expect, test, type Page } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone the post-job form and My jobs fit the screen and work', async ({ page }) => {
  await logIn(page, demoAccount('employer'));

  await page.goto('/employer/dashboard/post-job');
  await page.getByRole('radio', { name: /^Job/ }).check();
  await page.getByLabel('Title').fill('Phone check role');
  await page.getByLabel('Minimum CTC (₹ per year)').fill('45000');
  await expect(page.getByText(/CTC is per year in rupees/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post job' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Phone check role');
  await expectNoSidewaysScroll(page);

  await page.goto('/employer/dashboard/jobs');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('link', { name: 'Edit' })).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Filter by status' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
