import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, PAGE_ALIASES, type Language } from '@shuruaat/contract';
import { headFor, slugForJobId, type HeadAnswers } from './seo.service';
import { compressHtml } from './compress-html';
import { insertPage, hasSession, loadPageRenderer, pageFetchFor } from './page-render';
import { pageLanguageOf } from './page-language';
import { chosenLanguage, setLanguageCookie } from '../../lib/language-cookie';
import { renderHead, withLanguage } from './render-head';
import { AppError } from '../../lib/app-error';

type Options = {
  webDistDir: string;
  webSsrEntry: string;
  publicUrl: string;
  secureCookies: boolean;
};

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path gets
 * index.html with the page rendered into it by the web app's server build (decision 015), so
 * the browser paints it before any script runs and then hydrates it. Pages that search engines
 * index get their title, description, canonical link and JSON-LD written in first. Unknown /api
 * paths stay JSON 404s.
 */
async function staticSitePlugin(
  app: FastifyInstance,
  { webDistDir, webSsrEntry, publicUrl, secureCookies }: Options,
) {
  const indexPath = join(webDistDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const devanagariFont = template ? builtDevanagariFont(webDistDir) : undefined;
  if (template) {
    // The build's files as two registrations, so start-up adds a handful of routes, not two per
    // file: the ~700 hashed assets (with their .br and .gz) were ~1,500 routes, and compiling
    // them was a tenth of the server's boot. The hashed assets, cached for a year, answer under
    // one wildcard route (a missing one falls through to the not-found page).
    await app.register(fastifyStatic, {
      root: join(webDistDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz beside each asset; send those when the browser accepts them.
      preCompressed: true,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
    // The few files at the top (icons, the font's licence) by name, so every other path is a page.
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz', 'index.html'],
      index: false,
      cacheControl: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built; run `npm run build` to serve it');
  }

  const renderPage = template ? await loadPageRenderer(webSsrEntry, app.log) : undefined;

  // A page that fails to render on the server still works in the browser: send the shell.
  const withPage = async (
    request: FastifyRequest,
    html: string,
    answers: HeadAnswers,
    language: Language,
  ) => {
    if (!renderPage) return html;
    try {
      const page = await renderPage({
        url: request.url,
        hasSession: hasSession(request),
        language,
        fetch: pageFetchFor(app, request, answers),
      });
      return insertPage(html, page);
    } catch (err) {
      request.log.error({ err, url: request.url }, 'page render failed; sent the app shell');
      return html;
    }
  };

  const sendPage = async (request: FastifyRequest, url: URL, reply: FastifyReply, html: string) => {
    const { language, path, redirectTo } = pageLanguageOf(request, url);
    // The language follows the cookie and Accept-Language, so caches must key on them.
    reply.header('vary', 'Cookie, Accept-Language');
    if (redirectTo)
      return reply.header('cache-control', 'private, no-cache').redirect(redirectTo, 302);
    // Reading a page in another language than English is choosing it, until the switch says
    // otherwise: a visitor who came to /hi from a search signs up as a Hindi reader, and their
    // emails are in Hindi. English is no choice, so a signed-in account's language can still win
    // at sign-in (users.routes).
    if (!chosenLanguage(request) && language !== DEFAULT_LANGUAGE)
      setLanguageCookie(reply, language, secureCookies);
    const answers: HeadAnswers = new Map();
    const specUrl = new URL(`${path}${url.search}`, publicUrl);
    const head = await headFor(app.db, specUrl, publicUrl, answers, app.liveListings, language);
    const headed = withLanguage(
      head ? renderHead(html, head, language) : html,
      language,
      devanagariFont,
    );
    const page = await withPage(request, headed, answers, language);
    // The HTML is the visitor's own (a signed-in navbar): never kept by shared caches.
    reply.header('cache-control', 'private, no-cache');
    return reply
      .status(head?.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(await compressHtml(request, reply, page));
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
    // Links from the old site end in ".html"; the post lives at the address without it.
    const oldBlog = /^\/blogs\/([^/]+)\.html$/i.exec(url.pathname)?.[1];
    if (oldBlog) return reply.redirect(`/blogs/${oldBlog}${url.search}`, 301);
    const oldJobId = /^\/job\/([^/]+)\/?$/.exec(url.pathname)?.[1];
    const slug = oldJobId ? await slugForJobId(app.db, oldJobId) : undefined;
    if (slug) return reply.redirect(`/jobs/${slug}`, 301);
    return sendPage(request, url, reply, template);
  });
}

export default fp(staticSitePlugin, { name: 'static-site', dependencies: ['database'] });

/** The Devanagari font's address in the build (its name carries a hash), if it was built. */
function builtDevanagariFont(webDistDir: string): string | undefined {
  const assets = join(webDistDir, 'assets');
  if (!existsSync(assets)) return undefined;
  const file = readdirSync(assets).find((name) => /^noto-sans-devanagari-.*\.woff2$/.test(name));
  return file ? `/assets/${file}` : undefined;
}
