import { expect, test } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';

// The demo student starts with unread notifications from employers moving their applications.
test('a student opens a notification from the bell and then marks the rest read', async ({
  page,
}) => {
  await logIn(page, demoAccount('candidate'));
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  // A notification itself, not the panel's Messages link, which is there before the list loads.
  const first = panel.getByRole('link', { name: /^Unread:/ }).first();
  await expect(first).toBeVisible();
  const link = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(link ?? '');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
});
