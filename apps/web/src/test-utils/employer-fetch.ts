import { vi } from 'vitest';

type Reply = { status?: number; body: unknown };
type Route = {
  method: string;
  /** Matched against the path without its query. */
  path: string | RegExp;
  reply: Reply | ((url: URL, body: unknown) => Reply);
};

export type FetchCall = { method: string; url: URL; body: unknown };

/**
 * Answers the employer API from a list of routes, like a small fake server; anything else gets
 * a 500 without a message, so the screens fall back to the spec's text. Returns every call made.
 */
export function stubEmployerApi(routes: Route[]): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const route = routes.find(
        (r) =>
          r.method === method &&
          (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
      );
      if (!route)
        return Response.json(
          { code: 'INTERNAL', message: 'Something went wrong' },
          { status: 500 },
        );
      const reply = typeof route.reply === 'function' ? route.reply(url, body) : route.reply;
      return Response.json(reply.body, { status: reply.status ?? 200 });
    }),
  );
  return calls;
}
