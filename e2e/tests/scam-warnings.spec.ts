import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { logInThroughForm, type Credentials } from '../fixtures/accounts';
import { adminPage, signedInPage } from '../fixtures/admin';
import { createMeeting } from './messages-data';

// Warnings in the moment (issue 27): a fee-asking message is flagged for the candidate, who
// reports it in one tap; and anyone can check an offer they were sent.

const FEE_MESSAGE =
  'Congratulations, you are selected! Please pay ₹1,999 registration fee today to confirm your joining.';

/** The screen at a phone's width and a laptop's, kept with the test's results. */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function openAs(page: Page, credentials: Credentials) {
  await page.goto('/login');
  await logInThroughForm(page, credentials);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

test('a fee-asking message warns the candidate, who reports it in one tap for the admins', async ({
  browser,
}, testInfo) => {
  test.slow();
  const meeting = await createMeeting();
  const employer = await signedInPage(browser, meeting.employer);
  await employer.goto(`/employer/dashboard/messages/${meeting.applicationId}`);
  await employer.getByLabel('Your message').fill(FEE_MESSAGE);
  await employer.getByRole('button', { name: 'Send' }).click();
  await expect(employer.getByText(FEE_MESSAGE)).toBeVisible();
  // The employer is not shown the warning the candidate sees.
  await expect(employer.getByRole('note')).toHaveCount(0);

  const candidate = await (await browser.newContext()).newPage();
  await openAs(candidate, meeting.candidate);
  await candidate.goto(`/user/dashboard/messages/${meeting.applicationId}`);
  const warning = candidate.getByRole('note', {
    name: 'Be careful: this message shows signs of a scam',
  });
  await expect(warning).toContainText('Asks you to pay a fee or deposit: “registration fee”');
  await expect(
    candidate.getByText('Shuruaat never asks for money, and no employer here may.').last(),
  ).toBeVisible();
  await lookAt(candidate, testInfo, 'candidate-warning');
  await warning.getByRole('button', { name: 'Report this message' }).click();
  await expect(warning).toContainText('You reported this message. Our team will review it.');

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/reports');
  const reported = admin.locator('li', { hasText: FEE_MESSAGE }).first();
  await expect(reported).toContainText('Flagged: Asks you to pay a fee or deposit');
  await expect(reported).toContainText('reported by the candidate');
  await lookAt(admin, testInfo, 'admin-reports');
});

const ENGLISH_OFFER = `Dear Candidate,
You are shortlisted for Work From Home Data Entry (₹25,000/month). To confirm your seat pay a refundable registration fee of Rs 1,500 today only. Share the OTP you receive for verification and send your Aadhaar card copy. Contact HR on WhatsApp: wa.me/919000000000`;
const HINDI_OFFER =
  'बधाई हो! आपका चयन डेटा एंट्री नौकरी के लिए हुआ है। ज्वाइनिंग के लिए 2000 रुपये पंजीकरण शुल्क जमा करें और अपना आधार कार्ड की फोटो भेजें।';

test('the offer checker explains each red flag of an English and a Hindi offer', async ({
  page,
}, testInfo) => {
  await page.goto('/tools');
  await page.getByRole('link', { name: /Check an offer/ }).click();
  await expect(page).toHaveURL('/tools/is-this-offer-real');
  await expect(page).toHaveTitle(/Is this offer real\?/);
  await expect(page.getByText('1930').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open cybercrime.gov.in' })).toHaveAttribute(
    'href',
    'https://cybercrime.gov.in',
  );

  await page.getByLabel('The offer').fill(ENGLISH_OFFER);
  await page.getByRole('button', { name: 'Check this offer' }).click();
  const results = page.getByRole('region', { name: 'What we found' });
  await expect(results).toContainText('This looks like a scam.');
  for (const title of [
    'Asks you to pay a fee or deposit',
    'Asks for an OTP',
    'Asks for Aadhaar, PAN or other ID copies',
    'Moves you to WhatsApp, Telegram or a personal number',
  ]) {
    await expect(results.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(results).toContainText('Never share an OTP.');
  await lookAt(page, testInfo, 'offer-check-english');

  await page.getByLabel('The offer').fill(HINDI_OFFER);
  await page.getByRole('button', { name: 'Check this offer' }).click();
  await expect(results).toContainText('पंजीकरण शुल्क');
  await expect(
    results.getByRole('heading', { name: 'Asks you to pay a fee or deposit' }),
  ).toBeVisible();
  await expect(
    results.getByRole('heading', { name: 'Asks for Aadhaar, PAN or other ID copies' }),
  ).toBeVisible();

  // Reporting is the visitor's choice, and says what it kept.
  await page.getByLabel('Where did it come from? (optional)').fill('A WhatsApp message');
  await page.getByRole('button', { name: 'Report this offer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
});

test('an employer whose messages keep asking for money is paused, told why, and an admin lifts it', async ({
  browser,
}, testInfo) => {
  test.slow();
  const meeting = await createMeeting();
  const employer = await signedInPage(browser, meeting.employer);
  await employer.goto(`/employer/dashboard/messages/${meeting.applicationId}`);
  const asks = [
    FEE_MESSAGE,
    'Send me your UPI ID so we can process the onboarding.',
    'Share the OTP you received on your phone.',
  ];
  for (const text of asks) {
    await employer.getByLabel('Your message').fill(text);
    await employer.getByRole('button', { name: 'Send' }).click();
    await expect(employer.getByText(text)).toBeVisible();
  }
  await employer.reload();
  await expect(employer.getByText(/Your messaging is paused/)).toBeVisible();
  await expect(employer.getByLabel('Your message')).toHaveCount(0);
  await lookAt(employer, testInfo, 'employer-paused');

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/reports');
  const paused = admin
    .getByRole('region', { name: 'Paused messaging' })
    .getByRole('listitem')
    .filter({ hasText: meeting.companyName })
    .first();
  await expect(paused).toContainText('Asks for an OTP');
  await lookAt(admin, testInfo, 'admin-paused');
  await paused.getByRole('button', { name: 'Turn messaging back on' }).click();
  const dialog = admin.getByRole('dialog', { name: /Turn messaging back on/ });
  await dialog.getByLabel(/Note for the log/).fill('Spoke to the employer; they removed the fee.');
  await dialog.getByRole('button', { name: 'Turn back on' }).click();
  await expect(admin.getByRole('status')).toHaveText('Messaging is on again for this employer.');

  await employer.reload();
  await expect(employer.getByLabel('Your message')).toBeVisible();
});
