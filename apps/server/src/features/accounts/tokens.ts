import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: only its SHA-256 is stored, like session tokens. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
