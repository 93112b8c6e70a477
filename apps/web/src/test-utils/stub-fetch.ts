import { vi } from 'vitest';

export type FetchCall = { method: string; url: URL; body: unknown };
export type StubReply = { status?: number; body?: unknown };

/**
 * The one fake `fetch` of the web tests: every call is recorded and given to `answer`; a call it
 * does not answer fails with a 500 without the spec's wording, as a broken server would, so the
 * screens fall back to their own texts. The helpers beside it shape `answer` for their screens.
 */
export function stubFetch(answer: (call: FetchCall) => StubReply | undefined) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const reply = answer(call);
    if (!reply)
      return Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
    const status = reply.status ?? 200;
    return status === 204 ? new Response(null, { status }) : Response.json(reply.body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
