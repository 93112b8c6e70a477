import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import {
  basenameOf,
  type Language,
  type PageFetch,
  type PageRenderRequest,
  type RenderPage,
} from '@shuruaat/contract';
import { changedSlices, pageStateScript } from './app/page-state';
import { Providers } from './app/providers';
import { loadAllRouteModules } from './app/route-modules';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { revalidateSession } from './features/auth/thunks';
import { setHttpTransport } from './lib/http';
import { allTranslators } from './lib/i18n/all-translators';
import { contextWithTranslator } from './lib/i18n/request-words';
import { inPageLanguage, TranslatorContext } from './lib/i18n/translate';

const RENDER_TIMEOUT_MS = 10_000;
// What renderToString leaves where a Suspense boundary could not finish (a lazy part whose code
// has not loaded): the browser would render it from scratch.
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

// Requests run concurrently; each render's API calls go out with its own visitor's cookie.
const requestFetch = new AsyncLocalStorage<PageFetch>();
setHttpTransport((path, init) => {
  const fetchForPage = requestFetch.getStore();
  if (!fetchForPage) throw new Error(`API call outside a page render: ${path}`);
  return fetchForPage(path, init);
});

// One handler per language: Hindi pages are the same routes under the /hi basename.
const handlers = new Map<Language, Promise<StaticHandler>>();
let modulesLoaded: Promise<void> | undefined;
function staticHandler(language: Language): Promise<StaticHandler> {
  modulesLoaded ??= loadAllRouteModules(routes);
  const basename = basenameOf(language) || undefined;
  const handler =
    handlers.get(language) ?? modulesLoaded.then(() => createStaticHandler(routes, { basename }));
  handlers.set(language, handler);
  return handler;
}
// Every catalogue in both languages, compiled on first use of each message.
const translators = allTranslators();

/** Renders a page of the route table to HTML, with the store state the browser hydrates from. */
export const renderPage: RenderPage = (request) =>
  requestFetch.run(request.fetch, () => render(request));

async function render({ url, hasSession, language }: PageRenderRequest) {
  const routeHandler = await staticHandler(language);
  const store = makeStore();
  const initial = store.getState();
  // The session decides the navbar and whether a guarded page renders at all; it is asked for
  // while the route loaders fetch the page's data, in the page's words (their fallbacks).
  const [context] = await Promise.all([
    routeHandler.query(new Request(new URL(url, 'http://localhost')), {
      requestContext: contextWithTranslator(translators[language]),
    }),
    hasSession ? store.dispatch(revalidateSession()) : undefined,
  ]);
  // Only loaders or middleware could answer with a Response; ours return data. A loader that
  // threw would hydrate differently in the browser, so the visitor gets the shell instead.
  if (context instanceof Response) throw new Error(`the router answered ${context.status}`);
  if (context.errors) throw new Error('a route loader failed', { cause: context.errors });

  const router = createStaticRouter(routeHandler.dataRoutes, context);
  const app = (
    <StrictMode>
      <TranslatorContext.Provider value={translators[language]}>
        <Providers store={store}>
          {/* No inline hydration script (the CSP forbids it): the loader data travels in the
              page state block. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </TranslatorContext.Provider>
    </StrictMode>
  );

  // The loaders brought the page's data, so one render is the page. Only a lazy part of it
  // whose code had not loaded yet (a React.lazy inside a page) leaves a boundary for the browser
  // to fill: then one pass waits for that code, and the page is rendered again in full.
  let appHtml = inPageLanguage(language, () => renderToString(app));
  if (appHtml.includes(CLIENT_RENDERED_BOUNDARY)) {
    await renderFully(app);
    // A synchronous render completes every Suspense boundary in place; the streaming renderers
    // would add inline <script>s to reveal them, which the CSP blocks.
    appHtml = inPageLanguage(language, () => renderToString(app));
  }
  const state = changedSlices(initial, store.getState());
  const page = { loaderData: context.loaderData, state, sessionChecked: hasSession };
  return { appHtml, stateScript: pageStateScript(page) };
}

/**
 * One pass over the whole page, waiting for its lazy parts, so their code is loaded. Any error
 * fails the page, so the server sends the shell.
 */
async function renderFully(app: ReactNode): Promise<void> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    onError: (error) => void errors.push(error),
  });
  prelude.resume();
  if (errors.length > 0) throw errors[0];
}
