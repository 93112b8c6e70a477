import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_ID_HEADER } from '@shuruaat/contract';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import answersPlugin from './features/answers/answers.plugin';
import trackRecordsPlugin from './features/track-records/track-records.plugin';
import listingClosurePlugin from './features/applications/listing-closure.plugin';
import backgroundJobsPlugin from './features/background-jobs/background-jobs.plugin';
import { seoRoutes } from './features/seo/seo.routes';
import idempotencyPlugin from './features/idempotency/idempotency.plugin';
import mailPlugin from './features/mail/mail.plugin';
import privacyPlugin from './features/privacy/privacy.plugin';
import liveListingsPlugin from './features/search/live-listings.plugin';
import staticSitePlugin from './features/seo/static-site.plugin';
import authPlugin from './features/users/auth.plugin';
import databasePlugin from './plugins/database';
import connectionLimits, { httpServerOptions } from './plugins/connection-limits';
import errorsPlugin, { clientErrorHandler, sendFrameworkError } from './plugins/errors';
import loadShedding from './plugins/load-shedding';
import openapiPlugin from './plugins/openapi';
import securityPlugin from './plugins/security';
import storagePlugin from './plugins/storage';
import { registerApiRoutes } from './routes';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD } from './lib/response-encoding';

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

/** Builds the whole application without listening, so tests can `inject()` into it. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // One JSON line per request drowned a developer's terminal; LOG_REQUESTS=true brings them.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: config.trustProxy,
    // Incoming ids are accepted only when they look like ids, so logs can't be forged.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Slugs written before they were capped at 80 characters reach 150; longer is a 414.
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a broken %-escape, a parameter over that limit) and the HTTP
    // parser's come out in the same `{ message, code }` shape as every other error.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler,
    ...httpServerOptions(config.keepAliveTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are built by typed presenters and checked against the contract in tests; re-validating
  // every job of every answer at run time cost more CPU than the search queries themselves.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const database = await openDatabase(config.database);
  await migrateDatabase(database);

  await app.register(errorsPlugin);
  await app.register(connectionLimits, { maxConnections: config.maxConnections });
  await app.register(loadShedding, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  // API answers are compressed on the fly, cheaply (search keeps its answers compressed, in
  // features/search/encoded-answers.ts); static files come precompressed.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, brotliOptions: BROTLI_OPTIONS });
  await app.register(databasePlugin, database);
  await app.register(backgroundJobsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(idempotencyPlugin);
  await app.register(answersPlugin, { config });
  await app.register(trackRecordsPlugin, { config });
  await app.register(listingClosurePlugin);
  await app.register(mailPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(storagePlugin, {
    filesDir: config.filesDir,
    s3: config.s3,
    signingSecret: config.urlSigningSecret,
    publicUrl: config.publicUrl,
  });
  await app.register(liveListingsPlugin, {
    refreshMs: config.searchRefreshMs,
    snapshotMs: config.searchSnapshotMs,
  });
  await app.register(privacyPlugin, { pollMs: config.exportPollMs });
  // Each upload route sets its own size limit; this only bounds what any multipart body may hold.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await registerApiRoutes(app, config);
  await app.register(seoRoutes, { origin: config.publicUrl });
  await app.register(staticSitePlugin, {
    webDistDir: config.webDistDir,
    webSsrEntry: config.webSsrEntry,
    publicUrl: config.publicUrl,
    secureCookies: config.isProduction,
  });

  return app;
}
