import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shuruaat/contract';
import { createTestApp } from '../test/test-app';
import { documentedOperations, toInject, type Call, type Operation } from './operations';

/**
 * Who is calling is asked before anything about the request: an anonymous caller of a route that
 * needs a role learns only that it must sign in, never which fields it got wrong or how a body is
 * checked. Every operation the document says needs a session is swept, so a new route is too.
 */
let app: FastifyInstance;
let operations: Operation[];
beforeAll(async () => {
  app = await createTestApp();
  operations = (await documentedOperations(app)).filter((operation) => operation.requiresSignIn);
});
afterAll(() => app.close());

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NUL = '\u0000';

/** Every part of the request wrong at once: each would be a 400 were it looked at. */
const BROKEN: Record<string, (operation: Operation) => Call> = {
  'invalid path and query parameters': (operation) => ({
    token: null,
    params: Object.fromEntries(
      operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, NUL]),
    ),
    query: Object.fromEntries(
      operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, [NUL, NUL]]),
    ),
  }),
  'a body that breaks the schema': () => ({ token: null, body: { notAField: NUL } }),
  'a body that is not JSON': () => ({
    token: null,
    raw: { contentType: 'application/json', payload: '{"unfinished' },
  }),
};

describe('authentication before validation', () => {
  it('finds the operations that need a session', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(Object.keys(BROKEN))('answers 401 to an anonymous call with %s', async (kind) => {
    const wrong: string[] = [];
    for (const operation of operations) {
      if (kind !== 'invalid path and query parameters' && !HAS_BODY.has(operation.method)) continue;
      const call = BROKEN[kind]?.(operation) ?? {};
      const response = await app.inject(toInject(operation, call));
      const body = response.json() as { code?: string; message?: string };
      if (response.statusCode !== 401 || body.message !== MESSAGES.auth.signInRequired) {
        wrong.push(`${operation.key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
