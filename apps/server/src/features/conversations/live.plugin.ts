import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONVERSATION_MESSAGES } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';
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
/**
 * Each open stream holds a socket and a descriptor until the tab closes: without a bound, one
 * signed-in account could hold every connection the instance allows (MAX_CONNECTIONS) and shut
 * everyone else out. A browser keeps at most six HTTP/1.1 connections to a site, so a student
 * with messages open on a laptop and a phone stays well inside this.
 */
export const LIVE_STREAMS_PER_ACCOUNT = 16;

type Options = { redisUrl: string | undefined; channel: string };

/**
 * The conversations' live channel: the hub, and the open Server-Sent Events streams, which are
 * ended before the server closes (an open stream would otherwise hold shutdown forever).
 */
async function livePlugin(app: FastifyInstance, options: Options) {
  const hub = createLiveHub(options);
  const streams = new Set<() => void>();
  const openPerAccount = new Map<string, number>();
  app.decorate('live', hub);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', () => hub.close());
  app.decorate(
    'openEventStream',
    (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      const open = openPerAccount.get(userId) ?? 0;
      if (open >= LIVE_STREAMS_PER_ACCOUNT) {
        throw new AppError('RATE_LIMITED', CONVERSATION_MESSAGES.tooManyStreams);
      }
      openPerAccount.set(userId, open + 1);
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
        const left = (openPerAccount.get(userId) ?? 1) - 1;
        if (left > 0) openPerAccount.set(userId, left);
        else openPerAccount.delete(userId);
        clearInterval(beat);
        unsubscribe();
        raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      // Gone before the listener was added: its count must not stay taken.
      if (request.raw.destroyed) end();
    },
  );
}

export default fp(livePlugin, { name: 'live-messages' });
