import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newPerson } from '../fixtures/accounts';
import { confirmEmail } from '../fixtures/mail';

// Issue 26 for employers, on a phone: an HR person who prefers Hindi signs up from a Hindi page,
// fills the company profile, posts a listing written in Hindi and manages it, all in Hindi; a
// visitor then finds that listing by searching in Devanagari.
test.slow();

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signUpInHindi(page: Page) {
  const person = newPerson();
  await page.goto('/hi/signup?role=employer');
  await page.getByLabel('पूरा नाम').fill(person.name);
  await page.getByLabel('ईमेल').fill(person.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(person.password);
  await page.getByRole('radio', { name: /मुझे हायर करना है/ }).check();
  await page.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  await expect(page).toHaveURL('/hi/employer/dashboard');
  await confirmEmail(page, person.email);
}

async function fillCompanyProfile(page: Page, company: string) {
  await page.goto('/hi/employer/updateprofile');
  await expect(page.getByRole('heading', { name: 'कंपनी की प्रोफ़ाइल' })).toBeVisible();
  await page.getByLabel('कंपनी का नाम').fill(company);
  await page.getByLabel('इंडस्ट्री').fill('Retail');
  await page.getByLabel('शहर', { exact: true }).fill('Jaipur');
  await page
    .getByLabel('जानकारी', { exact: true })
    .fill('हम 1982 से जयपुर में साड़ियाँ बेचते हैं और अब ऑनलाइन भी हैं।');
  await page.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(page.getByText('कंपनी की प्रोफ़ाइल सेव हो गई।')).toBeVisible();
}

test('an employer posts a listing in Hindi, sees it confirmed in Hindi, and a visitor finds it by a Devanagari search', async ({
  page,
  browser,
}) => {
  const id = randomBytes(3).toString('hex');
  const title = `साड़ी दुकान के लिए हिन्दी कंटेंट इंटर्न ${id}`;
  await signUpInHindi(page);
  await fillCompanyProfile(page, `Lakshmi Sarees ${id}`);

  await page.goto('/hi/employer/dashboard/post-job');
  await expect(page.getByRole('heading', { name: 'नौकरी/इंटर्नशिप पोस्ट करें' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The form's checks speak Hindi too.
  await page.getByLabel('पद का नाम').fill('काम');
  await page.getByRole('button', { name: 'पोस्ट करें' }).click();
  await expect(page.getByText('पद का नाम कम से कम 5 अक्षरों का लिखें')).toBeVisible();
  await expect(page.getByText('लिस्ट में से कैटेगरी चुनें')).toBeVisible();

  await page.getByLabel('पद का नाम').fill(title);
  await page.getByLabel('कैटेगरी').selectOption({ label: 'कंटेंट राइटिंग' });
  await page
    .getByLabel('काम की जानकारी')
    .fill('हमारी साड़ियों के लिए हिन्दी और अंग्रेज़ी में प्रोडक्ट की कहानियाँ लिखें, और ऑनलाइन दुकान चलाना सीखें।');
  await page.getByLabel('काम का तरीका').selectOption({ label: 'वर्क फ्रॉम होम' });
  await page.getByLabel('अवधि (महीने)').fill('2');
  await page.getByLabel('कम से कम स्टाइपेंड (₹/महीना)').fill('8000');
  await page.getByLabel('ज़्यादा से ज़्यादा स्टाइपेंड (₹/महीना)').fill('10000');
  await expect(page.getByRole('region', { name: 'प्रीव्यू' })).toContainText(title);
  await page.screenshot({ path: test.info().outputPath('post-job-hi.png'), fullPage: true });
  await page.getByRole('button', { name: 'पोस्ट करें' }).click();

  await expect(page.getByText('बढ़िया! आपकी लिस्टिंग पोस्ट हो गई।')).toBeVisible();
  await expect(page).toHaveURL('/hi/employer/dashboard/jobs');
  await expect(page.getByRole('heading', { name: 'मेरी लिस्टिंग' })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('चालू');
  await expect(card.getByRole('link', { name: 'बदलें' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'स्टेटस से फ़िल्टर करें' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('my-jobs-hi.png'), fullPage: true });

  // A visitor with no account and no cookie searches the Hindi job list in Devanagari.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto('/hi/jobs');
  await visitor.getByRole('combobox', { name: 'इंटर्नशिप और नौकरियाँ खोजें' }).fill('साड़ी');
  await visitor.getByRole('button', { name: 'खोजें' }).click();
  await expect(visitor).toHaveURL(/\/hi\/jobs\?q=/);
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
  await visitor.close();
});
