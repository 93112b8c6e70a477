import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import {
  BROKEN_UNICODE_MESSAGE,
  IdParamSchema,
  NUL_FREE,
  NUL_MESSAGE,
  SlugParamSchema,
  text,
} from './text';

/** Every schema a request is validated with: bodies, query strings and path parameters. */
const requestSchemas = (Object.entries(contract) as [string, unknown][]).flatMap(
  ([name, value]): [string, z.ZodType][] =>
    /(Body|Query|Param|Params)Schema$/.test(name) &&
    name !== 'ErrorBodySchema' &&
    value instanceof z.ZodType
      ? [[name, value]]
      : [],
);

type JsonNode = { [key: string]: unknown };

/** Paths of string nodes that would accept U+0000: no enum, no format, no NUL-free pattern. */
function stringsAcceptingNul(node: unknown, path = '$'): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, i) => stringsAcceptingNul(item, `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const schema = node as JsonNode;
  const patterns = [
    schema.pattern,
    ...((schema.allOf as JsonNode[] | undefined) ?? []).map((s) => s.pattern),
  ];
  const isString = schema.type === 'string';
  const isClosed = 'enum' in schema || 'const' in schema || 'format' in schema;
  const own = isString && !isClosed && !patterns.includes(NUL_FREE.source) ? [path] : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) =>
      stringsAcceptingNul(value, `${path}.${key}`),
    ),
  ];
}

describe('text()', () => {
  it('refuses a NUL anywhere in the text with a message that names it', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'Ananya\u0000Iyer']) {
      const result = text().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    }
  });

  it('refuses half of a surrogate pair, which PostgreSQL cannot store (a jsonb field answered 500)', () => {
    for (const value of ['\udfff\ud800', 'a\ud800', '\udc00b', 'x\ud83d']) {
      const result = text().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BROKEN_UNICODE_MESSAGE);
    }
  });

  it('keeps every other character, including RTL marks and emoji', () => {
    for (const value of ['', 'नमस्ते', '\u202eabc\u202c', 'مرحبا', '👩🏽‍💻', '\uffff', '\t\r\n']) {
      expect(text().parse(value)).toBe(value);
    }
  });
});

describe('path parameter schemas', () => {
  it('refuse NUL and over-long ids, and keep traversal strings as plain text to be looked up', () => {
    expect(IdParamSchema.safeParse('a\u0000b').success).toBe(false);
    expect(IdParamSchema.safeParse('x'.repeat(65)).success).toBe(false);
    expect(IdParamSchema.parse('../../etc/passwd')).toBe('../../etc/passwd');
    expect(SlugParamSchema.safeParse('react-intern\u0000').success).toBe(false);
    expect(SlugParamSchema.parse('a'.repeat(200))).toHaveLength(200);
  });
});

describe('request schemas', () => {
  it('cover the schemas of every kind of request input', () => {
    const names = requestSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'RegisterBodySchema',
        'PostJobBodySchema',
        'ApplyBodySchema',
        'JobSearchQuerySchema',
        'CursorQuerySchema',
        'SignedResumeUrlQuerySchema',
        'IdParamSchema',
        'SlugParamSchema',
      ]),
    );
  });

  it('refuse NUL in every string they accept, as the OpenAPI document shows', () => {
    const open = requestSchemas.flatMap(([name, schema]) =>
      stringsAcceptingNul(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).map(
        (path) => `${name} ${path}`,
      ),
    );
    expect(open).toEqual([]);
  });

  it('answer a NUL in a nested field with the NUL message at that field', () => {
    const result = contract.UpdateCandidateProfileBodySchema.safeParse({
      skills: ['React', 'No\u0000de'],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['skills', 1], message: NUL_MESSAGE }),
    ]);
  });
});
