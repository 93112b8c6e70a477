import fc from 'fast-check';
import type { JsonSchema } from './operations';

/** Text that has broken servers: NUL, traversal, RTL and other scripts, markup, injections. */
export const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'Ananya\u0000Iyer',
  '%00',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.png',
  '\u202egnp.exe\u202c',
  'مرحبا بالعالم',
  'שלום עולם',
  'नमस्ते दुनिया',
  'வணக்கம்',
  '👩🏽‍💻🚀',
  'Z̴̡̪a̷̢l̶g̸o̵',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '\ufeffbom',
  '\r\n\r\nX-Injected: 1',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '${7*7}{{7*7}}',
  // Replacement patterns: `String.replace` expands them inside a replacement string (issue 22).
  "Dollar $' $` $& $$ $1 $<n> intern",
  '$`$`$`$`$`',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e308',
  'a'.repeat(300),
  'ꯍ'.repeat(2_000),
] as const;

/** Numbers at and past every edge a column or a JavaScript integer has. */
export const EXTREME_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
] as const;

/** The same edges as query-string text, with spellings `Number()` reads generously. */
export const EXTREME_NUMBER_TEXT = [
  ...EXTREME_NUMBERS.map(String),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x1F',
  '1_000',
  ' 7 ',
  '',
  '99999999999999999999999',
] as const;

export const nastyText = fc.constantFrom(...NASTY_TEXT);
export const extremeNumber = fc.constantFrom(...EXTREME_NUMBERS);

/** Any JSON value of the wrong kind: text, numbers, nulls, booleans, arrays, objects. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyText, weight: 4 },
  { arbitrary: extremeNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

const UUID = '3f9a2c1b-0000-4000-8000-000000000001';
const TIMES = [
  '2026-05-01T10:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+200000-01-01T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999Z',
  'tomorrow',
  1e20,
  null,
];
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Paging cursors as a client could forge them, for every decoder the server has. */
export const garbageCursor: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...TIMES), fc.constantFrom(UUID, 'x', "'; drop table jobs; --", null))
    .map((parts) => base64url(JSON.stringify(parts))),
  fc
    .tuple(fc.constantFrom(...TIMES), fc.constant(UUID))
    .map((parts) => base64url(JSON.stringify(parts))),
  fc
    .tuple(
      fc.constantFrom('newest', 'pay', 'relevance', 'other'),
      fc.constantFrom(null, 0, 2, 0.42, -1, 2.5, 2 ** 31, 1e308, '2', [], {}),
      fc.constantFrom(...TIMES),
      fc.constantFrom(UUID, 'x'),
    )
    .map((parts) => base64url(JSON.stringify(parts))),
  fc.constantFrom('1e309', '-1', '10001', '0x10', ' 1 ', '1.5', '').map(base64url),
  fc.jsonValue({ maxDepth: 2 }).map((value) => base64url(JSON.stringify(value) ?? 'null')),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
  nastyText,
);

const WORDS = ['React', 'Pune', 'Chennai', 'Anna University', 'B.Tech', 'x@example.in'];
const friendlyText = fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 30 }));

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    return fc.integer({ min: -30, max: 120 }).map((days) => {
      return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    });
  }
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  return friendlyText.map((text) => text.slice(0, max));
}

/** A value of the schema's shape, often valid; the fuzzer then breaks parts of it. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map((s) => valueFor(s, depth + 1)));
  }
  const value = plainValueFor(schema, depth);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function plainValueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) });
    case 'number':
      return fc.double({ min, max, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3);
      return fc.array(valueFor(schema.items as JsonSchema, depth + 1), { maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, valueFor(s, depth + 1)]),
      );
      const requiredKeys = (schema.required ?? []) as string[];
      return fc.record(shape, { requiredKeys: requiredKeys.filter((key) => key in shape) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
