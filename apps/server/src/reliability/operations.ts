import type { FastifyInstance, InjectOptions } from 'fastify';

export type JsonSchema = { [keyword: string]: unknown };
export type Parameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
};

/** One method on one path of the OpenAPI document, e.g. "PUT /api/employers/job/{id}". */
export type Operation = {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  summary: string;
  /** The operation names who may call it (a role check), so an anonymous call is a 401. */
  requiresSignIn: boolean;
};

type DocumentOperation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
  security?: unknown[];
};

/** Every operation the app documents at /api/docs/json, in document order. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/docs/json' });
  const paths = (response.json() as { paths: Record<string, Record<string, DocumentOperation>> })
    .paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      summary: operation.summary ?? '',
      requiresSignIn: operation.security !== undefined,
    })),
  );
}

/** What one call sends; every part optional. `token: null` calls without a session. */
export type Call = {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** A JSON body, or raw bytes with their own content type (multipart, broken JSON). */
  body?: unknown;
  raw?: { contentType: string | undefined; payload: Buffer | string };
  token?: string | null;
  /** Path parameters go in as written, already percent-encoded (or deliberately not). */
  rawPath?: boolean;
};

/** encodeURIComponent, except that a lone surrogate is sent as the bytes Node would write. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The path with its `{name}` placeholders filled, each value percent-encoded. */
export function fillPath(path: string, params: Record<string, string> = {}, encode = true): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name] ?? '';
    return encode ? encodeSegment(value) : value;
  });
}

export function queryString(query: Call['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function toInject(operation: Operation, call: Call): InjectOptions {
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const url = fillPath(operation.path, call.params, !call.rawPath) + queryString(call.query);
  const method = operation.method as InjectOptions['method'];
  const raw =
    call.raw ??
    (call.body === undefined
      ? undefined
      : { contentType: 'application/json', payload: JSON.stringify(call.body) });
  if (!raw) return { method, url, headers };
  if (raw.contentType !== undefined) headers['content-type'] = raw.contentType;
  return { method, url, headers, payload: raw.payload };
}
