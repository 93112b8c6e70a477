import { matchRoutes, type RouteObject } from 'react-router';

// Route modules (lazy pages) must be in place before React renders a server-rendered page: the
// server renders every page synchronously, and the browser must hydrate exactly the markup the
// server sent instead of the router's "Loading..." fallback.

async function loadRouteModule(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (typeof lazy !== 'function') return;
  const loaded = await lazy();
  Object.assign(route, loaded, { lazy: undefined });
}

/** Loads the modules of the routes a location matches (the browser, before hydrating). */
export async function loadMatchedRouteModules(
  routes: RouteObject[],
  pathname: string,
  basename?: string,
): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(matches.map((match) => loadRouteModule(match.route)));
}

/** Loads every route module in the table (the server, once at start-up). */
export async function loadAllRouteModules(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      await loadRouteModule(route);
      if (route.children) await loadAllRouteModules(route.children);
    }),
  );
}
