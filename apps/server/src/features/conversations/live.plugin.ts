import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveHub, type LiveHub } from './live-hub';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    openEventStream(request: FastifyRequest, reply: FastifyReply, userId: string): void;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const HEARTBEAT_MS = 25_000;

type Options = { redisUrl: string | undefined; channel: string };

/**
 * The conversations' live channel: the hub, and the open Server-Sent Events streams, which are
 * ended before the server closes (an open stream would otherwise hold shutdown forever).
 */
async function livePlugin(app: FastifyInstance, options: Options) {
  const hub = createLiveHub(options);
  const streams = new Set<() => void>();
  app.decorate('live', hub);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', () => hub.close());
  app.decorate(
    'openEventStream',
    (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx buffer responses unless told not to.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write('retry: 3000\n\n: connected\n\n');
      const unsubscribe = hub.subscribe(userId, (event) => {
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const beat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (!streams.delete(end)) return;
        clearInterval(beat);
        unsubscribe();
        raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
}

export default fp(livePlugin, { name: 'live-messages' });
