import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminPage, signedInPage } from '../fixtures/admin';
import { createMeeting } from './messages-data';

// The admin fraud view (issue 27): an employer whose messages keep asking for money shows up
// among the repeatedly flagged, and one action suspends them: their listing closes, the
// applicant is told Shuruaat removed it, and their messaging is off.

const ASKS = [
  'Congratulations, you are selected! Please pay ₹1,999 registration fee today to confirm your joining.',
  'Send me your UPI ID so we can process the onboarding.',
];

async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an admin finds a repeatedly flagged employer in the fraud view and suspends them', async ({
  browser,
}, testInfo) => {
  test.slow();
  const meeting = await createMeeting();
  const employer = await signedInPage(browser, meeting.employer);
  await employer.goto(`/employer/dashboard/messages/${meeting.applicationId}`);
  for (const text of ASKS) {
    await employer.getByLabel('Your message').fill(text);
    await employer.getByRole('button', { name: 'Send' }).click();
    await expect(employer.getByText(text)).toBeVisible();
  }

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: 'Fraud', exact: true }).first().click();
  await expect(admin).toHaveURL('/admin/dashboard/fraud');
  await expect(admin.getByRole('heading', { level: 1, name: 'Fraud' })).toBeVisible();
  const flagged = admin
    .getByRole('region', { name: /^Employers with repeated flags/ })
    .getByRole('listitem')
    .filter({ hasText: meeting.companyName });
  await expect(flagged).toContainText('2 flagged messages');
  await expect(flagged).toContainText('1 open listing');
  await expect(
    admin.getByRole('region', { name: /^Flagged messages/ }).getByText(ASKS[0] ?? ''),
  ).toBeVisible();
  await lookAt(admin, testInfo, 'fraud-view');

  await flagged.getByRole('button', { name: 'Suspend employer' }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${meeting.companyName}?` });
  await expect(dialog).toContainText('Their open listing is closed');
  await dialog.getByLabel(/^Reason/).fill('Asked a candidate twice for a registration fee.');
  await lookAt(admin, testInfo, 'fraud-suspend-dialog');
  await dialog.getByRole('button', { name: 'Suspend employer' }).click();
  await expect(admin.getByRole('status')).toContainText('The employer is suspended');
  await expect(flagged).toContainText('Suspended');
  await expect(flagged.getByRole('button', { name: 'Suspend employer' })).toHaveCount(0);

  // The applicant is answered with the reason, and the employer can no longer write.
  const candidate = await signedInPage(browser, meeting.candidate);
  await candidate.goto('/user/dashboard/applications');
  const application = candidate.locator(`#application-${meeting.job._id}`);
  await expect(application).toContainText('Not selected');
  await expect(application).toContainText('Shuruaat closed this listing after a review');

  await employer.reload();
  await expect(employer.getByText(/Your messaging is paused/)).toBeVisible();
  await expect(employer.getByLabel('Your message')).toHaveCount(0);

  await Promise.all([
    admin.context().close(),
    employer.context().close(),
    candidate.context().close(),
  ]);
});
