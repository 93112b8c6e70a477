import { expect, test } from '@playwright/test';
import {
  issuedAttempt,
  keyNames,
  pressKeys,
  runOutTheClock,
  shownWords,
  startTest,
} from '../fixtures/typing';

const shots = process.env.TYPING_SHOTS;

test('on a phone the typing test fits the screen and a 1-minute English test is scored', async ({
  page,
}) => {
  await page.clock.install();
  const response = await page.goto('/tools/english-typing-test-1-minute');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/English typing test — 1 minute, free/);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/landing-390.png`, fullPage: true });
  const attempt = issuedAttempt(page);
  await startTest(page);
  const words = await shownWords(page, 10);
  await pressKeys(page, keyNames('english', words.join(' ')));
  expect(await overflow()).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/test-390.png`, fullPage: true });
  await runOutTheClock(page, (await attempt)._id, 1);
  await expect(page).toHaveURL('/tools/typing-test/result');
  await expect(page.getByText('No mistakes — every word you typed matches.')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/result-390.png`, fullPage: true });
});

test('on a phone an unknown typing test address is a 404', async ({ page }) => {
  const response = await page.goto('/tools/hindi-typing-test-qwerty-7-minutes');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Typing test not found' })).toBeVisible();
});

test('on a phone the Remington GAIL keyboard, with its AltGr key, fits the screen', async ({
  page,
}) => {
  await page.goto('/tools/hindi-typing-test-remington-gail-2-minutes');
  await startTest(page);
  await expect(page.getByTestId('on-screen-keyboard').locator('[data-code="AltGr"]')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/remington-390.png`, fullPage: true });
});
