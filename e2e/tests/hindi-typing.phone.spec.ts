import { expect, test } from '@playwright/test';
import { issuedAttempt, keyNames, pressKeys, runOutTheClock, shownWords } from '../fixtures/typing';

// Issue 26 on a phone: the typing test, the product's best-known Hindi feature, in Hindi from the
// picker to the result. The journey types 6 words, a count no other journey types: the server
// refuses the same words of the same passage as a replayed log, whatever their times.
const WORDS = 6;
const shots = process.env.TYPING_SHOTS;

test('a visitor takes a 1-minute Hindi test at /hi/tools/typing-test and reads the result in Hindi', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.clock.install();

  // The server writes the page in Hindi, before any script runs.
  const response = await page.goto('/hi/tools/typing-test');
  expect(response?.status()).toBe(200);
  const served = await response?.text();
  expect(served).toContain('हिन्दी और अंग्रेज़ी टाइपिंग टेस्ट');
  expect(served).toContain('टेस्ट शुरू करें');
  await expect(page).toHaveTitle(/^हिन्दी और अंग्रेज़ी टाइपिंग टेस्ट — प्रैक्टिस 1 से 5 मिनट/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हिन्दी और अंग्रेज़ी टाइपिंग टेस्ट');
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('hi');
  await expect(page.getByLabel('कीबोर्ड लेआउट')).toHaveValue('remington-gail');
  await expect(page.getByLabel('समय')).toHaveValue('1');
  await expect(page.getByRole('option', { name: '1 मिनट (प्रैक्टिस)' })).toBeAttached();
  if (shots) await page.screenshot({ path: `${shots}/hindi-picker-390.png`, fullPage: true });

  const attempt = issuedAttempt(page);
  await page.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();
  await expect(
    page.getByText('यहाँ क्लिक करके टाइप करना शुरू करें — घड़ी आपकी पहली की से चलेगी'),
  ).toBeVisible();
  await page.getByTestId('typing-passage').click();
  await expect(page.getByTestId('typing-input')).toBeFocused();
  const words = await shownWords(page, WORDS);
  expect(words).toHaveLength(WORDS);
  await pressKeys(page, keyNames('hindi-remington-gail', words.join(' ')));
  await expect(page.getByRole('button', { name: 'अभी खत्म करें' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/hindi-test-390.png`, fullPage: true });

  await runOutTheClock(page, (await attempt)._id, 1);
  await expect(page).toHaveURL('/hi/tools/typing-test/result');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^प्रैक्टिस: नेट [\d.]+ WPM$/);
  await expect(page.getByTestId('typing-verdict')).toContainText('प्रैक्टिस: पास-फ़ेल नहीं');
  await expect(page.getByText('शुद्धता', { exact: true })).toBeVisible();
  await expect(page.getByText('कोई गलती नहीं — आपका टाइप किया हर शब्द सही है।')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हर मिनट की स्पीड' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'एक और टेस्ट दें' })).toHaveAttribute(
    'href',
    '/hi/tools/typing-test',
  );
  await expect(page.getByText(/WPM net|Accuracy|Speed per minute/)).toHaveCount(0);
  expect(await overflow()).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/hindi-result-390.png`, fullPage: true });
  expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
});

test('a reader who chose Hindi (cookie) is taken to the Hindi typing test', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto('/tools/hindi-typing-test-inscript-5-minutes');
  await expect(page).toHaveURL('/hi/tools/hindi-typing-test-inscript-5-minutes');
  await expect(page).toHaveTitle('हिन्दी टाइपिंग टेस्ट, InScript — 5 मिनट, फ़्री | Shuruaat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'हिन्दी टाइपिंग टेस्ट, InScript — 5 मिनट, फ़्री',
  );
  await expect(page.getByLabel('कीबोर्ड लेआउट')).toHaveValue('inscript');

  // A retest link opened signed out: titled by its route's Hindi title, asking to sign in.
  await page.goto('/hi/tools/typing-test/retest/no-such-link');
  await expect(page).toHaveTitle('टाइपिंग रीटेस्ट | Shuruaat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('रीटेस्ट देने के लिए लॉग इन करें');
});
