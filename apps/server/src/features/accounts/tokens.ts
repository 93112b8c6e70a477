import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { replaceToken, type TokenPurpose } from './email-tokens.repository';

/** A link's secret: only its SHA-256 is stored, like session tokens. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new emailed link for `purpose`, valid for `ttlMs`, sent to `email`: answers the secret to put
 * in the link. Earlier links of the same kind stop working.
 */
export async function issueToken(
  tx: Db,
  userId: string,
  purpose: TokenPurpose,
  email: string,
  ttlMs: number,
): Promise<string> {
  const { token, tokenHash } = newToken();
  await replaceToken(tx, {
    userId,
    purpose,
    tokenHash,
    email,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}
