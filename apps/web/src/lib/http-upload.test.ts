import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { upload } from './http';

type Reply = { status: number; body: string } | 'network-error';

/** A stand-in for XMLHttpRequest that reports progress in two steps, then answers. */
function stubXhr(reply: Reply) {
  const sent: { headers: Record<string, string>; body: unknown; withCredentials: boolean }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      sent.push({ headers: this.headers, body, withCredentials: this.withCredentials });
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      progress(40);
      progress(100);
      if (reply === 'network-error') return this.onerror?.();
      this.status = reply.status;
      this.responseText = reply.body;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const form = () => {
  const data = new FormData();
  data.append('resume', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
  return data;
};

afterEach(() => vi.unstubAllGlobals());

describe('upload', () => {
  it('reports progress and sends cookies and the XSRF header with the form', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const sent = stubXhr({ status: 201, body: JSON.stringify({ ok: 1 }) });
    const progress: number[] = [];
    const body = form();
    await upload('/api/x', body, { onProgress: (f) => progress.push(f) });
    expect(progress).toEqual([0.4, 1]);
    expect(sent[0]).toMatchObject({ body, withCredentials: true });
    expect(sent[0]?.headers['x-xsrf-token']).toBe('abc123');
  });

  it('parses the answer with the schema it is given', async () => {
    stubXhr({ status: 201, body: JSON.stringify({ n: 1, extra: true }) });
    const schema = z.object({ n: z.number() });
    await expect(upload('/api/x', form(), { schema })).resolves.toEqual({ n: 1 });
  });

  it("throws an ApiError with the server's message for a refused file", async () => {
    const message = 'Upload your resume as a PDF file.';
    stubXhr({ status: 415, body: JSON.stringify({ message, code: 'UNSUPPORTED_MEDIA_TYPE' }) });
    const error = await upload('/api/x', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message });
  });

  it('says the connection failed when the request never reaches the server', async () => {
    stubXhr('network-error');
    await expect(upload('/api/x', form())).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach Shuruaat. Check your connection.',
    });
  });
});
