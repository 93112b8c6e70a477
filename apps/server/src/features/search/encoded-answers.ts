import type { FastifyReply } from 'fastify';
import { COMPRESS_THRESHOLD, encodeSync, type ResponseEncoding } from '../../lib/response-encoding';

/** An answer as sent: its JSON, compressed when the client takes it and it is worth it. */
export type EncodedBody = { bytes: Buffer; encoding: ResponseEncoding | null };

function encode(answer: unknown, encoding: ResponseEncoding | null): EncodedBody {
  const json = Buffer.from(JSON.stringify(answer));
  if (!encoding || json.length < COMPRESS_THRESHOLD) return { bytes: json, encoding: null };
  return { bytes: encodeSync(json, encoding), encoding };
}

/**
 * Search answers kept as the bytes sent, by answer key and encoding. Writing an answer (15 KB of
 * JSON for a page of 20) and compressing it cost several times the search itself when answers
 * come from the answer cache (issue 28), so a repeated search is sent as kept bytes. Bounded by
 * bytes, least recently sent out first; entries of an older index version just age out.
 */
export class EncodedAnswers {
  private readonly bodies = new Map<string, EncodedBody>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size() {
    return { entries: this.bodies.size, bytes: this.bytes };
  }

  bodyOf(key: string, encoding: ResponseEncoding | null, answer: unknown): EncodedBody {
    const id = `${encoding ?? 'identity'}|${key}`;
    const found = this.bodies.get(id);
    if (found) {
      this.bodies.delete(id);
      this.bodies.set(id, found);
      return found;
    }
    const body = encode(answer, encoding);
    this.keep(id, body);
    return body;
  }

  private keep(id: string, body: EncodedBody) {
    const size = sizeOf(id, body);
    if (size > this.maxBytes) return;
    this.bodies.set(id, body);
    this.bytes += size;
    for (const [oldest, kept] of this.bodies) {
      if (this.bytes <= this.maxBytes) break;
      this.bodies.delete(oldest);
      this.bytes -= sizeOf(oldest, kept);
    }
  }
}

// A key's characters count twice: V8 may hold it in two bytes a character.
const sizeOf = (id: string, body: EncodedBody) => body.bytes.length + 2 * id.length;

/** Sends an encoded answer; the compress plugin leaves a body that names its encoding alone. */
export function sendEncoded(reply: FastifyReply, body: EncodedBody) {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (body.encoding) reply.header('content-encoding', body.encoding);
  return reply.send(body.bytes);
}
