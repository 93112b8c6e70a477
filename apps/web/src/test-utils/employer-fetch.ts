import { stubFetch, type FetchCall } from './stub-fetch';

type Reply = { status?: number; body: unknown };
type Route = {
  method: string;
  /** Matched against the path without its query. */
  path: string | RegExp;
  reply: Reply | ((url: URL, body: unknown) => Reply);
};

export type { FetchCall };

/**
 * Answers the employer API from a list of routes, like a small fake server; anything else gets
 * a 500 without a message, so the screens fall back to the spec's text. Returns every call made.
 */
export function stubEmployerApi(routes: Route[]): FetchCall[] {
  return stubFetch(({ method, url, body }) => {
    const route = routes.find(
      (r) =>
        r.method === method &&
        (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    );
    if (!route) return undefined;
    return typeof route.reply === 'function' ? route.reply(url, body) : route.reply;
  }).calls;
}
