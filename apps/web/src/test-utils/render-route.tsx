import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type ActionFunction,
  type LoaderFunction,
} from 'react-router';
import { baseReducers } from './store';

type PageRoute = { Component: ComponentType; loader?: LoaderFunction; action?: ActionFunction };

type Options = {
  /** The route's pattern, e.g. `/user/dashboard/messages/:applicationId`. */
  path: string;
  /** The address opened; the pattern itself when it has no params. */
  url?: string;
  /** The store the page reads (the signed-in session and the bell by default). */
  store?: ReturnType<typeof configureStore>;
  /** What the page's parent route hands down with `useOutletContext`. */
  outletContext?: unknown;
};

/**
 * Renders a page the way the app does: in a data router, so its loader runs before it renders
 * and `useLoaderData`, `useRevalidator` and `useFetcher` work. Returns the router to inspect.
 */
export function renderRoute(route: PageRoute, { path, url = path, store, outletContext }: Options) {
  const router = createMemoryRouter(
    [
      {
        element: <OutletWith context={outletContext} />,
        children: [{ path, ...route, HydrateFallback: () => null }],
      },
    ],
    { initialEntries: [url] },
  );
  const withStore = store ?? configureStore({ reducer: baseReducers() });
  render(
    <Provider store={withStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

function OutletWith({ context }: { context: unknown }): ReactNode {
  return <Outlet context={context} />;
}
