import { expect, test } from '@playwright/test';

test('on a phone, a tapped suggestion searches for it, the list fitting the screen', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search internships and jobs' });
  await expect(box).toBeEnabled();
  await box.tap();
  await box.pressSequentially('dev', { delay: 30 });
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(option).toBeVisible();
  const value = ((await option.locator('span').first().textContent()) ?? '').trim();
  const bounds = await option.boundingBox();
  expect(bounds?.x).toBeGreaterThanOrEqual(0);
  expect((bounds?.x ?? 0) + (bounds?.width ?? 0)).toBeLessThanOrEqual(390);
  // A finger needs a target at least 44 px tall.
  expect(bounds?.height).toBeGreaterThanOrEqual(44);
  await option.tap();
  await expect(page).toHaveURL(`/jobs?${new URLSearchParams({ q: value })}`);
});

test('on a phone, a toast never covers the navbar, even with the menu open', async ({ page }) => {
  await page.goto('/dev/mailbox');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Send digests now' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Digests and alerts' });
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const shown = await toast.boundingBox();
  if (!header || !shown) throw new Error('the header or the toast has no box');
  expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
});
