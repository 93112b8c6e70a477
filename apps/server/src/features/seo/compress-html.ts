import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// The same cheap brotli level the compress plugin uses for API answers (app.ts).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

function accepted(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding'] ?? '';
  const tokens = header.split(',').map((part) => part.trim().split(';'));
  return new Set(
    tokens.filter(([, q]) => !/^q=0(\.0*)?$/.test(q?.trim() ?? '')).map(([name]) => name ?? ''),
  );
}

/**
 * Pages are answered by the not-found handler (every path that is not a file or an API route),
 * which the compress plugin never hooks, so their HTML is compressed here.
 */
export async function compressHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<string | Buffer> {
  reply.header('vary', 'accept-encoding');
  const encodings = accepted(request);
  if (encodings.has('br')) {
    reply.header('content-encoding', 'br');
    return brotli(html, BROTLI);
  }
  if (encodings.has('gzip')) {
    reply.header('content-encoding', 'gzip');
    return gz(html);
  }
  return html;
}
