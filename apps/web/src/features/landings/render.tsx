import type { Role } from '@shuruaat/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeListingsStore } from '@/test-utils/listings-store';
import { buildUser } from '@/test-utils/user-factory';

type Viewer = { role: Role } | null;

/** Renders a landing page at `path` with the store it reads: who is signed in, and listings. */
export function renderPage(page: ReactElement, { path = '/', viewer = null as Viewer } = {}) {
  const store = makeListingsStore(viewer ? buildUser({ role: viewer.role }) : null);
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
