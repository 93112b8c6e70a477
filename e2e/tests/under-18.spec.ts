import { expect, test } from '@playwright/test';
import { newPerson } from '../fixtures/accounts';
import { confirmEmail, latestMail, linkIn } from '../fixtures/mail';

test('a student under 18 signs up, waits for their guardian, the guardian agrees from the email, and the student adds their date of birth', async ({
  page,
  browser,
}) => {
  const person = newPerson();
  const guardian = `parent.${person.email}`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('I want to find internships and jobs').check();
  await page.getByLabel('No, I am under 18').check();
  // A minor cannot leave the guardian out.
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(
    page.getByText(/Under-18s need a parent or guardian to agree/).first(),
  ).toBeVisible();
  await page.getByLabel('Parent’s or guardian’s email').fill(guardian);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL('/user/dashboard');
  await confirmEmail(page, person.email);
  await page.reload();
  const waiting = page.getByRole('region', { name: 'Waiting for your parent or guardian' });
  await expect(waiting).toContainText(guardian);

  // The guardian opens the email in their own browser and agrees.
  const mail = await latestMail(page, guardian, 'guardian_consent');
  const parent = await (await browser.newContext()).newPage();
  await parent.goto(linkIn(mail, '/guardian-consent'));
  await parent.getByRole('button', { name: 'I agree' }).click();
  await expect(parent.getByRole('status')).toHaveText(
    'Thank you. Your child can now apply to internships on Shuruaat.',
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: /Namaste/ })).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // They add the date of birth they left out, so the limit ends on their 18th birthday.
  const agreed = page.getByRole('region', { name: 'Your parent or guardian has agreed' });
  const born = new Date();
  born.setFullYear(born.getFullYear() - 17);
  await agreed.getByLabel('Date of birth', { exact: true }).fill(born.toISOString().slice(0, 10));
  await agreed.getByRole('button', { name: 'Save date of birth' }).click();
  await expect(agreed.getByRole('status')).toHaveText(/^Your date of birth is saved\./);
  await expect(agreed.getByLabel('Date of birth', { exact: true })).toHaveCount(0);
});
