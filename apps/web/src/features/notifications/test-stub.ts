import type { Notification } from '@shuruaat/contract';
import { vi } from 'vitest';

/** A valid unread notification for tests; override only what the test is about. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n_1',
    title: 'Application shortlisted',
    body: 'Kirana Cloud shortlisted you for Frontend developer intern.',
    link: '/user/dashboard/applications',
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * Fakes the API by "METHOD /path" (the query is the handler's to read); any other call fails
 * with a 500, as a broken server would.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler
      ? handler(url, init)
      : Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /path", with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, route: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}` === route;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
