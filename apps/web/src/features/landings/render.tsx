import { configureStore } from '@reduxjs/toolkit';
import type { Language, Role } from '@shuruaat/contract';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { allTranslators } from '@/lib/i18n/all-translators';
import { TranslatorContext } from '@/lib/i18n/translate';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';

type Viewer = { role: Role } | null;
type PageRoute = { Component: ComponentType; loader: LoaderFunction };

/**
 * Renders a landing page's route at `path`, its loader asking the (stubbed) search, in
 * `language` (English unless told).
 */
export function renderPage(
  page: PageRoute,
  { path = '/', viewer = null as Viewer, language = 'en' as Language } = {},
) {
  const user = viewer ? buildUser({ role: viewer.role }) : null;
  const store = configureStore({ reducer: baseReducers(user) });
  const router = createMemoryRouter(
    [
      { path, ...page },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TranslatorContext.Provider value={allTranslators()[language]}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </TranslatorContext.Provider>,
  );
  return router;
}
