import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path gets
 * index.html so the client router can show the page or its own not-found screen.
 * Unknown /api paths stay JSON 404s.
 */
async function staticSitePlugin(app: FastifyInstance, { webDistDir }: { webDistDir: string }) {
  const hasSite = existsSync(join(webDistDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz beside each asset; send those when the browser accepts them.
      preCompressed: true,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(webDistDir, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built; run `npm run build` to serve it');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage || !hasSite) {
      throw new AppError(
        'NOT_FOUND',
        `Route ${request.method} ${request.url.split('?')[0]} not found`,
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(staticSitePlugin, { name: 'static-site' });
