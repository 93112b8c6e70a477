import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  INTERNAL_ERROR_MESSAGE,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
} from '@shuruaat/contract';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/db-errors';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][])
    .filter(([code]) => code !== 'XSRF')
    .map(([code, status]) => [status, code]),
);

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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe messages.
    return {
      status,
      body: { message: error.message, code: CODE_BY_STATUS.get(status) ?? 'VALIDATION' },
    };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' } };
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
