import { stubFetch, type StubReply } from './stub-fetch';

export type Sent = { method: string; path: string; body: unknown };
/**
 * Answers the API calls named `METHOD /path` (the query left out) with their replies, read at
 * each call (so a test can change one); any other
 * call fails with a 500, as a broken server would. Returns what was sent, in order.
 */
export function stubApi(replies: Record<string, StubReply>) {
  const sent: Sent[] = [];
  stubFetch(({ method, url, body }) => {
    sent.push({ method, path: url.pathname, body });
    return replies[`${method} ${url.pathname}`];
  });
  return sent;
}
