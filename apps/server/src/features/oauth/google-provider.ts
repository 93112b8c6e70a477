import * as oidc from 'openid-client';
import { GOOGLE_MESSAGES } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';

export type GoogleSettings = { clientId: string; clientSecret: string; issuerUrl: string };
export type FlowSecrets = { state: string; nonce: string; codeVerifier: string };
export type GoogleClaims = { subject: string; email: string; emailVerified: boolean; name: string };

export type GoogleProvider = {
  authorizationUrl(secrets: FlowSecrets): Promise<URL>;
  /** Trades the code for tokens, checking state, nonce and PKCE; answers the ID token's claims. */
  exchange(callbackUrl: URL, secrets: FlowSecrets): Promise<GoogleClaims>;
};

export const newFlowSecrets = (): FlowSecrets => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

/**
 * Google through `openid-client`: discovery on first use (and again after a failure, so an
 * outage at start-up heals), authorization code flow with PKCE (S256), state and nonce.
 */
export function createGoogleProvider(
  settings: GoogleSettings,
  redirectUri: string,
  /** Told the library's own error, which the person is not shown. */
  onError: (error: unknown, step: 'discovery' | 'exchange') => void,
): GoogleProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Only the local test provider speaks plain http; config.ts refuses it in production.
  const options = settings.issuerUrl.startsWith('http:')
    ? { execute: [oidc.allowInsecureRequests] }
    : undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        undefined,
        options,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        onError(error, 'discovery');
        throw new AppError('SERVICE_UNAVAILABLE', GOOGLE_MESSAGES.unavailable);
      });
    return discovered;
  };

  return {
    async authorizationUrl(secrets) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        state: secrets.state,
        nonce: secrets.nonce,
        prompt: 'select_account',
      });
    },
    async exchange(callbackUrl, secrets) {
      const config = await configuration();
      const tokens = await oidc
        .authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        })
        .catch((error: unknown) => {
          onError(error, 'exchange');
          throw new AppError('VALIDATION', GOOGLE_MESSAGES.failed);
        });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') {
        throw new AppError('VALIDATION', GOOGLE_MESSAGES.failed);
      }
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : '',
      };
    },
  };
}
