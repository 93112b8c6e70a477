import { expect, test, type Page } from '@playwright/test';
import { newPerson } from '../fixtures/accounts';
import { confirmEmail } from '../fixtures/mail';

// Issue 26 on a phone: a student who reads Shuruaat in Hindi finds their dashboard in Hindi too,
// and nothing on it is wider than the 390 px screen.
test.slow();

/** How far the page reaches past the screen's right edge (0 when nothing overflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** English these screens said before issue 26; none of it may show on their Hindi pages. */
const ENGLISH =
  /\b(Your|Overview|My applications|Messages|Save|Privacy|Sign out|Consent|Delete|Browse|Loading)\b/;

async function expectHindiPage(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.locator('main')).not.toContainText(ENGLISH);
  expect(await overflow(page), path).toBeLessThanOrEqual(0);
}

test('a Hindi student reads the overview, applications, profile and privacy pages in Hindi', async ({
  page,
}) => {
  const person = newPerson();
  await page.goto('/hi/signup');
  await page.getByLabel('पूरा नाम').fill(person.name);
  await page.getByLabel('ईमेल').fill(person.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(person.password);
  await page.getByLabel('मुझे इंटर्नशिप और नौकरी चाहिए').check();
  await page.getByLabel('हाँ, मेरी उम्र 18 या उससे ज़्यादा है').check();
  await page.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  await expect(page).toHaveURL('/hi/user/dashboard');
  await confirmEmail(page, person.email);

  // The overview: greeting, figures, what the profile still needs, next steps and the menu.
  await page.goto('/hi/user/dashboard');
  await expect(page.getByRole('heading', { name: `नमस्ते, ${person.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपके आवेदन' })).toBeVisible();
  await expect(page.getByText('अप्लाई करने के लिए प्रोफ़ाइल पूरी करें')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपके अगले कदम' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'डैशबोर्ड' });
  await expect(menu.getByRole('link', { name: 'मेरे आवेदन' })).toBeVisible();
  await expect(menu).not.toContainText(/[A-Za-z]/);
  await expectHindiPage(page, '/hi/user/dashboard');
  await page.screenshot({ path: test.info().outputPath('overview.png'), fullPage: true });

  // My applications, reached from the side menu; nothing sent yet.
  await menu.getByRole('link', { name: 'मेरे आवेदन' }).click();
  await expect(page.getByRole('heading', { name: 'मेरे आवेदन', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'अभी तक कोई आवेदन नहीं' })).toBeVisible();
  await expectHindiPage(page, '/hi/user/dashboard/applications');

  // The profile: a wrong number said in Hindi, then a save toasted in Hindi.
  await page.goto('/hi/user/updateprofile');
  await expect(page.getByRole('heading', { name: 'आपकी प्रोफ़ाइल' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'पुणे' })).toBeVisible();
  await page.getByLabel('मोबाइल नंबर').fill('12345');
  await page.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(page.getByText('10 अंकों का भारतीय मोबाइल नंबर डालें, जैसे 98765 43210')).toBeVisible();
  await page.getByLabel('मोबाइल नंबर').fill('98765 43210');
  await page.getByLabel('कॉलेज').fill('Allahabad University');
  await page.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(page.getByText('✅ प्रोफ़ाइल सेव हो गई!')).toBeVisible();
  await expectHindiPage(page, '/hi/user/updateprofile');

  // Privacy and sessions: consents, this device, the data export and deleting the account.
  await page.goto('/hi/user/dashboard/privacy');
  await expect(page.getByRole('heading', { name: 'प्राइवेसी और सेशन', level: 1 })).toBeVisible();
  await expect(page.getByText('यह डिवाइस')).toBeVisible();
  await expect(page.getByRole('button', { name: 'हर जगह से लॉग आउट करें' })).toBeVisible();
  await expect(page.getByText('ईमेल से ख़बरें और टिप्स')).toBeVisible();
  await page.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' }).click();
  await expect(
    page.getByText('हम आपका डेटा तैयार कर रहे हैं। आम तौर पर इसमें एक मिनट से कम लगता है।'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'मेरा अकाउंट हटाएँ' })).toBeDisabled();
  await expectHindiPage(page, '/hi/user/dashboard/privacy');
  await page.screenshot({ path: test.info().outputPath('privacy.png'), fullPage: true });
});
