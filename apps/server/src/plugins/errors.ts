import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  INTERNAL_ERROR_MESSAGE,
  NUL_MESSAGE,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
} from '@shuruaat/contract';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, isNulInText } from '../lib/db-errors';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][])
    .filter(([code]) => code !== 'XSRF')
    .map(([code, status]) => [status, code]),
);

/** Fastify's router errors echo the raw path; these say what to do instead. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long. Check the link and try again.',
  FST_ERR_BAD_URL: 'This address is not valid: it has a broken %-escape.',
};

type ValidationIssue = { instancePath: string; message?: string; params?: { keys?: unknown } };

function detailsFrom(issues: ValidationIssue[]): ErrorDetail[] {
  return issues.map((issue) => {
    const keys = Array.isArray(issue.params?.keys) ? issue.params.keys.join(', ') : '';
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || keys;
    return { path, message: issue.message ?? 'Invalid value' };
  });
}

/** Maps any thrown error to `{ message, code, details? }`; the text of a 5xx never leaves. */
export function toErrorBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.details) body.details = error.details;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = detailsFrom(error.validation);
    const first = details[0];
    const message = first?.path ? `${first.path}: ${first.message}` : (first?.message ?? '');
    return { status: 400, body: { message, code: 'VALIDATION', details } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' } };
  }
  if (isNulInText(error))
    return { status: 400, body: { message: NUL_MESSAGE, code: 'VALIDATION' } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe messages.
    const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
    return { status, body: { message, code: CODE_BY_STATUS.get(status) ?? 'VALIDATION' } };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' } };
}

/** Fastify's `frameworkErrors`: the router's refusals, before any route or error handler runs. */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorBody(error);
  void reply.status(status).send(body);
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a malformed request line,
 * headers over the limit, a request too slow to arrive), answered in the same JSON shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
        : [400, 'VALIDATION', 'The request could not be read.'];
  const body = JSON.stringify({ message, code } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status === 503) {
      // Shedding load is deliberate and logging each refusal would add to the load.
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (isNulInText(error)) request.log.warn({ err: error }, 'NUL reached SQL: use text() there');
    return reply.status(status).send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
