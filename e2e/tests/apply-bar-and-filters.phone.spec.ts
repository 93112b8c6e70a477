import { expect, test } from '@playwright/test';

test('on a phone a job page keeps an apply bar at the bottom of the screen', async ({ page }) => {
  await page.goto('/jobs');
  const first = page.getByRole('article').first().getByRole('link').first();
  const href = await first.getAttribute('href');
  await page.goto(href ?? '/jobs');
  const bar = page.getByRole('region', { name: 'Apply' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Apply now' })).toBeVisible();
  // Still there after scrolling to the end of a long page.
  await page.mouse.wheel(0, 6000);
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: 'test-results/apply-bar-390.png' });
});

test('on a phone, closing the filters sheet with × keeps the ticked filters', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeEnabled();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('checkbox', { name: /^Part-time only/ }).check();
  await page.screenshot({ path: 'test-results/filters-sheet-390.png' });
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/partTime=true/);
});
