import fc from 'fast-check';
import { multipartParts } from '../test/uploads';
import {
  EXTREME_NUMBER_TEXT,
  NASTY_TEXT,
  extremeNumber,
  garbageCursor,
  nastyText,
  nastyValue,
  valueFor,
} from './fuzz-values';
import type { Call, Operation } from './operations';

/** What a strategy breaks: a well-formed call of the operation, and what else it may use. */
export type Target = {
  operation: Operation;
  baseline: Call;
  /** Real ids of other rows, for path parameters that name something else. */
  otherIds: string[];
  /** The multipart field an upload route reads, or a guess for others. */
  field: string;
  files: { png: Buffer; pdf: Buffer };
};

export type Strategy = {
  name: string;
  /** Only for operations that take a body: POST, PUT, PATCH, DELETE. */
  writesOnly?: boolean;
  /** How many times the usual number of requests to send, for operations it is aimed at. */
  weight?: (operation: Operation) => number;
  calls: (target: Target) => fc.Arbitrary<Call>;
};

type Path = (string | number)[];
type Location =
  { in: 'body'; path: Path } | { in: 'query'; name: string } | { in: 'path'; name: string };

/** Every place of a body a value can be swapped in: each member of each object and array. */
function bodyPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, i) => bodyPaths(item, [...path, i]))];
  if (value && typeof value === 'object') {
    return [
      path,
      ...Object.entries(value).flatMap(([key, item]) => bodyPaths(item, [...path, key])),
    ];
  }
  return [path];
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}

function locations({ operation, baseline }: Target): Location[] {
  return [
    ...(baseline.body === undefined
      ? []
      : bodyPaths(baseline.body).map((path) => ({ in: 'body' as const, path }))),
    ...operation.parameters.map((p) => ({ in: p.in, name: p.name }) as Location),
  ];
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function put(baseline: Call, location: Location, value: unknown): Call {
  if (location.in === 'body')
    return { ...baseline, body: setAt(baseline.body, location.path, value) };
  if (location.in === 'query')
    return { ...baseline, query: { ...baseline.query, [location.name]: asText(value) } };
  return { ...baseline, params: { ...baseline.params, [location.name]: asText(value) } };
}

/** The baseline with one place (a body member, a query or path parameter) given a bad value. */
function breakOne(target: Target, bad: (location: Location) => fc.Arbitrary<unknown>) {
  const places = locations(target);
  if (places.length === 0) return fc.constant(target.baseline);
  return fc
    .constantFrom(...places)
    .chain((location) => bad(location).map((value) => put(target.baseline, location, value)));
}

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
const FILE_NAMES = [
  'logo.png',
  'resume.pdf',
  '../../etc/passwd',
  'a\u0000.pdf',
  '\u202efdp.exe',
  'नमस्ते.pdf',
  `${'x'.repeat(300)}.pdf`,
  '',
  'C:\\evil.pdf',
];

function multipartBodies({ baseline, field, files }: Target): fc.Arbitrary<Call> {
  const data = fc.oneof(
    fc.constantFrom(files.png, files.pdf, Buffer.alloc(0), files.png.subarray(0, 20)),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  );
  const part = fc.record({
    field: fc.constantFrom(field, 'file', ''),
    filename: fc.option(fc.constantFrom(...FILE_NAMES), { nil: undefined }),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', ''),
    data,
  });
  const form = fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => multipartParts(parts));
  return fc
    .oneof(
      form.map((body) => ({ contentType: body.headers['content-type'], payload: body.payload })),
      form.map((body) => ({
        contentType: body.headers['content-type'],
        payload: body.payload.subarray(0, body.payload.length / 2),
      })),
      form.map((body) => ({ contentType: 'multipart/form-data', payload: body.payload })),
      form.map((body) => ({
        contentType: 'multipart/form-data; boundary=other',
        payload: body.payload,
      })),
      fc.constant({
        contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
        payload: 'garbage',
      }),
    )
    .map((raw) => ({ ...baseline, raw }));
}

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
