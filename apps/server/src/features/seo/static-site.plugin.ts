import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { PAGE_ALIASES } from '@shuruaat/contract';
import { headFor, slugForJobId } from './seo.service';
import { renderHead } from './render-head';
import { AppError } from '../../lib/app-error';

type Options = { webDistDir: string; publicUrl: string };

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path gets
 * index.html so the client router can show the page or its own not-found screen. Pages that
 * search engines index get their title, description, canonical link and JSON-LD written in
 * first. Unknown /api paths stay JSON 404s.
 */
async function staticSitePlugin(app: FastifyInstance, { webDistDir, publicUrl }: Options) {
  const indexPath = join(webDistDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (template) {
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

  const sendPage = async (url: URL, reply: FastifyReply, html: string) => {
    const head = await headFor(app.db, url, publicUrl);
    reply.header('cache-control', 'no-cache');
    if (!head) return reply.sendFile('index.html');
    return reply.status(head.status).type('text/html; charset=utf-8').send(renderHead(html, head));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const [pathname = '', search] = request.url.split(/\?(.*)/s);
    const alias = isPage ? PAGE_ALIASES[pathname.replace(/\/+$/, '')] : undefined;
    // Friendlier spellings (/faqs, /our-team) lead to the spec's own path, keeping the query.
    if (alias) return reply.redirect(search ? `${alias}?${search}` : alias, 301);
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage || !template) {
      throw new AppError(
        'NOT_FOUND',
        `Route ${request.method} ${request.url.split('?')[0]} not found`,
      );
    }
    const url = new URL(request.url, publicUrl);
    const oldJobId = /^\/job\/([^/]+)\/?$/.exec(url.pathname)?.[1];
    const slug = oldJobId ? await slugForJobId(app.db, oldJobId) : undefined;
    if (slug) return reply.redirect(`/jobs/${slug}`, 301);
    return sendPage(url, reply, template);
  });
}

export default fp(staticSitePlugin, { name: 'static-site', dependencies: ['database'] });
