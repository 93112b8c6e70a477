import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_FLOW_COOKIE } from '@shuruaat/contract';

export type GoogleClaimsForTest = {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  /** Replaces the nonce the provider would echo, to prove a mismatch is refused. */
  nonce?: string;
};

/** Who signs in with each authorization code the provider hands out. */
const claimsByCode = new Map<string, GoogleClaimsForTest>();

/** A real OpenID provider on a local port, standing in for accounts.google.com. */
export async function startTestGoogle(): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  // Both tokens of a code exchange (access and ID) carry the person's claims.
  server.service.on('beforeTokenSigning', (token, req) => {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    const claims = typeof code === 'string' ? claimsByCode.get(code) : undefined;
    if (!claims) return;
    const { nonce, ...rest } = claims;
    Object.assign(token.payload, { email_verified: true, ...rest });
    if (nonce !== undefined) token.payload.nonce = nonce;
  });
  await server.start(0, '127.0.0.1');
  return server;
}

export const googleSettings = (server: OAuth2Server) => ({
  clientId: 'shuruaat-test-client',
  clientSecret: 'shuruaat-test-secret',
  issuerUrl: server.issuer.url ?? '',
});

export type GoogleRound = {
  /** The flow cookie the browser got at the start. */
  flowCookie: string;
  /** What Google sent back to /oauth/callback, e.g. "?code=…&state=…". */
  search: string;
};

/** The browser's trip: /start, then the provider's authorize page, which sends it back with a code. */
export async function goToGoogle(
  app: FastifyInstance,
  _server: OAuth2Server,
  claims: GoogleClaimsForTest,
  options: {
    returnTo?: string;
    intent?: 'signin' | 'reauth';
    headers?: Record<string, string>;
  } = {},
): Promise<GoogleRound> {
  const query = new URLSearchParams({
    ...(options.returnTo ? { returnTo: options.returnTo } : {}),
    ...(options.intent ? { intent: options.intent } : {}),
  });
  const start = await app.inject({
    url: `/api/auth/google/start?${query}`,
    headers: options.headers ?? {},
  });
  if (start.statusCode !== 302) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const flowCookie = start.cookies.find((c) => c.name === GOOGLE_FLOW_COOKIE)?.value ?? '';
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  claimsByCode.set(back.searchParams.get('code') ?? '', claims);
  return { flowCookie, search: back.search };
}

export const finishAtCallback = (
  app: FastifyInstance,
  round: GoogleRound,
  extra: { search?: string; cookie?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/google/callback',
    cookies: { [GOOGLE_FLOW_COOKIE]: extra.cookie ?? round.flowCookie },
    headers: extra.headers ?? {},
    payload: { search: extra.search ?? round.search },
  });
