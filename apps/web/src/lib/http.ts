import {
  ERROR_CODES,
  ERROR_STATUS,
  ErrorBodySchema,
  MESSAGES,
  XSRF_COOKIE,
  XSRF_HEADER,
  type PageFetch,
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

// The browser's fetch; a server render swaps in its own, which answers in-process (entry-server).
let transport: PageFetch = (path, init) => fetch(path, init);

export function setHttpTransport(next: PageFetch): void {
  transport = next;
}

/** The only place the web app calls fetch. No timeout: the spec sets none. */
export async function request<T = unknown>(
  method: Method,
  path: string,
  { body, schema }: Options<T> = {},
): Promise<T> {
  return read(await send(method, path, body), schema);
}

/** Turns any answer, from fetch or from an upload, into data or an ApiError the same way. */
async function read<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
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

function baseHeaders(method: Method): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const xsrf = SAFE_METHODS.has(method) ? null : readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  const headers = baseHeaders(method);
  const payload = encode(body, headers);
  try {
    return await transport(path, { method, headers, credentials: 'include', body: payload });
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

/** How much of an upload has been sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * POSTs a FormData with upload progress, which fetch cannot report. The answer goes through the
 * same reading as every other call, so errors, messages and schemas behave identically.
 */
export function upload<T>(
  path: string,
  body: FormData,
  { schema, onProgress }: { schema?: z.ZodType<T>; onProgress?: UploadProgress } = {},
): Promise<T> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    baseHeaders('POST').forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(toResponse(xhr));
    xhr.onerror = xhr.onabort = () =>
      reject(new ApiError(0, 'SERVICE_UNAVAILABLE', MESSAGES.network));
    xhr.send(body);
  }).then((response) => read(response, schema));
}

// A Response may not carry a body with 204, nor any status outside 200–599.
function toResponse(xhr: XMLHttpRequest): Response {
  const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 502;
  return new Response(status === 204 ? null : xhr.responseText, { status });
}

export const http = {
  get: <T>(path: string, options?: Options<T>) => request('GET', path, options),
  post: <T>(path: string, options?: Options<T>) => request('POST', path, options),
  put: <T>(path: string, options?: Options<T>) => request('PUT', path, options),
  patch: <T>(path: string, options?: Options<T>) => request('PATCH', path, options),
  delete: <T>(path: string, options?: Options<T>) => request('DELETE', path, options),
};
