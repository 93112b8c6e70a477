import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// How the server compresses what it sends: the compress plugin (app.ts), the rendered pages
// (seo/compress-html.ts) and the search answers kept compressed (search/encoded-answers.ts)
// share these, so a kept answer is the bytes the plugin would have sent.

export type ResponseEncoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** A cheap brotli level: answers are compressed as they are sent, not ahead of time. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The encodings a request accepts (not those refused with q=0), by name; "x-gzip" and "*" read
 * as gzip, as the compress plugin reads them.
 */
function accepted(header: string | string[] | undefined): Set<string> {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tokens = text.split(',').map((part) => part.trim().toLowerCase().split(';'));
  const names = tokens
    .filter(([, q]) => !/^q=0(\.0*)?$/.test(q?.trim() ?? ''))
    .map(([name = '']) => (name === 'x-gzip' || name === '*' ? 'gzip' : name));
  return new Set(names);
}

/** Brotli when the client takes it, else gzip, else none: every browser sends both. */
export function preferredEncoding(header: string | string[] | undefined): ResponseEncoding | null {
  const encodings = accepted(header);
  if (encodings.has('br')) return 'br';
  return encodings.has('gzip') ? 'gzip' : null;
}

export function encodeSync(bytes: Buffer, encoding: ResponseEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes);
}
