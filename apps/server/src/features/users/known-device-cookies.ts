import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_DAYS,
  readKnownDevice,
  signKnownDevice,
} from './known-devices';
import type { LoginClient } from './login-throttle';

/** Reads and sets the known-device cookie; sent only to the sign-in and password routes. */
export function knownDeviceCookies(config: Config) {
  const secret = config.urlSigningSecret;
  const options = {
    path: '/api/users',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  } as const;
  return {
    clientOf: (request: FastifyRequest): LoginClient => ({
      address: request.ip,
      device: readKnownDevice(secret, request.cookies[KNOWN_DEVICE_COOKIE]),
    }),
    /** After a sign-in (or an emailed link) proved who holds this browser. */
    remember: (reply: FastifyReply, client: LoginClient, userId: string) => {
      // A device already known to this account keeps its id, and so its own count.
      if (client.device?.userId === userId) return;
      reply.setCookie(KNOWN_DEVICE_COOKIE, signKnownDevice(secret, userId), options);
    },
  };
}
