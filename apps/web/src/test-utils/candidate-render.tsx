import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  RouterProvider,
  type ActionFunction,
  type LoaderFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { vi } from 'vitest';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((request: { url: URL; body: unknown }) => Reply);
/** Replies by "METHOD /path" (no query); anything else fails the way a broken server would. */
export type Routes = Record<string, Handler>;

export function stubApi(routes: Routes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = typeof handler === 'function' ? handler({ url, body }) : handler;
    if (!reply)
      return Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
    const status = reply.status ?? 200;
    return status === 204
      ? new Response(null, { status })
      : Response.json(reply.body ?? {}, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The body the page sent with its last call to `method path`. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  const call = [...fetchMock.mock.calls]
    .reverse()
    .find(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    );
  return call?.[1]?.body ? (JSON.parse(String(call[1].body)) as unknown) : undefined;
}

type PageRoute = {
  Component: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
};

/**
 * Renders one candidate screen's route at `url`, as the app does (its loader, action and
 * revalidation), signed in as candidate `u_1`; every other path shows "landed".
 */
export function renderCandidatePage(route: PageRoute, path: string, url = path) {
  const router = createMemoryRouter(
    [
      { path, ...route, HydrateFallback: () => null },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  // What the page said to the store, for the reactions app/ starts on it (the session's).
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: baseReducers(buildUser({ _id: 'u_1' })),
    middleware: (getDefault) => getDefault().concat(recorder),
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, actions };
}
