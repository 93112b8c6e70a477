import fc from 'fast-check';
import {
  EXTREME_NUMBER_TEXT,
  NASTY_TEXT,
  extremeNumber,
  garbageCursor,
  nastyText,
  nastyValue,
  valueFor,
} from './fuzz-values';
import { asText, breakOne, type Target } from './fuzz-locations';
import { multipartBodies } from './fuzz-multipart';
import type { Call, Operation } from './operations';

export type Strategy = {
  name: string;
  /** Only for operations that take a body: POST, PUT, PATCH, DELETE. */
  writesOnly?: boolean;
  /** How many times the usual number of requests to send, for operations it is aimed at. */
  weight?: (operation: Operation) => number;
  calls: (target: Target) => fc.Arbitrary<Call>;
};

const UNICODE = NASTY_TEXT.filter((text) => /[^\x20-\x7e]/.test(text) && !text.includes('\u0000'));
const RAW_PATHS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '%E0%A4%A',
  '%',
  '%252e%252e%252f',
  '....//....//etc//passwd',
];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  '\ufeff{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '['.repeat(5_000),
  '"text"',
  '123',
  'null',
  '{}',
  '\u0000',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  '/;;',
  '',
];

export const STRATEGIES: Strategy[] = [
  {
    name: 'values from the schema',
    calls: ({ operation, baseline }) => {
      const query = operation.parameters
        .filter((p) => p.in === 'query')
        .map((p) => fc.option(valueFor(p.schema).map((v) => [p.name, asText(v)] as const)));
      return fc
        .tuple(
          fc.tuple(...query),
          operation.body ? valueFor(operation.body) : fc.constant(undefined),
        )
        .map(([pairs, body]) => ({
          ...baseline,
          query: Object.fromEntries(pairs.filter((pair) => pair !== null)),
          body,
        }));
    },
  },
  { name: 'one field of the wrong kind', calls: (target) => breakOne(target, () => nastyValue) },
  {
    name: 'NUL bytes',
    calls: (target) =>
      breakOne(target, () =>
        fc.constantFrom('\u0000', 'a\u0000', 'Pune\u0000', 'x'.repeat(50) + '\u0000'),
      ),
  },
  {
    name: 'unicode and RTL text',
    calls: (target) => breakOne(target, () => fc.constantFrom(...UNICODE)),
  },
  {
    name: 'numbers at the extremes',
    calls: (target) =>
      breakOne(target, (location) =>
        location.in === 'body' ? extremeNumber : fc.constantFrom(...EXTREME_NUMBER_TEXT),
      ),
  },
  {
    name: 'huge strings',
    calls: (target) =>
      breakOne(target, (location) =>
        fc
          .constantFrom(
            ...(location.in === 'body' ? [5_000, 100_000, 1_100_000] : [150, 201, 5_000]),
          )
          .map((n) => 'x'.repeat(n)),
      ),
  },
  {
    name: 'extra fields',
    calls: ({ baseline }) =>
      fc
        .record({
          extra: fc.dictionary(
            fc.constantFrom('admin', 'role', '_id', 'x', 'userId', 'verified'),
            nastyValue,
            { minKeys: 1, maxKeys: 3 },
          ),
        })
        .map(({ extra }) => ({
          ...baseline,
          query: {
            ...baseline.query,
            ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, asText(v)])),
          },
          body:
            baseline.body && typeof baseline.body === 'object' && !Array.isArray(baseline.body)
              ? { ...baseline.body, ...extra }
              : baseline.body,
        })),
  },
  {
    name: 'ids, traversal strings and encodings',
    calls: (target) =>
      fc.oneof(
        breakOne(target, () => fc.oneof(fc.constantFrom(...target.otherIds), fc.uuid(), nastyText)),
        fc.constantFrom(...RAW_PATHS).map((raw) => ({
          ...target.baseline,
          rawPath: true,
          params: Object.fromEntries(
            target.operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, raw]),
          ),
        })),
      ),
  },
  {
    name: 'garbage cursors',
    // Each decoder checks other fields; it takes more tries to land on each one's edge.
    weight: (operation) => (operation.parameters.some((p) => p.name === 'cursor') ? 4 : 1),
    calls: ({ baseline }) =>
      garbageCursor.map((cursor) => ({ ...baseline, query: { ...baseline.query, cursor } })),
  },
  {
    name: 'malformed bodies and content types',
    writesOnly: true,
    calls: ({ baseline }) =>
      fc
        .oneof(
          fc.record({
            contentType: fc.constant('application/json'),
            payload: fc.constantFrom(...MALFORMED_JSON),
          }),
          fc.record({
            contentType: fc.constantFrom(...CONTENT_TYPES),
            payload: fc.constant(JSON.stringify(baseline.body ?? {})),
          }),
          fc.record({ contentType: fc.constant(undefined), payload: fc.constantFrom('{}', 'x') }),
        )
        .map((raw) => ({ ...baseline, raw })),
  },
  {
    name: 'a body of the wrong type',
    writesOnly: true,
    calls: ({ baseline }) =>
      fc.oneof(nastyValue, fc.array(nastyValue, { maxLength: 3 })).map((body) => ({
        ...baseline,
        raw: { contentType: 'application/json', payload: JSON.stringify(body) },
      })),
  },
  { name: 'multipart bodies', writesOnly: true, calls: multipartBodies },
];
