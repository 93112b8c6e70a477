import { MESSAGES, type ErrorCode, type ErrorDetail } from '@shuruaat/contract';
import { ApiError } from './api-error';

/**
 * What every failed call reports to the store: the HTTP status (0 when no answer came), the
 * server's stable code to branch on, the text to show and any per-field problems.
 */
export type Failure = { status: number; code: ErrorCode; message: string; details: ErrorDetail[] };

/**
 * The rule of docs/product-spec.md §8: the server's own message wins; a reply without one (the
 * hidden text of a 5xx, a proxy's page, a bug on our side) gets the fallback for that action.
 */
export function toFailure(error: unknown, fallback: string): Failure {
  if (!(error instanceof ApiError)) {
    return { status: 0, code: 'INTERNAL', message: fallback, details: [] };
  }
  const hasOwnText = error.message && error.message !== MESSAGES.somethingWentWrong;
  return {
    status: error.status,
    code: error.code,
    message: hasOwnText ? error.message : fallback,
    details: error.details,
  };
}

/** The text a rejected action shows; one rejected without a payload still says something. */
export const failureMessage = (payload: Failure | undefined, fallback: string): string =>
  payload?.message || fallback;
