import { expect, test } from '@playwright/test';
import { ADMIN_MESSAGES } from '@shuruaat/contract';
import { logIn } from '../fixtures/accounts';
import { adminPage } from '../fixtures/admin';
import { register, send } from '../fixtures/api-accounts';

test.slow();

test('on a phone, an employer corrects a pending verification request, then withdraws it', async ({
  page,
  browser,
}) => {
  const { api, credentials } = await register('employer', 'Farah Siddiqui');
  const company = `Dastkar Looms ${Date.now().toString(36)}`;
  await send(api, 'PUT', '/api/employers/update-employer-profile', {
    companyName: company,
    industry: 'Handloom retail',
    city: 'Lucknow',
    about: 'We sell chikankari from forty artisan families in Lucknow to shops across India.',
  });
  await api.dispose();
  await logIn(page, credentials);
  await page.goto('/employer/dashboard/verification');
  // Where the request stands; an account made through the API also sees the privacy notice's.
  const standing = page.getByRole('status').filter({ hasNotText: 'privacy notice' });

  await page.getByLabel('Evidence').selectOption('gstin');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(standing).toContainText(ADMIN_MESSAGES.verificationPending);

  // The GSTIN was another firm's: the employer sends the company's CIN instead.
  await page.getByRole('button', { name: 'Correct the request' }).click();
  await expect(page.getByLabel('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
  await page.getByLabel('Evidence').selectOption('cin');
  await page.getByLabel('CIN').fill('U72200KA2015PTC082321');
  await page.getByLabel('Note for the reviewer (optional)').fill('The GSTIN was my old firm’s.');
  await page.getByRole('button', { name: 'Save the correction' }).click();
  await expect(standing).toContainText('U72200KA2015PTC082321');

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/verifications');
  const card = admin.getByRole('listitem').filter({ hasText: company });
  await expect(card).toContainText('U72200KA2015PTC082321');

  await page.getByRole('button', { name: 'Withdraw the request' }).click();
  const question = page.getByRole('group', { name: 'Withdraw this request?' });
  await expect(question.getByRole('button', { name: 'Withdraw request' })).toBeInViewport();
  await question.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(standing).toContainText('You withdrew your request');
  await expect(page.getByRole('button', { name: 'Ask for verification' })).toBeVisible();

  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: company })).toHaveCount(0);
});
