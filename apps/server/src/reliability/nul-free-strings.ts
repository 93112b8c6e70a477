import { NUL_FREE } from '@shuruaat/contract';
import type { JsonSchema, Operation } from './operations';

/**
 * Path and query parameters still declared inline in route files with a plain `z.string()`.
 * They are safe today (ids are checked as uuids before any query; a NUL in a slug is answered
 * 400 by the error handler), but the contract's IdParamSchema, SlugParamSchema and text() should
 * replace them; once a route file does, its entry here fails until it is removed.
 */
export const AWAITING_ROUTE_EDITS: string[] = [];

/** Places in a schema that take free text: strings with no enum, format or pattern of their own. */
function openStrings(schema: unknown, at: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item) => openStrings(item, at));
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  const patterns = [
    node.pattern,
    ...((node.allOf as JsonSchema[] | undefined) ?? []).map((s) => s.pattern),
  ];
  const closed = ['enum', 'const', 'format'].some((key) => key in node) || patterns.some(Boolean);
  const own = node.type === 'string' && !closed ? [at] : [];
  const children = Object.entries(node).flatMap(([key, value]) =>
    openStrings(value, key === 'properties' || key === 'items' ? at : `${at}.${key}`),
  );
  return [...own, ...children];
}

/** Strings a request may carry that would let U+0000 through to a handler. */
export function stringsAcceptingNul(operation: Operation): string[] {
  const nulFree = (schema: JsonSchema) => schema.pattern === NUL_FREE.source;
  return [
    ...operation.parameters
      .filter((p) => p.schema.type === 'string' && !nulFree(p.schema))
      .flatMap((p) => openStrings(p.schema, `${operation.key} ${p.in} ${p.name}`)),
    ...openStrings(operation.body, `${operation.key} body`),
  ];
}
