import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '@shuruaat/contract';
import { openCommitMarks } from '../../db/commit-marks';
import { AppError } from '../../lib/app-error';
import {
  beginKeyedRequest,
  finishKeyedRequest,
  markOnCommit,
  type KeyRef,
} from './idempotency.service';
import { RETRY_EVERY_MS, unfinishedKeys } from './unfinished-keys';

// Declaration merging needs interfaces here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating POST whose retries, under one Idempotency-Key, must not create twice. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: KeyRef | null;
    idempotentBody: unknown;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

function keyOf(request: FastifyRequest): KeyRef | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined || !request.routeOptions.config.idempotent) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError('VALIDATION', IDEMPOTENCY_MESSAGES.invalidKey, [
      { path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_MESSAGES.invalidKey },
    ]);
  }
  const scope = request.user ? `user:${request.user._id}` : `ip:${request.ip}`;
  return { scope, key: header };
}

/**
 * Idempotency-Key on the creating POSTs: the first request runs and its success is kept for a
 * day; a retry with the same key gets that answer (with `Idempotent-Replayed: true`) instead of
 * creating again. Runs after the caller is known and the body validated.
 */
async function idempotencyPlugin(app: FastifyInstance) {
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotentBody', null);
  const unfinished = unfinishedKeys(app.db, app.log);
  app.backgroundJobs.define({
    name: 'idempotency-retry',
    description: 'Writes the outcomes of keyed requests the database missed while it was away',
    scope: 'instance',
    everyMs: RETRY_EVERY_MS,
    run: unfinished.flush,
  });

  app.addHook('preHandler', async (request, reply) => {
    const ref = keyOf(request);
    if (!ref) return;
    // Before the first await, so the slot is the handler's too (see openCommitMarks).
    const setCommitMark = openCommitMarks();
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const begun = await beginKeyedRequest(app.db, ref, route, app.backgroundJobs.instance);
    if (begun.kind === 'first') {
      request.idempotencyKey = ref;
      setCommitMark(markOnCommit(ref));
      return;
    }
    if (begun.kind === 'other-route')
      throw new AppError('VALIDATION', IDEMPOTENCY_MESSAGES.otherRoute);
    if (begun.kind === 'running') {
      reply.header('Retry-After', '1');
      throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.stillRunning);
    }
    return reply.header('Idempotent-Replayed', 'true').status(begun.status).send(begun.body);
  });

  // The answer as an object, before compression turns the payload into a stream.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.idempotencyKey) request.idempotentBody = payload;
    return payload;
  });

  // Recorded before the answer leaves, so a client never holds an answer its retry can't get.
  app.addHook('onSend', async (request, reply, payload) => {
    const ref = request.idempotencyKey;
    if (!ref) return payload;
    request.idempotencyKey = null;
    const outcome = { ref, status: reply.statusCode, body: request.idempotentBody };
    await finishKeyedRequest(app.db, ref, outcome.status, outcome.body).catch((err: unknown) =>
      unfinished.add(outcome, err),
    );
    return payload;
  });
}

export default fp(idempotencyPlugin, {
  name: 'idempotency',
  dependencies: ['database', 'auth', 'background-jobs'],
});
