import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { allTranslators } from './lib/i18n/all-translators';
import { setBrowserTranslator } from './lib/i18n/translate';

// Pages are lazy routes: the first test to open one waits for Vite to transform its module
// graph, which on a busy CI machine (the API suite runs beside it) takes longer than the
// default second. A page that never appears still fails, after five.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// jsdom has no layout; the router's scroll restoration only needs the call to exist.
window.scrollTo = () => undefined;

// Screens speak through catalogues (decision 032); tests read them in English, with every
// catalogue loaded, as the server's render holds them.
setBrowserTranslator(allTranslators().en);
