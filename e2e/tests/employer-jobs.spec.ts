import { expect, test } from '@playwright/test';
import { fillJobBasics, jobCard, signUpEmployer } from '../fixtures/employer';

test('a new employer completes the profile, posts, pauses, edits and deletes jobs', async ({
  page,
}) => {
  // Two postings and five changes through the real screens: longer than one page's budget.
  test.slow();
  await signUpEmployer(page);

  // The company profile comes first: posting is refused until students can see who is hiring.
  await page.getByRole('link', { name: 'Finish your profile' }).click();
  await expect(page).toHaveURL('/employer/updateprofile');
  await expect(page.getByText(/Still needed: company name/)).toBeVisible();
  await page.getByLabel('Company name').fill('Chai Analytics');
  await page.getByLabel('Industry').fill('Software products');
  await page.getByLabel('City').fill('Pune');
  await page
    .getByLabel('About', { exact: true })
    .fill('We help tea stall chains across Maharashtra understand their daily sales.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Ready to post')).toBeVisible();

  // An internship in Pune with two screening questions.
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL('/employer/dashboard/post-job');
  await fillJobBasics(page, 'Data analyst intern');
  await page.getByRole('checkbox', { name: 'Pune' }).check();
  await page.getByLabel('Duration (months)').fill('3');
  await page.getByLabel('Minimum stipend (₹ per month)').fill('10000');
  await page.getByLabel('Maximum stipend (₹ per month)').fill('15000');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 1').fill('Which spreadsheet tools have you used?');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 2').fill('Share a project you are proud of.');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
    '₹10,000–15,000 /month',
  );
  await page.getByRole('button', { name: 'Post job' }).click();

  await expect(page).toHaveURL('/employer/dashboard/jobs');
  const card = jobCard(page, 'Data analyst intern');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Pune');

  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused');
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card).toContainText('Active');

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Data analyst intern');
  await expect(page.getByLabel('Question 2')).toHaveValue('Share a project you are proud of.');
  await page.getByLabel('Title').fill('Data analytics intern');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/employer/dashboard/jobs');
  await expect(jobCard(page, 'Data analytics intern')).toContainText('Active');

  // A second listing kept as a draft, then deleted through the confirmation dialog.
  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await page.getByRole('radio', { name: /^Job/ }).check();
  await fillJobBasics(page, 'Junior data engineer');
  await page.getByLabel('Work mode').selectOption({ label: 'Work from home' });
  await page.getByLabel('Minimum CTC (₹ per year)').fill('450000');
  await page.getByLabel('Maximum CTC (₹ per year)').fill('600000');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL('/employer/dashboard/jobs');
  const draft = jobCard(page, 'Junior data engineer');
  await expect(draft).toContainText('Draft');
  await expect(draft).toContainText('₹4.5–6 LPA');

  await draft.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: /Delete “Junior data engineer”/ });
  await expect(dialog).toContainText('closed and hidden instead of erased');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete job' }).click();
  await expect(dialog).toBeHidden();
  await expect(draft).toBeHidden();
  await expect(jobCard(page, 'Data analytics intern')).toBeVisible();
});

test('a CTC typed as a monthly figure is flagged beside the field', async ({ page }) => {
  await signUpEmployer(page);
  await page.goto('/employer/dashboard/post-job');
  await page.getByRole('radio', { name: /^Job/ }).check();
  const ctc = page.getByLabel('Minimum CTC (₹ per year)');
  await ctc.fill('45000');
  await ctc.blur();
  await expect(ctc).toHaveAccessibleDescription(/CTC is per year in rupees: at least ₹1,00,000/);
});

test('posting before the company profile is complete points to the profile', async ({ page }) => {
  await signUpEmployer(page);
  await page.goto('/employer/dashboard/post-job');
  await fillJobBasics(page, 'Sales intern');
  await page.getByLabel('Work mode').selectOption({ label: 'Work from home' });
  await page.getByLabel('Duration (months)').fill('2');
  await page.getByLabel('Unpaid internship').check();
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Still missing/ })).toBeVisible();
  await page.getByRole('link', { name: 'Complete your company profile' }).last().click();
  await expect(page).toHaveURL('/employer/updateprofile');
});
