import { expect, test } from '@playwright/test';
import { logIn, logInThroughForm, signUpCandidate } from '../fixtures/accounts';
import { passUpsssc } from '../fixtures/typing';
import { ADMIN_SCREENS, adminPage, demoOwner, listingPath, signedInPage } from '../fixtures/admin';

const SHOTS = process.env.ADMIN_SHOTS_DIR;

test('an admin changes a user’s role, then deletes the account', async ({ page, browser }) => {
  const person = await signUpCandidate(page);
  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/users');
  await admin.getByLabel('Search').fill(person.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('listitem').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);

  await row.getByLabel(`Role of ${person.name}`).selectOption('employer');
  await row.getByRole('button', { name: 'Change role' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Change role' }).click();
  await expect(admin.getByRole('status')).toHaveText('User role updated!');
  await expect(row.getByText('Employer', { exact: true }).first()).toBeVisible();

  // The role change ended the person's session: their next page asks them to sign in.
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL('/login');

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(admin.getByRole('status')).toHaveText('User deleted successfully!');
  await expect(row).toHaveCount(0);

  await logInThroughForm(page, person);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();

  await admin.goto('/admin/dashboard/audit-log');
  const entries = admin.getByRole('listitem');
  await expect(entries.getByText('Deleted an account', { exact: true }).first()).toBeVisible();
  await expect(entries.getByText('Changed a role', { exact: true }).first()).toBeVisible();
});

test('an employer asks for verification, an admin approves, and the listing shows the badge', async ({
  page,
  browser,
}) => {
  await logIn(page, demoOwner('karthik.raman@demo.shuruaat.in'));
  const listing = await listingPath(page, 'UI/UX Design Intern', 'Thinnai Design Studio');
  // The listing's own header, not the similar listings below it.
  const summary = (on: typeof page) =>
    on.locator('header', {
      has: on.getByRole('heading', { level: 1, name: 'UI/UX Design Intern' }),
    });
  await page.goto(listing);
  await expect(summary(page)).toBeVisible();
  await expect(summary(page).getByLabel('Verified company')).toHaveCount(0);

  await page.goto('/employer/dashboard/verification');
  await page.getByLabel('Evidence').selectOption('gstin');
  await page.getByLabel('GSTIN').fill('33AAKCT4321M1Z7');
  await page.getByLabel('Note for the reviewer (optional)').fill('GST registered in Chennai.');
  await page.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(page.getByRole('status')).toContainText('already waiting for review');

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/verifications');
  const card = admin.getByRole('listitem').filter({ hasText: 'Thinnai Design Studio' });
  await expect(card).toContainText('33AAKCT4321M1Z7');
  await card.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('status')).toHaveText('Company verified.');

  const visitor = await browser.newPage();
  await visitor.goto(listing);
  await expect(summary(visitor).getByLabel('Verified company')).toBeVisible();

  await page.goto('/employer/dashboard/verification');
  await expect(page.getByRole('status')).toContainText('Your company is verified');
});

test('a candidate reports a listing and an admin closes it with a reason', async ({
  page,
  browser,
}) => {
  await signUpCandidate(page);
  const title = 'HR Executive (Driver Hiring and Onboarding)';
  const listing = await listingPath(page, title, 'TezRaah Logistics');
  await page.goto(listing);
  await page.getByRole('button', { name: 'Report it' }).click();
  const form = page.getByRole('form', { name: 'Report this listing' });
  await form.getByLabel('Asks for money').check();
  await form
    .getByLabel('Details (optional)')
    .fill('The recruiter asked for a ₹2,000 deposit for a uniform before the interview.');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you. An admin will look at this listing.',
  );

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/reports');
  const card = admin.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Asks for money × 1');
  await expect(card).toContainText('₹2,000 deposit');
  await card.getByRole('button', { name: 'Close listing' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog
    .getByLabel('Reason (the employer sees this)')
    .fill('Asking for a deposit breaks our rules.');
  await dialog.getByRole('button', { name: 'Close listing' }).click();
  await expect(admin.getByRole('status')).toHaveText('Listing closed and reporters told.');
  await expect(card).toHaveCount(0);

  await page.goto('/user/dashboard');
  await page
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  await expect(page.getByText('A listing you reported was closed')).toBeVisible();

  const owner = await signedInPage(browser, demoOwner('harsh.patel@demo.shuruaat.in'));
  await owner
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  await expect(owner.getByText('Asking for a deposit breaks our rules.')).toBeVisible();
});

test('every admin screen renders for a desktop', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  for (const screen of ADMIN_SCREENS) {
    await admin.goto(screen.path);
    await expect(admin.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(admin.getByText('Loading...')).toHaveCount(0);
    if (SHOTS)
      await admin.screenshot({
        path: `${SHOTS}/desktop${screen.path.replaceAll('/', '-')}.png`,
        fullPage: true,
      });
  }
});

test('an admin adds a Hindi passage with a question mark', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/typing-passages');
  await expect(admin.getByRole('heading', { level: 1, name: 'Typing passages' })).toBeVisible();
  await expect(admin.getByRole('listitem').first()).toBeVisible();
  const title = `क्या आप तैयार हैं ${Date.now()}`;
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel(/Topics/).fill('अभ्यास, प्रश्न');
  await admin.getByLabel(/Source/).fill('Written for the journey test');
  await admin
    .getByLabel(/Passage/)
    .fill('क्या आप परीक्षा के लिए तैयार हैं? हर दिन अभ्यास करें और गति बढ़ाएँ। '.repeat(5));
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/typing-passage-form.png`, fullPage: true });
  await admin.getByRole('button', { name: 'Add the passage' }).click();
  await expect(admin.getByRole('status')).toHaveText('Passage added');
  await expect(admin.getByRole('heading', { level: 3, name: title })).toBeVisible();
});

test('an admin revokes a typing certificate and its public page says so', async ({
  browser,
  page,
  request,
}) => {
  const email = `revoked.${Date.now()}@example.in`;
  const registered = await request.post('/api/users/register', {
    data: { name: 'Rohan Das', email, password: 'typing-cert-123', role: 'candidate' },
  });
  expect(registered.status()).toBe(201);
  const token = ((await registered.json()) as { token: string }).token;
  // A certificate comes only from a test the server issued (see passUpsssc).
  test.slow();
  const { certificateId } = await passUpsssc(request, token);

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/typing-certificates');
  await admin
    .getByLabel('Certificate link or id')
    .fill(`https://shuruaat.in/tools/typing-test/certificate/${certificateId}`);
  await admin.getByRole('button', { name: 'Find' }).click();
  await expect(admin.getByRole('heading', { name: 'Rohan Das' })).toBeVisible();
  await admin.getByLabel(/Why is it revoked/).fill('Typed by someone else at the centre');
  await admin.getByRole('button', { name: 'Revoke the certificate' }).click();
  await expect(admin.getByRole('status')).toContainText('Certificate revoked');
  await expect(admin.getByText('Revoked', { exact: true })).toBeVisible();

  await page.goto(`/tools/typing-test/certificate/${certificateId}`);
  await expect(page.getByTestId('certificate-status')).toContainText('Revoked');
});
