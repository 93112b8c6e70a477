import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, preferredEncoding } from '../../lib/response-encoding';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return html;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? brotli(html, BROTLI_OPTIONS) : gz(html);
}
