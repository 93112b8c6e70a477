import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { basenameOf } from '@shuruaat/contract';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appCatalogue } from './app/locales/catalogue';
import { readPageState, type PageState } from './app/page-state';
import { Providers } from './app/providers';
import { loadMatchedRouteModules } from './app/route-modules';
import { routes } from './app/routes';
import { makeStore, startSession } from './app/store';
import { componentsCatalogue } from './components/locales/catalogue';
import { contractCatalogue } from './lib/i18n/contract-catalogue';
import { documentLanguage, startTranslations } from './lib/i18n/start';
import { rememberReferral } from './lib/referral-capture';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Kept before anything else loads: a visitor may follow a link on the server-rendered page
// before the app has hydrated, and the code must survive that trip to sign-up.
rememberReferral(window.location.search);
void start(root, readPageState(document));

/**
 * A server-rendered page is hydrated once its route modules are loaded, so React adopts the
 * markup as it is. The plain shell (or a page whose code failed to load) renders from scratch,
 * and the router shows its spinner or its error screen as it would have without the server.
 */
async function start(container: HTMLElement, page: PageState | null) {
  // The server wrote the page's language on <html lang>; Hindi pages live under /hi (decision 032).
  const language = documentLanguage();
  const basename = basenameOf(language) || undefined;
  // Started first: the route modules' own catalogues wait for the runtime it loads.
  const translated = startTranslations(language, [
    appCatalogue,
    componentsCatalogue,
    contractCatalogue,
  ]);
  const canHydrate =
    page !== null &&
    (await loadMatchedRouteModules(routes, window.location.pathname, basename).then(
      () => true,
      () => false,
    ));
  // Without its words the page would show message ids: a failed load renders from scratch too.
  await translated.catch(() => undefined);
  const store = canHydrate ? makeStore(page.state) : makeStore();
  // The server checked the session it rendered for; otherwise a user restored from storage is
  // confirmed now.
  if (!(canHydrate && page.sessionChecked)) startSession(store);
  const app = (
    <StrictMode>
      <Providers store={store}>
        <RouterProvider
          router={createBrowserRouter(routes, {
            basename,
            ...hydrationFrom(canHydrate ? page : null),
          })}
        />
      </Providers>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap during it is answered, not queued.
  if (canHydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/** The server's loader data, so hydration renders what it rendered without asking again. */
const hydrationFrom = (page: PageState | null) =>
  page ? { hydrationData: { loaderData: page.loaderData } } : {};
