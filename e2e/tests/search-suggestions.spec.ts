import { expect, test, type Page } from '@playwright/test';

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search internships and jobs' });

/** Types into the box and waits for its list; the first suggestion's value. */
async function typeUntilSuggested(page: Page, text: string) {
  // A click waits for the box to be enabled (the app has started); typing alone would not.
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text, { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  const first = list.getByRole('option').first();
  return ((await first.locator('span').first().textContent()) ?? '').trim();
}

for (const path of ['/', '/jobs']) {
  test(`on ${path}, typing, arrow down and Enter search for the first suggestion`, async ({
    page,
  }) => {
    await page.goto(path);
    const value = await typeUntilSuggested(page, 'dev');
    expect(value).not.toBe('');
    await searchBox(page).press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const active = list.getByRole('option', { selected: true });
    await expect(active).toContainText(value);
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await active.getAttribute('id')) ?? '',
    );
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/jobs?${new URLSearchParams({ q: value })}`);
    await expect(searchBox(page)).toHaveValue(value);
    await expect(list).toBeHidden();
  });
}

test('Escape closes the suggestions and Enter then searches for the words typed', async ({
  page,
}) => {
  await page.goto('/');
  await typeUntilSuggested(page, 'desig');
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/jobs?q=desig');
});
