/**
 * How the server asks the web app's server build (apps/web/src/entry-server.tsx) for a page's
 * HTML. Types only: the server loads that build at start-up and calls `renderPage` per request.
 */

import type { Language } from './languages';

/** A GET to the API made on the visitor's behalf: answered in-process, with their cookie. */
export type PageFetch = (path: string, init: RequestInit) => Promise<Response>;

export type PageRenderRequest = {
  /** Path and query of the page, e.g. `/jobs?q=react`. */
  url: string;
  /** Whether the visitor sent a session cookie, so the page renders for them signed in. */
  hasSession: boolean;
  /** The page's language (decision 032): Hindi pages' `url` starts with `/hi`. */
  language: Language;
  fetch: PageFetch;
};

export type RenderedPage = {
  /** The markup that goes inside `<div id="root">`. */
  appHtml: string;
  /** A `<script type="application/json">` block with the store the browser hydrates from. */
  stateScript: string;
};

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;
