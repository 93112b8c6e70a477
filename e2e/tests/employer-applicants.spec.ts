import { expect, test } from '@playwright/test';
import { PIPELINE_MESSAGES } from '@shuruaat/contract';
import { logIn } from '../fixtures/accounts';
import { createApplicants } from './employer-applicants-data';

// Each journey first signs up an employer and two candidates through the API (password hashing,
// resume uploads), which takes a good part of the default 30 s on a busy machine.
test.slow();

test('an employer reads an application, opens the resume, shortlists, rejects and removes', async ({
  page,
}) => {
  const { employer, job, ready, late } = await createApplicants();
  await logIn(page, employer);
  await page.getByRole('link', { name: `View applicants (2) for ${job.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All active (2)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('listitem').filter({ hasText: late })).toContainText(
    'Cannot meet: start date',
  );

  // The detail sits beside the list: answers with their questions, the flagged start date.
  await page.getByRole('button', { name: late }).click();
  const panel = page.getByRole('complementary', { name: late });
  await expect(panel.getByText('Which spreadsheet tools have you used?')).toBeVisible();
  await expect(panel.getByText('Excel and Google Sheets.')).toBeVisible();
  // The innermost block holding "Start date" is that term's row of the availability list.
  const startRow = panel.locator('div', { has: page.getByText('Start date', { exact: true }) });
  await expect(startRow.last()).toContainText('Cannot meet');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await panel.getByRole('button', { name: 'Shortlist' }).click();
  await expect(page.getByText(PIPELINE_MESSAGES.statusUpdated)).toBeVisible();
  await expect(panel).toContainText('Moved to Shortlisted');
  await expect(page.getByRole('button', { name: 'Shortlisted (1)' })).toBeVisible();

  // Rejecting asks first.
  await page.getByRole('button', { name: ready }).click();
  const other = page.getByRole('complementary', { name: ready });
  await other.getByRole('button', { name: 'Reject' }).click();
  await page
    .getByRole('dialog', { name: `Reject ${ready}?` })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(page.getByRole('button', { name: 'Rejected (1)' })).toBeVisible();

  // Removing, from the Rejected tab, takes them off every list.
  await page.getByRole('button', { name: 'Rejected (1)' }).click();
  await page.getByRole('button', { name: ready }).click();
  await other.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: `Remove ${ready}?` })
    .getByRole('button', { name: 'Remove applicant' })
    .click();
  await expect(page.getByText(PIPELINE_MESSAGES.removed)).toBeVisible();
  await expect(page.getByText('No rejected applicants')).toBeVisible();
  await expect(page.getByRole('button', { name: 'All active (1)' })).toBeVisible();
});

test('an employer with resume access finds opted-in candidates and opens a resume', async ({
  page,
}) => {
  const { employer, ready, late, skill } = await createApplicants();
  await logIn(page, employer);
  await page.getByRole('link', { name: 'Resume database' }).click();
  await page.getByRole('textbox', { name: 'Skills' }).fill(skill);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`skills=${skill}`));
  await expect(page.getByRole('article')).toHaveCount(2);
  const card = page.getByRole('article', { name: ready });
  await expect(card).toContainText('B.Tech Computer Engineering · College of Engineering Pune');
  await expect(card).toContainText('Speaks Marathi, English');
  await expect(page.getByRole('article', { name: late })).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download resume of ${ready}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});
