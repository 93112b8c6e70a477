import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../fixtures/accounts';
import { applyTo, postInternship, readyCandidate, readyEmployer } from './form-drafts-data';

// Issue 25: a reload or a link away no longer loses a half-filled form, and a second tab shows
// the server's state after a conflict instead of a stale row.

const COVER = 'I cleaned the sales data of my college canteen every week for a whole year.';

/** A reload of a changed form: the browser asks first (beforeunload), and the person agrees. */
async function reloadAgreeing(page: Page) {
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toBe('beforeunload');
}

test('a half-filled job posting comes back after a reload, and can be discarded', async ({
  page,
}) => {
  const { api, credentials } = await readyEmployer();
  await api.dispose();
  await logIn(page, credentials);
  await page.goto('/employer/dashboard/post-job');
  await page.getByLabel('Title').fill('Junior data analyst');
  await page.getByLabel('Description').fill('Clean sales data and build weekly dashboards.');

  await reloadAgreeing(page);
  await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Junior data analyst');
  await expect(page.getByLabel('Description')).toHaveValue(
    'Clean sales data and build weekly dashboards.',
  );

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  // Nothing changed any more: a reload is not questioned and brings back an empty form.
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});

test('a link away from a typed cover letter asks first, and the letter waits for the return', async ({
  page,
}) => {
  const employer = await readyEmployer();
  const job = await postInternship(employer.api);
  const candidate = await readyCandidate();
  await Promise.all([employer.api.dispose(), candidate.api.dispose()]);
  await logIn(page, candidate.credentials);
  await page.goto(`/applyjob/${job._id}`);
  await page.getByLabel('Why should you be hired for this role?').fill(COVER);

  await page.getByRole('link', { name: 'Read the full listing' }).click();
  const question = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/applyjob/${job._id}`);
  await expect(page.getByLabel('Why should you be hired for this role?')).toHaveValue(COVER);

  await page.getByRole('link', { name: 'Read the full listing' }).click();
  await question.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/applyjob/${job._id}`);
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByLabel('Why should you be hired for this role?')).toHaveValue(COVER);
});

test('withdrawing in a second tab after the first shows Withdrawn, the right count and the server’s message', async ({
  browser,
}) => {
  const employer = await readyEmployer();
  const job = await postInternship(employer.api);
  const candidate = await readyCandidate();
  await applyTo(candidate.api, job, candidate.user._id);
  await Promise.all([employer.api.dispose(), candidate.api.dispose()]);

  // One signed-in browser, two tabs, both open on My applications before either withdraws.
  const context = await browser.newContext();
  const first = await context.newPage();
  await logIn(first, candidate.credentials);
  await first.goto('/user/dashboard/applications');
  const second = await context.newPage();
  await second.goto('/user/dashboard/applications');
  const row = (page: Page) => page.getByRole('article', { name: job.title });
  const chips = second.getByRole('group', { name: 'Filter by status' });
  await expect(row(second)).toContainText('Applied');
  await expect(chips.getByRole('button', { name: /^Applied \(1\)/ })).toBeVisible();

  const withdraw = async (page: Page) => {
    await row(page).getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw this application?' })
      .getByRole('button', { name: 'Withdraw application' })
      .click();
  };
  await withdraw(first);
  await expect(first.getByText('Application withdrawn successfully!')).toBeVisible();

  await withdraw(second);
  await expect(second.getByText('You have already withdrawn this application.')).toBeVisible();
  await expect(row(second)).toContainText('Withdrawn');
  await expect(row(second).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(chips.getByRole('button', { name: /^Withdrawn \(1\)/ })).toBeVisible();
  // A status with no applications has no chip.
  await expect(chips.getByRole('button', { name: /^Applied/ })).toHaveCount(0);
  await context.close();
});
