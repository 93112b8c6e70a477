import type { Language } from '@shuruaat/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { TranslatorContext } from '@/lib/i18n/translate';
import { ErrorScreen } from './error-screen';

const translators = allTranslators();

/** A page whose loader fails with `failure`, shown by the error screen in `language`. */
function renderFailure(failure: unknown, language: Language) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: ErrorScreen,
        loader: () => {
          throw failure;
        },
        Component: () => null,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TranslatorContext.Provider value={translators[language]}>
      <RouterProvider router={router} />
    </TranslatorContext.Provider>,
  );
}

describe('the error screen', () => {
  it('keeps the spec’s English heading and the status on an English page', async () => {
    renderFailure(new Response('', { status: 503, statusText: 'Service Unavailable' }), 'en');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('says it all in Hindi on a Hindi page, linking the Hindi home page', async () => {
    renderFailure(new Response('', { status: 503, statusText: 'Service Unavailable' }), 'hi');
    expect(
      await screen.findByRole('heading', { name: 'ऐप में अचानक कोई गड़बड़ हो गई!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('503 — कुछ गड़बड़ हो गई')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज से दोबारा शुरू करें' })).toHaveAttribute(
      'href',
      '/hi',
    );
  });
});
