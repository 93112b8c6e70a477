import { expect, test, type Page } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';
import { send } from '../fixtures/api-accounts';
import { endedInternship } from '../fixtures/hired-interns';

// Builds its own employer, internship and three hired interns through the API.
test.slow();

async function lookAt(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/track-record-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/track-record-${name}-390.png`, fullPage: true });
}

test('an intern whose internship ended says the stipend was paid, and the count shows on the company page', async ({
  page,
}) => {
  const { job, companyId, companyName, interns, dispose } = await endedInternship(3);
  const [first, second, third] = interns;
  if (!first || !second || !third) throw new Error('three interns expected');

  // Before three answers the page says nothing about stipends.
  await page.goto(`/companies/${companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByText('Interns paid the stipend as listed')).toHaveCount(0);
  await expect(page.getByText('Hires made on Shuruaat')).toBeVisible();

  // Two interns answered from their email; the third answers on the screen.
  for (const [intern, answer] of [
    [first, 'yes'],
    [second, 'no'],
  ] as const) {
    const { stipendChecks } = await send<{ stipendChecks: { _id: string }[] }>(
      intern.api,
      'GET',
      '/api/candidates/stipend-checks',
    );
    const id = stipendChecks[0]?._id ?? '';
    await send(intern.api, 'POST', `/api/candidates/stipend-checks/${id}/answer`, { answer });
  }

  await logIn(page, third.credentials);
  // The bell brings the question.
  await page.goto('/user/dashboard/stipend-checks');
  const card = page.getByRole('listitem').filter({ hasText: job.title });
  await expect(card).toContainText('₹8,000 a month');
  await lookAt(page, 'intern-question');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card.getByRole('alert')).toHaveText('Choose yes, partly or no');
  await card.getByLabel('Yes', { exact: true }).check();
  await card.getByLabel('Anything to add? (optional)').fill('Paid on the 1st, every month.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Thank you — your answer is recorded')).toBeVisible();
  await expect(card).toContainText('Paid as listed');
  await expect(card.getByRole('button', { name: 'Send answer' })).toHaveCount(0);

  await page.goto(`/companies/${companyId}`);
  const figure = page.getByText('Interns paid the stipend as listed').locator('..');
  await expect(figure).toContainText('2 of 3');
  await lookAt(page, 'company-page');

  // The job page tells students too, and links to the company page.
  await page.goto(`/jobs/${job.slug}`);
  await expect(page.getByTestId('track-record-line').first()).toContainText(
    '2 of 3 interns confirmed the stipend was paid as listed',
  );
  await lookAt(page, 'job-page');

  // Every card of the search results carries its company's record (or "New on Shuruaat").
  await page.goto('/jobs');
  await expect(page.getByTestId('track-record-line').first()).toHaveText(
    /New on Shuruaat|Answers|made here|confirmed/,
  );
  await lookAt(page, 'job-cards');
  await dispose();
});

test('an intern says the stipend was not paid: the employer responds and an admin reads both', async ({
  page,
}) => {
  const { job, employer, interns, dispose } = await endedInternship(1);
  const [intern] = interns;
  if (!intern) throw new Error('one intern expected');
  const { stipendChecks } = await send<{ stipendChecks: { _id: string }[] }>(
    intern.api,
    'GET',
    '/api/candidates/stipend-checks',
  );
  await send(intern.api, 'POST', `/api/candidates/stipend-checks/${stipendChecks[0]?._id}/answer`, {
    answer: 'no',
    note: 'The second month was never paid.',
  });

  await logIn(page, employer.credentials);
  await page.goto('/employer/dashboard/stipend-checks');
  const card = page.getByRole('listitem').filter({ hasText: job.title });
  await expect(card).toContainText('Not paid as listed');
  await expect(card).toContainText('The second month was never paid.');
  await card.getByRole('button', { name: 'Send response' }).click();
  await expect(card.getByText('Write your response')).toBeVisible();
  const response = 'We paid it on 3 June by bank transfer; the reference is on its way.';
  await card.getByLabel('Your response').fill(response);
  await card.getByRole('button', { name: 'Send response' }).click();
  await expect(page.getByText('Your response is recorded')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send response' })).toHaveCount(0);
  await lookAt(page, 'employer-response');

  await page.context().clearCookies();
  await logIn(page, demoAccount('admin'));
  await page.goto('/admin/dashboard/stipend-checks');
  const row = page.getByRole('listitem').filter({ hasText: job.title });
  await expect(row).toContainText('The second month was never paid.');
  await expect(row).toContainText(response);
  await lookAt(page, 'admin-queue');
  await dispose();
});
