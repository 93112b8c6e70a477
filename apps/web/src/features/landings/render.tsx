import { configureStore } from '@reduxjs/toolkit';
import type { Role } from '@shuruaat/contract';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';

type Viewer = { role: Role } | null;
type PageRoute = { Component: ComponentType; loader: LoaderFunction };

/** Renders a landing page's route at `path`, its loader asking the (stubbed) search. */
export function renderPage(page: PageRoute, { path = '/', viewer = null as Viewer } = {}) {
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
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
