import { expect, test } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';
import { ADMIN_SCREENS, demoOwner } from '../fixtures/admin';

const SHOTS = process.env.ADMIN_SHOTS_DIR;

test('every admin screen fits a phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, demoAccount('admin'));
  for (const screen of ADMIN_SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, screen.path).toBeLessThanOrEqual(0);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/phone${screen.path.replaceAll('/', '-')}.png`,
        fullPage: true,
      });
  }
});

test('the employer’s verification page fits a phone', async ({ page }) => {
  await logIn(page, demoOwner('neha.thomas@demo.shuruaat.in'));
  await page.goto('/employer/dashboard/verification');
  await expect(page.getByRole('heading', { name: 'Get the verified badge' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask for verification' })).toBeVisible();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/phone-employer-verification.png`, fullPage: true });
});
