import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';

type Viewer = { role: string } | null;

/** Renders a landing page at `path` with a store holding only what it reads: who is signed in. */
export function renderPage(page: ReactElement, { path = '/', viewer = null as Viewer } = {}) {
  const store = configureStore({ reducer: { auth: () => ({ user: viewer }) } });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
