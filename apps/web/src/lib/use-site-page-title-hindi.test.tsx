import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allTranslators } from './i18n/all-translators';
import { setBrowserTranslator } from './i18n/translate';
import { useSitePageTitle } from './use-site-page-title';

const translators = allTranslators();

function Titled() {
  useSitePageTitle();
  return null;
}

// On /hi pages the router's basename is /hi, so the hook sees the spec's path.
const visit = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Titled />
    </MemoryRouter>,
  );

describe('page titles on a Hindi page', () => {
  beforeEach(() => setBrowserTranslator(translators.hi));
  afterEach(() => setBrowserTranslator(translators.en));

  it('sets the Hindi title of a public page as the visitor navigates', async () => {
    visit('/login');
    await waitFor(() => expect(document.title).toBe('लॉग इन | Shuruaat'));
    visit('/blogs');
    await waitFor(() =>
      expect(document.title).toBe('ब्लॉग: स्टूडेंट्स और फ्रेशर्स के लिए करियर की सलाह | Shuruaat'),
    );
  });

  it('says "page not found" in Hindi', async () => {
    visit('/no-such-page');
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला | Shuruaat'));
  });
});
