import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE,
  type PageFetch,
  type RenderedPage,
  type RenderPage,
} from '@shuruaat/contract';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The web app's server build, loaded once at start-up; undefined when it was not built. */
export async function loadPageRenderer(
  entry: string,
  log: FastifyBaseLogger,
): Promise<RenderPage | undefined> {
  if (!existsSync(entry)) {
    log.warn({ entry }, 'web server build missing; pages are sent as the app shell');
    return undefined;
  }
  const module: unknown = await import(pathToFileURL(entry).href);
  const renderPage =
    typeof module === 'object' && module !== null && 'renderPage' in module
      ? module.renderPage
      : undefined;
  if (typeof renderPage !== 'function') throw new Error(`${entry} exports no renderPage`);
  return renderPage as RenderPage;
}

/**
 * The page's API calls, answered in-process by the same routes the browser would call, with
 * the visitor's cookie so a signed-in visitor's page renders for them. Pages only read. What
 * the head was built from (`answered`, public answers only) is not asked for twice.
 */
export function pageFetchFor(
  app: FastifyInstance,
  request: FastifyRequest,
  answered: ReadonlyMap<string, unknown> = new Map(),
): PageFetch {
  // The visitor's browser goes with the cookie: the session notes the browser it is used from,
  // and the render's own requests must not rename it (the sessions page said "lightMyRequest").
  const { cookie, 'user-agent': userAgent } = request.headers;
  return async (path, init) => {
    if (init.method !== 'GET')
      throw new Error(`a page render may only read (${init.method} ${path})`);
    // Public answers the page's head already read for this request (seo.service's headFor).
    if (answered.has(path)) {
      return new Response(JSON.stringify(answered.get(path)), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.payload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

export const hasSession = (request: FastifyRequest) => Boolean(request.cookies[SESSION_COOKIE]);

/**
 * index.html with the rendered page inside #root and its state block after it. A replacer
 * function, never a replacement string: the page holds user text, and `$&` or `` $` `` in it
 * would otherwise be expanded into copies of the document (issue 22).
 */
export function insertPage(html: string, page: RenderedPage): string {
  const filled = `<div id="root">${page.appHtml}</div>${page.stateScript}`;
  return html.replace(ROOT_ELEMENT, () => filled);
}
