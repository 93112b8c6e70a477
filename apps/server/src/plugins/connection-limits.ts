import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DROP_REPORT_EVERY_MS = 10_000;
// Headers are a few hundred bytes; a client that has sent none in 15 s is only holding a socket.
const HEADERS_TIMEOUT_MS = 15_000;

/**
 * Every open connection holds a file descriptor; idle and slow ones are how a client runs a
 * server out of them (Node's own limits are generous and Fastify keeps idle sockets for 72 s).
 */
export function httpServerOptions(keepAliveTimeoutMs: number) {
  return {
    keepAliveTimeout: keepAliveTimeoutMs,
    // The whole request, body included: a 5 MB resume over a slow mobile link fits in two minutes.
    requestTimeout: 120_000,
    http: {
      headersTimeout: HEADERS_TIMEOUT_MS,
      // How often Node enforces those two (its default, 30 s, lets a socket overstay by as much).
      connectionsCheckingInterval: 5_000,
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}

/**
 * Caps open connections below the descriptor limit: past the cap Node closes each new one at
 * once, which costs a client a retry, where running out of descriptors cost the process.
 */
async function connectionLimits(
  app: FastifyInstance,
  options: { maxConnections: number; firstRequestTimeoutMs?: number },
) {
  const { maxConnections, firstRequestTimeoutMs = HEADERS_TIMEOUT_MS } = options;
  app.server.maxConnections = maxConnections;
  // Node's headers timeout starts at a request's first byte, so a connection that never sends
  // one would keep its place under the cap for ever: it gets as long as headers get to send one.
  app.server.on('connection', (socket: Socket) => socket.setTimeout(firstRequestTimeoutMs));
  app.server.on('request', (request: IncomingMessage) => request.socket.setTimeout(0));
  let dropped = 0;
  let reportedAt = 0;
  app.server.on('drop', () => {
    dropped += 1;
    if (Date.now() - reportedAt < DROP_REPORT_EVERY_MS) return;
    app.log.warn({ dropped, maxConnections }, 'connection limit reached; closing new connections');
    [dropped, reportedAt] = [0, Date.now()];
  });
  // Once listening, an error on the listening socket is a failed accept (EMFILE when descriptors
  // run out anyway): with no listener Node throws it, and the shutdown handler ends the process.
  app.addHook('onListen', async () => {
    app.server.on('error', (err) => app.log.error({ err }, 'accepting a connection failed'));
  });
}

export default fp(connectionLimits, { name: 'connection-limits' });
