import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { http } from './http';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

afterEach(() => vi.unstubAllGlobals());

describe('http client', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on a POST', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const fetchMock = stubFetch(json({ ok: true }));
    await http.post('/api/things', { body: { a: 1 } });
    expect(sentHeaders(fetchMock).get('X-XSRF-TOKEN')).toBe('abc123');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', body: '{"a":1}' });
  });

  it('sends a FormData body as it is, with the XSRF header and no JSON content type', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const fetchMock = stubFetch(json({ ok: true }));
    const form = new FormData();
    form.append('logo', new File(['png'], 'logo.png', { type: 'image/png' }));
    await http.post('/api/employers/upload-logo', { body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(fetchMock).get('X-XSRF-TOKEN')).toBe('abc123');
    expect(sentHeaders(fetchMock).has('Content-Type')).toBe(false);
  });

  it('does not send the XSRF header on a GET, but still includes cookies', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const fetchMock = stubFetch(json({ ok: true }));
    await http.get('/api/things');
    expect(sentHeaders(fetchMock).has('X-XSRF-TOKEN')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('throws an ApiError with the server message, code and details for a non-2xx answer', async () => {
    const details = [{ path: 'email', message: 'Enter a valid email address' }];
    stubFetch(json({ message: 'Email is already registered', code: 'CONFLICT', details }, 409));
    const error = await http.post('/api/users/register').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', details });
    expect((error as ApiError).message).toBe('Email is already registered');
  });

  it('falls back to "Something went wrong" when the error body is not ours', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(http.get('/api/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong',
    });
  });

  it('resolves a 204 answer to undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(http.post('/api/users/logout')).resolves.toBeUndefined();
  });

  it('parses the answer with the schema it is given', async () => {
    stubFetch(json({ n: 1, extra: true }));
    await expect(http.get('/api/n', { schema: z.object({ n: z.number() }) })).resolves.toEqual({
      n: 1,
    });
  });
});
