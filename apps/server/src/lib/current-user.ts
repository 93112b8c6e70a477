import type { FastifyRequest } from 'fastify';
import { MESSAGES, type User } from '@shuruaat/contract';
import { AppError } from './app-error';

/**
 * The caller, for handlers behind `requireRole`; typed so handlers need no assertion. It lives
 * in lib (not with the auth plugin in the users feature) so every feature's routes may use it.
 */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.signInRequired);
  return request.user;
}
