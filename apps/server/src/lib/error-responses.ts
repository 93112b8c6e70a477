import { ErrorBodySchema } from '@shuruaat/contract';

/** The error answers a signed-in route documents: bad input, no session, wrong role, not found. */
export const ERROR_RESPONSES = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
} as const;
