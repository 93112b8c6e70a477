import { expect, test, type Browser, type Page } from '@playwright/test';
import { newPerson, signUpCandidate } from '../fixtures/accounts';

/** A friend, in a browser of their own, who opens `url` and signs up from wherever it leads. */
async function friendSignsUp(
  browser: Browser,
  url: string,
  reachSignup: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await reachSignup(page);
  await expect(page.getByText(/Invited by a friend: referral code/)).toBeVisible();
  const person = newPerson();
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Yes, I am 18 or older').check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL('/user/dashboard');
  await context.close();
}

test('a friend who signs up through the shared link is counted for the referrer', async ({
  page,
  browser,
  context,
}) => {
  // Three people sign up, two in browsers of their own.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpCandidate(page);
  await page.goto('/refer-a-friend');
  const signedUp = page.getByTestId('referral-signedUp');
  await expect(signedUp).toHaveText('0');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/signup\?ref=[A-Z2-9]{8}$/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link)}`),
  );

  await friendSignsUp(browser, link, async () => undefined);
  await page.reload();
  await expect(signedUp).toHaveText('1');

  // The code survives a detour: the friend lands on the program page and signs up from there.
  const code = new URL(link).searchParams.get('ref') ?? '';
  await friendSignsUp(browser, `/program/reffer?ref=${code}`, async (friend) => {
    // The page arrives rendered; the code is kept once the app's script has started.
    await friend.waitForFunction(() => sessionStorage.getItem('referralCode') !== null);
    await friend.getByRole('link', { name: 'Create a free account' }).click();
    await expect(friend).toHaveURL('/signup');
  });
  await page.reload();
  await expect(signedUp).toHaveText('2');
});

test('signed out, Refer a friend explains the program and offers to log in', async ({ page }) => {
  await page.goto('/refer-a-friend');
  await expect(page.getByRole('heading', { name: 'Refer friends to Shuruaat' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in to get your link' }).click();
  await expect(page).toHaveURL('/login');
});
