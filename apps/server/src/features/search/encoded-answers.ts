import type { FastifyReply } from 'fastify';
import { COMPRESS_THRESHOLD, encodeSync, type ResponseEncoding } from '../../lib/response-encoding';
import { ByteBoundedLru } from './byte-bounded-lru';

/** An answer as sent: its JSON, compressed when the client takes it and it is worth it. */
export type EncodedBody = { bytes: Buffer; encoding: ResponseEncoding | null };

function encode(answer: unknown, encoding: ResponseEncoding | null): EncodedBody {
  const json = Buffer.from(JSON.stringify(answer));
  if (!encoding || json.length < COMPRESS_THRESHOLD)
    return { bytes: exactCopy(json), encoding: null };
  return { bytes: exactCopy(encodeSync(json, encoding)), encoding };
}

/**
 * Bytes that own their memory and no more. zlib hands back its output as a view of the 16 KB
 * chunk it wrote into, and a small Buffer is a view of a shared 8 KB pool: a 3.5 KB answer
 * kept as it came held 16 KB, so the bound counted a quarter of what was held (issue 28).
 */
function exactCopy(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * Search answers kept as the bytes sent, by answer key and encoding. Writing an answer (15 KB of
 * JSON for a page of 20) and compressing it cost several times the search itself when answers
 * come from the answer cache (issue 28), so a repeated search is sent as kept bytes. Bounded by
 * bytes, least recently sent out first; entries of an older index version just age out.
 */
export class EncodedAnswers {
  private readonly bodies: ByteBoundedLru<string, EncodedBody>;

  constructor(maxBytes: number) {
    this.bodies = new ByteBoundedLru(maxBytes, sizeOf);
  }

  get size() {
    return this.bodies.size;
  }

  /** The bytes kept for this key and encoding, if any. */
  find(key: string, encoding: ResponseEncoding | null): EncodedBody | undefined {
    return this.bodies.get(idOf(key, encoding));
  }

  bodyOf(key: string, encoding: ResponseEncoding | null, answer: unknown): EncodedBody {
    const id = idOf(key, encoding);
    const found = this.bodies.get(id);
    if (found) return found;
    const body = encode(answer, encoding);
    this.bodies.set(id, body);
    return body;
  }
}

const idOf = (key: string, encoding: ResponseEncoding | null) => `${encoding ?? 'identity'}|${key}`;

// A key's characters count twice: V8 may hold it in two bytes a character. Each kept body is
// also a Buffer and its ArrayBuffer, and an entry in the map.
const sizeOf = (id: string, body: EncodedBody) =>
  body.bytes.buffer.byteLength + 2 * id.length + BODY_OVERHEAD;
const BODY_OVERHEAD = 256;

/** Sends an encoded answer; the compress plugin leaves a body that names its encoding alone. */
export function sendEncoded(reply: FastifyReply, body: EncodedBody) {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (body.encoding) reply.header('content-encoding', body.encoding);
  return reply.send(body.bytes);
}
