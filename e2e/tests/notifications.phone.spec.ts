import { expect, test } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';

test('on a phone the notifications open full width under the bar and a tap outside closes them', async ({
  page,
}) => {
  await logIn(page, demoAccount('candidate'));
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();

  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link').first()).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);

  await page.mouse.click(200, 800);
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});
