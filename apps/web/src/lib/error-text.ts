import { MESSAGES } from '@shuruaat/contract';

/**
 * The spec's rule for what a failure says: the server's message, else the error's own text,
 * else "Something went wrong". ApiError carries the server's message as its own text.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.somethingWentWrong;
}
