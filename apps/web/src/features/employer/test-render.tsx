import { configureStore } from '@reduxjs/toolkit';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { employerSlice } from './slice';

type Route = Parameters<typeof renderRoute>[0];

/** A store with a signed-in employer and the employer state group. */
export function employerStore() {
  return configureStore({
    reducer: {
      ...baseReducers(buildUser({ role: 'employer' })),
      employer: employerSlice.reducer,
    },
  });
}

/**
 * Renders an employer page's route at `url` (matching `path`) for a signed-in employer, its
 * loader and action running as in the app. Returns the router and the store.
 */
export function renderEmployerRoute(
  route: Route,
  { path, url = path, outletContext }: { path: string; url?: string; outletContext?: unknown },
) {
  const store = employerStore();
  const router = renderRoute(route, { path, url, store, outletContext });
  return { router, store };
}
