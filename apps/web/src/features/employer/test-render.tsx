import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { employerSlice } from './slice';

/** Renders an employer page at `url` (matching `path`) for a signed-in employer. */
export function renderEmployerPage(
  page: ReactElement,
  { path, url }: { path: string; url: string },
) {
  const store = configureStore({
    reducer: {
      ...baseReducers(buildUser({ role: 'employer' })),
      employer: employerSlice.reducer,
    },
  });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}
