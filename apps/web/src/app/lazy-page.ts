import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { Catalogue } from '@/lib/i18n/catalogue';
import { loadCatalogue } from '@/lib/i18n/start';

/**
 * What a page's module gives its route: the component alone, or the component with the loader
 * that fetches its data and the action its forms submit to (docs/ARCHITECTURE.md, "How a page
 * gets its data").
 */
export type PageModule =
  | ComponentType
  | {
      Component: ComponentType;
      loader?: LoaderFunction;
      action?: ActionFunction;
      shouldRevalidate?: ShouldRevalidateFunction;
      /** The page's messages (decision 032): its feature's, and any shared module's it shows. */
      catalogue?: Catalogue | Catalogue[];
    };

export async function routeModule(page: PageModule) {
  if (!('Component' in page)) return { Component: page };
  const { catalogue, ...route } = page;
  await Promise.all([catalogue ?? []].flat().map(loadCatalogue));
  return route;
}

/** Every page is its own chunk, fetched by the router before it renders. */
export const lazyPage = (load: () => Promise<PageModule>) => ({
  lazy: async () => routeModule(await load()),
});
