import { expect, test, type Page } from '@playwright/test';
import { INFO_PAGES } from '@shuruaat/contract';

// Issue 26: every public information page, the offer checker and the not-found page read in
// Hindi under /hi on a phone, their in-app links stay under /hi, and the contact form answers
// in Hindi.

const DEVANAGARI = /[\u0900-\u097F]/;
const SHOTS = process.env.E2E_SCREENSHOTS;

/** How far the page is wider than the screen (0 when it fits). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The app's own links on the page that leave /hi (mailto:, tel: and #anchors are not). */
const linksLeavingHindi = (page: Page) =>
  page
    .locator('main a[href^="/"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => !/^\/hi(\/|$|\?)/.test(href)),
    );

// One test and one page for all of them: a browser context per page cost CI more than the pages.
test('every information page under /hi reads in Hindi, fits 390 px and keeps its links under /hi', async ({
  page,
}) => {
  for (const { path } of INFO_PAGES) {
    await test.step(`/hi${path}`, async () => {
      await page.goto(`/hi${path}`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
      await expect.soft(page).toHaveTitle(DEVANAGARI);
      expect.soft(await overflowOf(page), `/hi${path} overflows`).toBeLessThanOrEqual(0);
      expect.soft(await linksLeavingHindi(page), `/hi${path} links out of /hi`).toEqual([]);
      if (SHOTS) {
        const name = path.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: `${SHOTS}/hi-${name}-390.png`, fullPage: true });
      }
    });
  }
});

test('a missing page under /hi says so in Hindi', async ({ page }) => {
  await page.goto('/hi/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('यह पेज नहीं मिला');
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
});

test('the Hindi contact form checks its fields and thanks the sender in Hindi', async ({
  page,
}) => {
  await page.goto('/hi/contact');
  const form = page.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
  await form.getByRole('button', { name: 'मैसेज भेजें' }).click();
  await expect(form.getByText('अपना नाम लिखें')).toBeVisible();

  await form.getByLabel('आपका नाम').fill('Asha Verma');
  await form.getByLabel('ईमेल').fill('asha.hindi@example.in');
  await form.getByLabel('विषय').selectOption({ label: 'मैं स्टूडेंट या फ्रेशर हूँ' });
  await form.getByLabel('मैसेज').fill('मुझे फ़्री इंटर्नशिप के बारे में और जानना है, कृपया बताएँ।');
  await form.getByRole('button', { name: 'मैसेज भेजें' }).click();

  const thanks = page.getByRole('status').filter({ hasText: 'मैसेज भेज दिया गया' });
  await expect(thanks).toContainText(
    'धन्यवाद! आपका मैसेज हम तक पहुँच गया। हम 2 कामकाजी दिनों में जवाब देंगे।',
  );
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
});
