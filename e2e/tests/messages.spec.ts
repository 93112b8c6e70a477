import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInThroughForm, type Credentials } from '../fixtures/accounts';
import { adminPage } from '../fixtures/admin';
import { createMeeting } from './messages-data';

// Two people, two browsers: each signs in and keeps their page open while the other acts.
test.slow();

async function signedInPage(browser: Browser, credentials: Credentials): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await logInThroughForm(page, credentials);
  // The dashboard's chunk may take a while on a machine shared with other runs.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  return page;
}

/** An employer and an applicant with an application between them, each signed in in a browser. */
async function bothSides(browser: Browser) {
  const meeting = await createMeeting();
  const employer = await signedInPage(browser, meeting.employer);
  const candidate = await signedInPage(browser, meeting.candidate);
  return { meeting, employer, candidate };
}

/** A week from today in India, as the date input's value. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
}

test('an employer messages an applicant from the applicant panel and the reply appears live', async ({
  browser,
}) => {
  const { meeting, employer, candidate } = await bothSides(browser);

  // The candidate waits on the conversation; they cannot write first.
  await candidate.goto(`/user/dashboard/messages/${meeting.applicationId}`);
  await expect(candidate.getByText('The employer writes first')).toBeVisible();

  // The employer finds the applicant, sees how to reach them, and opens the conversation.
  await employer.goto(`/employer/dashboard/jobs/${meeting.job._id}/applicants`);
  await employer
    .getByRole('button', { name: new RegExp(meeting.candidateName) })
    .first()
    .click();
  await expect(employer.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
  await employer.getByRole('link', { name: 'Message or schedule an interview' }).click();
  await expect(employer).toHaveURL(`/employer/dashboard/messages/${meeting.applicationId}`);
  await employer
    .getByLabel('Your message')
    .fill('Hi! Could you share a dashboard you built? https://example.com/brief');
  await employer.getByRole('button', { name: 'Send' }).click();

  // It arrives on the candidate's open page without a reload; the link is a real link.
  await expect(candidate.getByText('Could you share a dashboard you built?')).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'https://example.com/brief' })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await candidate.getByLabel('Your message').fill('Sure, here is my canteen sales dashboard.');
  await candidate.getByRole('button', { name: 'Send' }).click();

  // The reply appears live for the employer, and the message they sent is marked seen.
  await expect(employer.getByText('Sure, here is my canteen sales dashboard.')).toBeVisible();
  await expect(employer.getByText(/Seen/)).toBeVisible();
});

test('an interview is scheduled in IST and accepted, both sides seeing it live', async ({
  browser,
}) => {
  const { meeting, employer, candidate } = await bothSides(browser);

  await employer.goto(`/employer/dashboard/messages/${meeting.applicationId}`);
  await employer
    .getByLabel('Your message')
    .fill('We liked your application and would like to meet.');
  await employer.getByRole('button', { name: 'Send' }).click();

  // The candidate arrives through their applications list.
  await candidate.goto('/user/dashboard/applications');
  await candidate.getByRole('link', { name: 'Messages and interviews' }).click();
  await expect(candidate.getByText('We liked your application')).toBeVisible();

  await employer.getByRole('button', { name: 'Schedule an interview' }).click();
  await employer.getByLabel('Date', { exact: true }).fill(nextWeek());
  await employer.getByLabel('Time (IST)').fill('10:30');
  await employer.getByLabel('Meeting link').fill('https://meet.example.com/chai-intern');
  await employer.getByRole('button', { name: 'Send invitation' }).click();
  await expect(employer.getByText('Waiting for the candidate')).toBeVisible();

  const invitation = candidate.getByRole('article', { name: 'Interview' });
  await expect(invitation).toContainText('10:30 am IST');
  const ics = await candidate.request.get(
    (await invitation.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')) ??
      '',
  );
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitation).toContainText('Accepted');

  await expect(employer.getByRole('article', { name: 'Interview' })).toContainText('Accepted');
});

test('an employer messages ticked applicants at once and it arrives live in the conversation', async ({
  browser,
}) => {
  const { meeting, employer, candidate } = await bothSides(browser);
  await candidate.goto(`/user/dashboard/messages/${meeting.applicationId}`);
  await expect(candidate.getByText('The employer writes first')).toBeVisible();

  await employer.goto(`/employer/dashboard/jobs/${meeting.job._id}/applicants`);
  await employer.getByRole('checkbox', { name: `Select ${meeting.candidateName}` }).check();
  const bar = employer.getByRole('region', { name: 'Selected applicants' });
  await bar.getByRole('button', { name: 'Message' }).click();
  const dialog = employer.getByRole('dialog', { name: 'Message 1 applicant' });
  // Sending nothing says so beside the box instead of sending.
  await dialog.getByRole('button', { name: 'Send to 1 applicant' }).click();
  await expect(dialog.getByText('Write a message first.')).toBeVisible();
  await dialog.getByLabel('Message').fill('Thank you for applying. Interviews start on Monday.');
  await dialog.getByRole('button', { name: 'Send to 1 applicant' }).click();
  await expect(employer.getByText('Message sent to 1 applicant.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();

  // The candidate's open conversation shows it without a reload, and they may now reply.
  await expect(candidate.getByText('Interviews start on Monday.')).toBeVisible();
  await expect(candidate.getByLabel('Your message')).toBeEnabled();
});

test('an employer reports an abusive reply and an admin marks it reviewed', async ({ browser }) => {
  const { meeting, employer, candidate } = await bothSides(browser);
  const thread = (area: string) => `/${area}/dashboard/messages/${meeting.applicationId}`;
  await employer.goto(thread('employer'));
  await employer.getByLabel('Your message').fill('Could you start next Monday?');
  await employer.getByRole('button', { name: 'Send' }).click();
  await candidate.goto(thread('user'));
  const insult = `You people are useless ${meeting.applicationId.slice(0, 6)}`;
  await candidate.getByLabel('Your message').fill(insult);
  await candidate.getByRole('button', { name: 'Send' }).click();

  await expect(employer.getByText(insult)).toBeVisible();
  await employer.getByRole('button', { name: 'Report' }).click();
  await employer
    .getByRole('dialog', { name: 'Report this message?' })
    .getByRole('button', { name: 'Report' })
    .click();
  await expect(employer.getByText('Thank you. Our team will review this message.')).toBeVisible();

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/reports');
  const reported = admin.getByRole('region', { name: 'Reported messages' });
  const card = reported.getByRole('listitem').filter({ hasText: insult });
  await expect(card).toContainText('Abusive or threatening');
  await expect(card.getByRole('link', { name: 'Find the sender' })).toHaveAttribute(
    'href',
    `/admin/dashboard/users?q=${encodeURIComponent(meeting.candidate.email)}`,
  );
  await card.getByRole('button', { name: 'Mark reviewed' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Mark this report reviewed?' });
  await dialog.getByLabel(/Note for the log/).fill('Warned the candidate.');
  await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(admin.getByRole('status')).toHaveText('Report marked reviewed.');
  await expect(card).toHaveCount(0);
});
