import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';

type Route = Parameters<typeof renderRoute>[0];

/** A store with a signed-in employer; every action dispatched is added to `seen`. */
export function employerStore(seen: UnknownAction[] = []) {
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  return configureStore({
    reducer: baseReducers(buildUser({ role: 'employer' })),
    middleware: (defaults) => defaults().concat(record),
  });
}

/**
 * Renders an employer page's route at `url` (matching `path`) for a signed-in employer, its
 * loader and action running as in the app. Returns the router, the store and the actions the
 * page dispatched.
 */
export function renderEmployerRoute(
  route: Route,
  { path, url = path, outletContext }: { path: string; url?: string; outletContext?: unknown },
) {
  const actions: UnknownAction[] = [];
  const store = employerStore(actions);
  const router = renderRoute(route, { path, url, store, outletContext });
  return { router, store, actions };
}
