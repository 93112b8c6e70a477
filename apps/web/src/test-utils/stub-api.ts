import { vi } from 'vitest';

export type Sent = { method: string; path: string; body: unknown };
type Reply = { status?: number; body?: unknown };

/**
 * Answers the API calls named `METHOD /path` (the query left out) with their replies, read at
 * each call (so a test can change one); any other
 * call fails with a 500, as a broken server would. Returns what was sent, in order.
 */
export function stubApi(replies: Record<string, Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method, path: url.pathname, body });
      const reply = replies[`${method} ${url.pathname}`];
      if (!reply)
        return Response.json(
          { code: 'INTERNAL', message: 'Something went wrong' },
          { status: 500 },
        );
      const status = reply.status ?? 200;
      return status === 204
        ? new Response(null, { status })
        : Response.json(reply.body, { status });
    }),
  );
  return sent;
}
