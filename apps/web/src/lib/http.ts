import {
  ERROR_CODES,
  ERROR_STATUS,
  ErrorBodySchema,
  MESSAGES,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@shuruaat/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { readCookie } from './cookies';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Options<T> = { body?: unknown; schema?: z.ZodType<T> };

const SAFE_METHODS = new Set<Method>(['GET']);
const NOT_JSON = Symbol('not JSON');

// A reply that is not JSON or breaks the contract is our bug, not something the user can fix.
const unexpectedReply = (response: Response) =>
  new ApiError(response.status, 'INTERNAL', MESSAGES.somethingWentWrong);

/** The only place the web app calls fetch. No timeout: the spec sets none. */
export async function request<T = unknown>(
  method: Method,
  path: string,
  { body, schema }: Options<T> = {},
): Promise<T> {
  const response = await send(method, path, body);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => NOT_JSON);
  if (data === NOT_JSON) throw unexpectedReply(response);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw unexpectedReply(response);
  return parsed.data;
}

// A FormData body (a file upload) goes as it is: the browser writes the multipart content type
// with its boundary, so setting one here would break it.
function encode(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const payload = encode(body, headers);
  const xsrf = SAFE_METHODS.has(method) ? null : readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  try {
    return await fetch(path, { method, headers, credentials: 'include', body: payload });
  } catch {
    throw new ApiError(0, 'SERVICE_UNAVAILABLE', MESSAGES.network);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    return new ApiError(response.status, codeFor(response.status), MESSAGES.somethingWentWrong);
  }
  const { code, message, details } = parsed.data;
  return new ApiError(response.status, code, message, details);
}

// A proxy or gateway may answer without our JSON body; the status still says what happened.
function codeFor(status: number) {
  const code = ERROR_CODES.find((c) => c !== 'XSRF' && ERROR_STATUS[c] === status);
  return code ?? 'INTERNAL';
}

export const http = {
  get: <T>(path: string, options?: Options<T>) => request('GET', path, options),
  post: <T>(path: string, options?: Options<T>) => request('POST', path, options),
  put: <T>(path: string, options?: Options<T>) => request('PUT', path, options),
  patch: <T>(path: string, options?: Options<T>) => request('PATCH', path, options),
  delete: <T>(path: string, options?: Options<T>) => request('DELETE', path, options),
};
