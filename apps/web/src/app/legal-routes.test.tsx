import type { Language } from '@shuruaat/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { TranslatorContext } from '@/lib/i18n/translate';
import { sitePageTitle } from '@/lib/site-page-title';
import { SITE_ROUTES } from './site-routes';

const translators = allTranslators();

/**
 * A fresh copy of the routes (the router keeps what a route's lazy module gave it), on a page
 * whose <html lang> the server wrote as `language`.
 */
function renderLegal(language: Language, path: string) {
  document.documentElement.lang = language === 'hi' ? 'hi' : 'en-IN';
  const basename = language === 'hi' ? '/hi' : undefined;
  const routes = SITE_ROUTES.map((route) => ({ ...route }));
  const router = createMemoryRouter(routes, {
    basename,
    initialEntries: [`${basename ?? ''}${path}`],
  });
  render(
    <TranslatorContext.Provider value={translators[language]}>
      <RouterProvider router={router} />
    </TranslatorContext.Provider>,
  );
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('the legal pages in the page’s language', () => {
  it('serve the Hindi privacy notice under /hi', async () => {
    renderLegal('hi', '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('प्राइवेसी नोटिस');
  });

  it('serve the Hindi terms under /hi', async () => {
    renderLegal('hi', '/terms-and-privacy');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('नियम और शर्तें');
  });

  it('serve the English notice at the English address', async () => {
    renderLegal('en', '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Privacy notice');
  });

  it('are titled in Hindi under /hi and in English otherwise', () => {
    expect(sitePageTitle('/privacy-policy', 'hi')).toBe('प्राइवेसी नोटिस | Shuruaat');
    expect(sitePageTitle('/terms-and-privacy', 'hi')).toBe('नियम और शर्तें | Shuruaat');
    expect(sitePageTitle('/privacy-policy', 'en')).toBe('Privacy notice | Shuruaat');
    expect(sitePageTitle('/about-us', 'hi')).toBe('हमारे बारे में | Shuruaat');
    expect(sitePageTitle('/about-us', 'en')).toBe('About us | Shuruaat');
    expect(sitePageTitle('/blogs', 'hi')).toBe(
      'ब्लॉग: स्टूडेंट्स और फ्रेशर्स के लिए करियर की सलाह | Shuruaat',
    );
  });
});
