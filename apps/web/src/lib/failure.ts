import { MESSAGES, type ErrorCode, type ErrorDetail } from '@shuruaat/contract';
import { ApiError } from './api-error';
import { localizeServerMessage } from './i18n/translate';

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
    return { status: 0, code: 'INTERNAL', message: localizeServerMessage(fallback), details: [] };
  }
  const hasOwnText = error.message && error.message !== MESSAGES.somethingWentWrong;
  return {
    status: error.status,
    code: error.code,
    // The server's English, or the action's fallback from the spec, in the page's language.
    message: localizeServerMessage(hasOwnText ? error.message : fallback),
    details: error.details.map((detail) => ({
      ...detail,
      message: localizeServerMessage(detail.message),
    })),
  };
}

/** The text a rejected action shows; one rejected without a payload still says something. */
export const failureMessage = (payload: Failure | undefined, fallback: string): string =>
  payload?.message || fallback;
