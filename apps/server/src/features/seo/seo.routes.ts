import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error';
import * as seo from './seo.service';

const XML = 'application/xml; charset=utf-8';
// Crawlers fetch these rarely; an hour of caching spares the database without hiding new jobs long.
const CACHE = 'public, max-age=3600';

export const seoRoutes: FastifyPluginAsync<{ origin: string }> = async (app, { origin }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(seo.robotsTxt(origin)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await seo.sitemapIndex(app.db, origin)),
  );

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await seo.pagesSitemap(app.db, origin)),
  );

  app.get<{ Params: { chunk: string } }>(
    '/sitemaps/jobs-:chunk.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const chunk = Number(request.params.chunk);
      const xml =
        Number.isInteger(chunk) && chunk >= 1
          ? await seo.jobsSitemap(app.db, origin, chunk)
          : undefined;
      if (!xml) throw notFound('No such sitemap');
      return reply.type(XML).header('cache-control', CACHE).send(xml);
    },
  );
};
