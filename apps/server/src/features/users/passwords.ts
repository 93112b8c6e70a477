import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Stored instead of a hash for an account with no password (made through Google). No password
 * verifies against it; it is not a valid argon2 string.
 */
export const NO_PASSWORD = '!none';
export const hasPassword = (hash: string) => !hash.startsWith('!');

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account can't be told by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
